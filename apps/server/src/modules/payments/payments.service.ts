import { z } from 'zod';
import { gatewayKindOf } from '../../adapters/payments/index.ts';
import type { Viewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badUserInput, notFound } from '../../core/errors.ts';
import type { RequestHeaders, RequestInfo } from '../../core/request.ts';
import { updateAccountAddress } from '../auth/index.ts';
import { type CompanyRow, requireActiveCompany } from '../company/index.ts';
import {
  countSavedCards,
  deleteSavedCard,
  findGatewayCustomer,
  insertSavedCard,
  isGuestCustomer,
  listSavedCards,
} from './payments.repository.ts';
import { cardInputSchema, tokenizedCard, type CardInput } from './card-input.ts';
import { atGateway, companyGateway } from './gateway-calls.ts';

export type PaymentsDeps = Pick<Deps, 'db' | 'config' | 'logger'> &
  Pick<RequestHeaders, 'cookie'> &
  Pick<RequestInfo, 'clientIp'>;

type SavedCardRow = Awaited<ReturnType<typeof listSavedCards>>[number];

function toSavedPayment(card: SavedCardRow) {
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

/** getSavedPaymentOptions: the signed-in rider's cards, a page at a time. */
export async function savedPayments(
  ctx: PaymentsDeps,
  viewer: Viewer,
  input: { coid?: string | null; first: number; after: number; paymentGatewayId?: number | null },
) {
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

/** createNewSavedPayment's input: a tokenized card, for a company. */
export const newSavedPaymentSchema = cardInputSchema.extend({
  coid: z.string(),
  saveAsDefaultBillingAddress: z.boolean().nullish(),
});

export type NewSavedPaymentInput = z.infer<typeof newSavedPaymentSchema>;

/**
 * createNewSavedPayment: the gateway verifies the card the browser tokenized (a check with the
 * issuer, no money moves), then the card is kept for the rider, and with it, when asked, the
 * billing address as the profile's default.
 */
export async function addSavedPayment(
  ctx: PaymentsDeps,
  viewer: Viewer,
  input: NewSavedPaymentInput,
  now: Date,
) {
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
export async function requireOwnCustomer(
  ctx: Pick<PaymentsDeps, 'db'>,
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
  ctx: Pick<PaymentsDeps, 'db' | 'config'>,
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
  ctx: Pick<PaymentsDeps, 'db' | 'config'>,
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
export async function removeSavedPayment(ctx: PaymentsDeps, viewer: Viewer, id: string, now: Date) {
  if (!z.uuid().safeParse(id).success) throw notFound('Saved payment');
  const owner = { companyId: viewer.companyId, accountId: viewer.userId };
  if (!(await deleteSavedCard(ctx.db, owner, id, now))) throw notFound('Saved payment');
  return true;
}
