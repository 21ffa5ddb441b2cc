import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SavedCardTable } from './payments.tables.ts';

const CARD_COLUMNS = [
  'id',
  'payment_gateway_id',
  'gateway',
  'token',
  'customer_id',
  'hosted_payments_account_id',
  'card_brand',
  'last_digits',
  'expiry_month',
  'expiry_year',
  'name_on_card',
  'created_at',
] as const;

/** A rider's saved cards, newest first, one page of them. */
export function listSavedCards(
  db: Db,
  owner: { companyId: string; accountId: string },
  page: { first: number; after: number; paymentGatewayId: number | null },
) {
  let query = db
    .selectFrom('saved_card')
    .select(CARD_COLUMNS)
    .where('company_id', '=', owner.companyId)
    .where('account_user_id', '=', owner.accountId)
    .where('deleted_at', 'is', null);
  if (page.paymentGatewayId !== null) {
    query = query.where('payment_gateway_id', '=', page.paymentGatewayId);
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(page.first)
    .offset(page.after)
    .execute();
}

export async function countSavedCards(
  db: Db,
  owner: { companyId: string; accountId: string },
  paymentGatewayId: number | null,
): Promise<number> {
  let query = db
    .selectFrom('saved_card')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', owner.companyId)
    .where('account_user_id', '=', owner.accountId)
    .where('deleted_at', 'is', null);
  if (paymentGatewayId !== null) query = query.where('payment_gateway_id', '=', paymentGatewayId);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/** One of the rider's live saved cards. */
export function findSavedCard(db: Db, owner: { companyId: string; accountId: string }, id: string) {
  return db
    .selectFrom('saved_card')
    .select(CARD_COLUMNS)
    .where('company_id', '=', owner.companyId)
    .where('account_user_id', '=', owner.accountId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertSavedCard(db: Db, card: Insertable<SavedCardTable>) {
  return db.insertInto('saved_card').values(card).returning(CARD_COLUMNS).executeTakeFirstOrThrow();
}

/** Deletes one of the rider's cards; false when there was none to delete. */
export async function deleteSavedCard(
  db: Db,
  owner: { companyId: string; accountId: string },
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_card')
    .set({ deleted_at: now })
    .where('company_id', '=', owner.companyId)
    .where('account_user_id', '=', owner.accountId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function findGatewayCustomer(
  db: Db,
  key: { companyId: string; accountId: string; paymentGatewayId: number },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('gateway_customer')
    .select('customer_id')
    .where('company_id', '=', key.companyId)
    .where('account_user_id', '=', key.accountId)
    .where('payment_gateway_id', '=', key.paymentGatewayId)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Keeps the rider's customer at the gateway; the first one kept wins a race. */
export async function saveGatewayCustomer(
  db: Db,
  key: { companyId: string; accountId: string; paymentGatewayId: number },
  customerId: string,
): Promise<string> {
  await db
    .insertInto('gateway_customer')
    .values({
      company_id: key.companyId,
      account_user_id: key.accountId,
      payment_gateway_id: key.paymentGatewayId,
      customer_id: customerId,
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'account_user_id', 'payment_gateway_id']).doNothing(),
    )
    .execute();
  return (await findGatewayCustomer(db, key)) ?? customerId;
}

/** Keeps a guest's new gateway customer for the pass they made it with, until the pass expires. */
export async function insertGuestCustomer(
  db: Db,
  customer: { companyId: string; paymentGatewayId: number; customerId: string },
  pass: { id: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('guest_gateway_customer')
    .values({
      company_id: customer.companyId,
      customer_id: customer.customerId,
      payment_gateway_id: customer.paymentGatewayId,
      pass_id: pass.id,
      expires_at: pass.expiresAt,
    })
    .execute();
}

/** Whether a customer was made for this guest pass (at this gateway) and the pass is still live. */
export async function isGuestCustomer(
  db: Db,
  customer: { companyId: string; paymentGatewayId: number; customerId: string },
  passId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('guest_gateway_customer')
    .select('customer_id')
    .where('company_id', '=', customer.companyId)
    .where('customer_id', '=', customer.customerId)
    .where('payment_gateway_id', '=', customer.paymentGatewayId)
    .where('pass_id', '=', passId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
