// Over 300 lines: saved cards and the gateway calls (hosted fields key, Stripe set-up) share the card validation and gateway steps; to be split by action.
import { randomUUID } from 'node:crypto';
import { PAYMENT_SERVICE_UNREACHABLE_MESSAGE } from '@ride/domain';
import { z } from 'zod';
import {
  gatewayFor,
  gatewayKindOf,
  GatewayNotConfiguredError,
  PaymentGatewayError,
  PaymentGatewayUnreachableError,
  type TokenizedCard,
} from '../../adapters/payments/index.ts';
import { issueAuthKey } from '../../adapters/payments/sandbox/sandbox-gateway.ts';
import type { GraphQLContext, Viewer } from '../../graphql/context.ts';
import { appError, badUserInput, notFound } from '../../core/errors.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { requireViewer, updateAccountAddress } from '../auth/index.ts';
import {
  cachedRead,
  type CompanyRow,
  findPaymentGateway,
  listPaymentGateways,
  requireActiveCompany,
} from '../company/index.ts';
import { requireHumanCheck } from '../human-check/index.ts';
import {
  countSavedCards,
  deleteSavedCard,
  findGatewayCustomer,
  insertGuestCustomer,
  insertSavedCard,
  isGuestCustomer,
  listSavedCards,
  saveGatewayCustomer,
} from './payments.repository.ts';

export type PaymentsContext = Pick<
  GraphQLContext,
  'db' | 'config' | 'logger' | 'viewer' | 'request' | 'clientIp'
>;

type SavedCardRow = Awaited<ReturnType<typeof listSavedCards>>[number];

export function toSavedPayment(card: SavedCardRow) {
  return {
    id: card.id,
    paymentGatewayId: card.payment_gateway_id,
    cardBrand: card.card_brand,
    lastDigits: card.last_digits,
    expiryMonth: card.expiry_month,
    expiryYear: card.expiry_year,
    nameOnCard: card.name_on_card,
  };
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

export const billingAddressSchema = z.object({
  name: text(255),
  county: text(255),
  line1: text(255),
  line2: text(255),
  city: text(255),
  stateCode: text(10),
  postalCode: text(10),
  countryCode: text(2),
});

/** A card as the browser's gateway form handed it over: tokens and what is shown, no number. */
export const cardInputSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'cardNumber must be the last four digits only'),
  cardHolderName: z.string().trim().min(1, 'Required').max(255, 'Too long'),
  expirationDate: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{4}$/, 'Expiration date is invalid'),
  cardNetwork: text(30),
  billingAddress: billingAddressSchema,
  token: z.string().trim().min(1).max(255),
  gateway: z.enum(['fs', 'stripe', 'century', 'square', 'vs']),
  paymentGatewayId: z.number().int().positive(),
  hostedPaymentsAccountId: text(255),
  anti_forgery_token: text(64),
  customerToken: text(255),
  customerId: text(255),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** An expiry before the current month is refused (CLARIFICATIONS 2). */
function expiryOf(card: CardInput, now: Date): { month: number; year: number } {
  const [month = 0, year = 0] = card.expirationDate.split('/').map(Number);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw badUserInput('Expiration date is invalid', 'expirationDate');
  }
  return { month, year };
}

/** The gateway's refusal as the app parses it (spec part 2 §8), with its code and kind. */
export function gatewayRefusal(error: PaymentGatewayError, when: 'card' | 'reservation') {
  const correlation = `CorrelationId: ${randomUUID()}`;
  const message =
    when === 'reservation'
      ? `Payment gateway error: - ${error.detail}`
      : error.kind === 'stripe'
        ? `API Error. Status: ${error.status ?? 400}, Message: ${error.detail}, ${correlation}`
        : `API Error. Message: ${error.summary}. ${error.detail}, ${correlation}`;
  return appError('PAYMENT_GATEWAY_ERROR', message, {
    gateway: error.kind,
    ...(error.gatewayCode !== null ? { gatewayCode: error.gatewayCode } : {}),
  });
}

