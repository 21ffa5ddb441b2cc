import { gatewayKindOf } from '../../adapters/payments/index.ts';
import { issueAuthKey } from '../../adapters/payments/sandbox/sandbox-gateway.ts';
import type { Viewer } from '../../core/actor.ts';
import { badUserInput, notFound } from '../../core/errors.ts';
import { listPaymentGateways, requireActiveCompany } from '../company/index.ts';
import { requireHumanCheck } from '../human-check/index.ts';
import { atGateway, companyGateway } from './gateway-calls.ts';
import {
  findGatewayCustomer,
  insertGuestCustomer,
  saveGatewayCustomer,
} from './payments.repository.ts';
import { requireOwnCustomer, type CardOwner, type PaymentsDeps } from './payments.service.ts';

const ANTI_FORGERY_TOKEN = /^[0-9a-z]{20}$/;

/**
 * getFullSteamAuthCode: a key the hosted card fields load with, bound to the app's anti-forgery
 * token. A guest must have passed the human check a few minutes before (gatewayCode 999 says to
 * pass it again).
 */
export async function hostedFieldsKey(
  ctx: PaymentsDeps,
  signedInAs: Viewer | null,
  input: { coid: string; gateway_id: number; anti_forgery_token: string },
  now: Date,
) {
  const company = await requireActiveCompany(ctx.db, input.coid);
  if (!ANTI_FORGERY_TOKEN.test(input.anti_forgery_token)) {
    throw badUserInput('anti_forgery_token must be 20 base-36 characters', 'anti_forgery_token');
  }
  const signedIn = signedInAs?.companyId === company.id;
  if (!signedIn) await requireHumanCheck(ctx.config, ctx.cookie, company.id);
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
async function stripeOf(ctx: PaymentsDeps, coid: string, paymentGatewayId: number) {
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
  ctx: PaymentsDeps,
  signedInAs: Viewer | null,
  args: { company_alias: string; paymentgatewayId: number; isAuthenticated?: boolean | null },
) {
  const { company, row, customers } = await stripeOf(
    ctx,
    args.company_alias,
    args.paymentgatewayId,
  );
  const viewer = signedInAs?.companyId === company.id ? signedInAs : null;
  if (!viewer) {
    const pass = await requireHumanCheck(ctx.config, ctx.cookie, company.id);
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
  ctx: PaymentsDeps,
  signedInAs: Viewer | null,
  args: { company_alias: string; customerAccountId: string },
) {
  const company = await requireActiveCompany(ctx.db, args.company_alias);
  const gateways = await listPaymentGateways(ctx.db, company.id);
  const stripe = gateways.find((g) => gatewayKindOf(g) === 'stripe');
  if (!stripe) throw notFound('Payment gateway');
  const { customers } = await stripeOf(ctx, company.id, stripe.id);
  const viewer = signedInAs?.companyId === company.id ? signedInAs : null;
  const owner: CardOwner = viewer
    ? { viewer }
    : { guestPassId: (await requireHumanCheck(ctx.config, ctx.cookie, company.id)).id };
  await requireOwnCustomer(ctx, company, stripe.id, args.customerAccountId, owner, new Date());
  return atGateway('card', () => customers.createSetupIntent(args.customerAccountId));
}