/**
 * Runs a gateway call, turning its refusals into the API's errors. A gateway that could not be
 * reached is PAYMENT_GATEWAY_ERROR too, with the text that says to try again (the app shows it
 * as it shows a refusal), marked `retryable`.
 */
export async function atGateway<T>(
  when: 'card' | 'reservation',
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw gatewayRefusal(error, when);
    if (error instanceof PaymentGatewayUnreachableError) {
      throw appError('PAYMENT_GATEWAY_ERROR', PAYMENT_SERVICE_UNREACHABLE_MESSAGE, {
        gateway: error.kind,
        retryable: true,
      });
    }
    if (error instanceof GatewayNotConfiguredError) {
      throw appError('PAYMENT_GATEWAY_ERROR', error.message, { gateway: error.kind });
    }
    throw error;
  }
}

/** The company's gateway with this id, and its provider; unknown ids are NOT_FOUND. */
export async function companyGateway(
  ctx: Pick<PaymentsContext, 'db' | 'config'>,
  company: CompanyRow,
  paymentGatewayId: number,
): Promise<{
  row: NonNullable<Awaited<ReturnType<typeof findPaymentGateway>>>;
  gateway: ReturnType<typeof gatewayFor>;
}> {
  const row = await cachedRead(ctx.db, `payment-gateway:${company.id}:${paymentGatewayId}`, () =>
    findPaymentGateway(ctx.db, company.id, paymentGatewayId),
  );
  if (!row) throw notFound('Payment gateway');
  const gateway = await atGateway('card', async () => gatewayFor(ctx, row));
  return { row, gateway };
}

/** The tokenized card of an input, as the gateway port takes it. */
export function tokenizedCard(card: CardInput, now: Date): TokenizedCard {
  const expiry = expiryOf(card, now);
  return {
    token: card.gateway === 'stripe' && card.customerToken ? card.customerToken : card.token,
    customerId: card.customerId || null,
    hostedPaymentsAccountId: card.hostedPaymentsAccountId || null,
    lastDigits: card.cardNumber,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    ...(card.anti_forgery_token ? { antiForgeryToken: card.anti_forgery_token } : {}),
  };
}

/** getSavedPaymentOptions: the signed-in rider's cards, a page at a time. */
export async function savedPayments(
  ctx: PaymentsContext,
  input: { coid?: string | null; first: number; after: number; paymentGatewayId?: number | null },
) {
  const viewer = requireViewer(ctx, input.coid);
  if (input.first < 1 || input.first > 100)
    throw badUserInput('first must be between 1 and 100', 'first');
  if (input.after < 0) throw badUserInput('after must not be negative', 'after');
  const owner = { companyId: viewer.companyId, accountId: viewer.userId };
  const gatewayId = input.paymentGatewayId ?? null;
  const [cards, totalCount] = await Promise.all([
    listSavedCards(ctx.db, owner, {
      first: input.first,
      after: input.after,
      paymentGatewayId: gatewayId,
    }),
    countSavedCards(ctx.db, owner, gatewayId),
  ]);
  return { nodes: cards.map(toSavedPayment), totalCount };
}

/**
 * createNewSavedPayment: the gateway verifies the card the browser tokenized (a check with the
 * issuer, no money moves), then the card is kept for the rider, and with it, when asked, the
 * billing address as the profile's default.
 */
export async function addSavedPayment(ctx: PaymentsContext, rawInput: unknown, now: Date) {
  const input = parseOrRefuse(
    cardInputSchema.extend({
      coid: z.string(),
      saveAsDefaultBillingAddress: z.boolean().nullish(),
    }),
    rawInput,
  );
  const viewer = requireViewer(ctx, input.coid);
  const company = await requireActiveCompany(ctx.db, viewer.companyId);
  const card = await saveCard(
    ctx,
    company,
    viewer,
    input,
    now,
    Boolean(input.saveAsDefaultBillingAddress),
  );
  return toSavedPayment(card);
}

/** Who a new card is for: a signed-in rider, or a guest with their human check pass. */
export type CardOwner = { viewer: Viewer } | { guestPassId: string };

/**
 * A card-token gateway's card must be on the owner's own customer: the signed-in rider's, or the
 * one made for the guest's pass. Anything else (another rider's customer) is NOT_FOUND.
 */
async function requireOwnCustomer(
  ctx: Pick<PaymentsContext, 'db'>,
  company: CompanyRow,
  paymentGatewayId: number,
  customerId: string,
  owner: CardOwner,
  now: Date,
): Promise<void> {
  const customer = { companyId: company.id, paymentGatewayId, customerId };
  const own =
    customerId !== '' &&
    ('viewer' in owner
      ? (await findGatewayCustomer(ctx.db, {
          companyId: company.id,
          accountId: owner.viewer.userId,
          paymentGatewayId,
        })) === customerId
      : await isGuestCustomer(ctx.db, customer, owner.guestPassId, now));
  if (!own) throw notFound('Customer');
}

/**
 * A card the browser tokenized, verified by the gateway that made it (and, at a card-token
 * gateway, on the owner's own customer).
 */
export async function verifyNewCard(
  ctx: Pick<PaymentsContext, 'db' | 'config'>,
  company: CompanyRow,
  input: CardInput,
  owner: CardOwner,
  now: Date,
  when: 'card' | 'reservation',
) {
  const { row, gateway } = await companyGateway(ctx, company, input.paymentGatewayId);
  if (gatewayKindOf(row) !== input.gateway) {
    throw badUserInput(`This card was not made by the ${input.gateway} gateway`, 'gateway');
  }
  if (input.gateway === 'stripe') {
    await requireOwnCustomer(ctx, company, row.id, input.customerId, owner, now);
  }
  const verified = await atGateway(when, () => gateway.verifyCard(tokenizedCard(input, now)));
  return { row, gateway, verified };
}

/** Verifies a tokenized card at its gateway and keeps it for the rider (the kept row). */
export async function saveCard(
  ctx: Pick<PaymentsContext, 'db' | 'config'>,
  company: CompanyRow,
  viewer: Viewer,
  input: CardInput,
  now: Date,
  asDefaultBillingAddress: boolean,
) {
  const { row, verified } = await verifyNewCard(ctx, company, input, { viewer }, now, 'card');
  const address = input.billingAddress;
  return ctx.db.transaction().execute(async (trx) => {
    const card = await insertSavedCard(trx, {
      company_id: company.id,
      account_user_id: viewer.userId,
      payment_gateway_id: row.id,
      gateway: input.gateway,
      token: verified.token,
      customer_id: verified.customerId,
      hosted_payments_account_id: input.hostedPaymentsAccountId || null,
      card_brand: verified.brand,
      last_digits: verified.lastDigits,
      expiry_month: verified.expiryMonth,
      expiry_year: verified.expiryYear,
      name_on_card: input.cardHolderName.slice(0, 50),
      billing_line1: address.line1,
      billing_line2: address.line2,
      billing_city: address.city,
      billing_state_code: address.stateCode,
      billing_postal_code: address.postalCode,
      billing_country_code: address.countryCode,
      created_at: now,
    });
    if (asDefaultBillingAddress) {
      await updateAccountAddress(
        trx,
        { companyId: company.id, accountId: viewer.userId },
        address,
        now,
      );
    }
    return card;
  });
}

/** deleteSavedPayment: another rider's card, or one already gone, is NOT_FOUND. */
export async function removeSavedPayment(ctx: PaymentsContext, id: string, now: Date) {
  const viewer = requireViewer(ctx);
  if (!z.uuid().safeParse(id).success) throw notFound('Saved payment');
  const owner = { companyId: viewer.companyId, accountId: viewer.userId };
  if (!(await deleteSavedCard(ctx.db, owner, id, now))) throw notFound('Saved payment');
  return true;
}

const ANTI_FORGERY_TOKEN = /^[0-9a-z]{20}$/;

/**
 * getFullSteamAuthCode: a key the hosted card fields load with, bound to the app's anti-forgery
 * token. A guest must have passed the human check a few minutes before (gatewayCode 999 says to
 * pass it again).
 */
export async function hostedFieldsKey(
  ctx: PaymentsContext,
  input: { coid: string; gateway_id: number; anti_forgery_token: string },
  now: Date,
) {
  const company = await requireActiveCompany(ctx.db, input.coid);
  if (!ANTI_FORGERY_TOKEN.test(input.anti_forgery_token)) {
    throw badUserInput('anti_forgery_token must be 20 base-36 characters', 'anti_forgery_token');
  }
  const signedIn = ctx.viewer?.companyId === company.id;
  if (!signedIn) await requireHumanCheck(ctx.config, ctx.request, company.id);
  const { row } = await companyGateway(ctx, company, input.gateway_id);
  if (gatewayKindOf(row) !== 'fs')
    throw badUserInput('This gateway has no hosted card fields', 'gateway_id');
  const authKey = await issueAuthKey(
    ctx.db,
    { companyId: company.id, paymentGatewayId: row.id },
    input.anti_forgery_token,
    now,
  );
  return {
    isSuccessful: true,
    authKey,
    hostedFieldsUrl: `/payments/sandbox/hosted-fields?authKey=${encodeURIComponent(authKey)}`,
  };
}

/** The card-token gateway of a company, with its customer and SetupIntent calls. */
async function stripeOf(ctx: PaymentsContext, coid: string, paymentGatewayId: number) {
  const company = await requireActiveCompany(ctx.db, coid);
  const { row, gateway } = await companyGateway(ctx, company, paymentGatewayId);
  if (gatewayKindOf(row) !== 'stripe' || !gateway.createCustomer || !gateway.createSetupIntent) {
    throw badUserInput('This gateway is not a card-token gateway', 'paymentgatewayId');
  }
  return {
    company,
    row,
    customers: {
      createCustomer: gateway.createCustomer,
      createSetupIntent: gateway.createSetupIntent,
    },
  };
}

/**
 * getStripeCustomerId: the signed-in rider's customer at the card-token gateway (made once and
 * kept), or a new one for a guest who passed the human check.
 */
export async function stripeCustomerId(
  ctx: PaymentsContext,
  args: { company_alias: string; paymentgatewayId: number; isAuthenticated?: boolean | null },
) {
  const { company, row, customers } = await stripeOf(
    ctx,
    args.company_alias,
    args.paymentgatewayId,
  );
  const viewer = ctx.viewer?.companyId === company.id ? ctx.viewer : null;
  if (!viewer) {
    const pass = await requireHumanCheck(ctx.config, ctx.request, company.id);
    const customerId = await atGateway('card', () =>
      customers.createCustomer({ company: company.id, guest: 'true' }),
    );
    await insertGuestCustomer(
      ctx.db,
      { companyId: company.id, paymentGatewayId: row.id, customerId },
      pass,
    );
    return { customerId };
  }
  const key = { companyId: company.id, accountId: viewer.userId, paymentGatewayId: row.id };
  const known = await findGatewayCustomer(ctx.db, key);
  if (known) return { customerId: known };
  const created = await atGateway('card', () =>
    customers.createCustomer({ company: company.id, account: viewer.userId }),
  );
  return { customerId: await saveGatewayCustomer(ctx.db, key, created) };
}

/**
 * getStripeSetupIntent: a SetupIntent to save a card with, for the signed-in rider's own customer
 * or, for a guest who passed the human check, the customer made for that pass.
 */
export async function stripeSetupIntent(
  ctx: PaymentsContext,
  args: { company_alias: string; customerAccountId: string },
) {
  const company = await requireActiveCompany(ctx.db, args.company_alias);
  const gateways = await listPaymentGateways(ctx.db, company.id);
  const stripe = gateways.find((g) => gatewayKindOf(g) === 'stripe');
  if (!stripe) throw notFound('Payment gateway');
  const { customers } = await stripeOf(ctx, company.id, stripe.id);
  const viewer = ctx.viewer?.companyId === company.id ? ctx.viewer : null;
  const owner: CardOwner = viewer
    ? { viewer }
    : { guestPassId: (await requireHumanCheck(ctx.config, ctx.request, company.id)).id };
  await requireOwnCustomer(ctx, company, stripe.id, args.customerAccountId, owner, new Date());
  return atGateway('card', () => customers.createSetupIntent(args.customerAccountId));
}
