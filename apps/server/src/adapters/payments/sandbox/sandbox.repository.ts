import type { Db } from '../../../db/database.ts';

export async function insertAuthKey(
  db: Db,
  values: {
    keyHash: string;
    companyId: string;
    paymentGatewayId: number;
    antiForgeryToken: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('sandbox_auth_key')
    .values({
      key_hash: values.keyHash,
      company_id: values.companyId,
      payment_gateway_id: values.paymentGatewayId,
      anti_forgery_token: values.antiForgeryToken,
      expires_at: values.expiresAt,
    })
    .execute();
}

export function findLiveAuthKey(db: Db, keyHash: string, now: Date) {
  return db
    .selectFrom('sandbox_auth_key')
    .select(['company_id', 'payment_gateway_id', 'anti_forgery_token'])
    .where('key_hash', '=', keyHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertSandboxCard(
  db: Db,
  card: {
    token: string;
    companyId: string;
    paymentGatewayId: number;
    cardType: string;
    lastDigits: string;
    expiryMonth: number;
    expiryYear: number;
    behaviour: string;
    antiForgeryToken: string;
    zip: string;
  },
): Promise<void> {
  await db
    .insertInto('sandbox_card')
    .values({
      token: card.token,
      company_id: card.companyId,
      payment_gateway_id: card.paymentGatewayId,
      card_type: card.cardType,
      last_digits: card.lastDigits,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      behaviour: card.behaviour,
      anti_forgery_token: card.antiForgeryToken,
      zip: card.zip,
    })
    .execute();
}

export function findSandboxCard(db: Db, companyId: string, token: string) {
  return db
    .selectFrom('sandbox_card')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('token', '=', token)
    .executeTakeFirst();
}

/** Records a hold once per idempotency key; the hold kept for that key either way. */
export async function insertHold(
  db: Db,
  hold: {
    id: string;
    companyId: string;
    token: string;
    amountMinor: number;
    currencyCode: string;
    idempotencyKey: string;
  },
) {
  return (
    db
      .insertInto('sandbox_hold')
      .values({
        id: hold.id,
        company_id: hold.companyId,
        token: hold.token,
        amount_minor: hold.amountMinor,
        currency_code: hold.currencyCode,
        status: 'held',
        idempotency_key: hold.idempotencyKey,
      })
      // The same key again gives back the hold it made (an update that changes nothing returns it).
      .onConflict((oc) =>
        oc
          .column('idempotency_key')
          .doUpdateSet({ idempotency_key: (eb) => eb.ref('excluded.idempotency_key') }),
      )
      .returning(['id', 'amount_minor', 'token'])
      .executeTakeFirstOrThrow()
  );
}

/** Voids a held hold; false when it is not held (released already, or captured). */
export async function voidSandboxHold(db: Db, companyId: string, id: string): Promise<boolean> {
  const voided = await db
    .updateTable('sandbox_hold')
    .set({ status: 'voided' })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'held')
    .returning('id')
    .executeTakeFirst();
  return voided !== undefined;
}

export function findHoldStatus(db: Db, companyId: string, id: string) {
  return db
    .selectFrom('sandbox_hold')
    .select('status')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSandboxHold(db: Db, companyId: string, id: string) {
  return db
    .selectFrom('sandbox_hold')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Captures a held hold once; false when it is no longer held (a concurrent capture won). */
export async function captureSandboxHold(
  db: Db,
  companyId: string,
  id: string,
  capture: { amountMinor: number; key: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('sandbox_hold')
    .set({ status: 'captured', captured_minor: capture.amountMinor, capture_key: capture.key })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'held')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export function findSandboxRefund(db: Db, companyId: string, idempotencyKey: string) {
  return db
    .selectFrom('sandbox_refund')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function refundedOfHold(db: Db, holdId: string): Promise<number> {
  const row = await db
    .selectFrom('sandbox_refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
    .where('hold_id', '=', holdId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertSandboxRefund(
  db: Db,
  refund: { id: string; companyId: string; holdId: string; amountMinor: number; key: string },
): Promise<void> {
  await db
    .insertInto('sandbox_refund')
    .values({
      id: refund.id,
      company_id: refund.companyId,
      hold_id: refund.holdId,
      amount_minor: refund.amountMinor,
      idempotency_key: refund.key,
    })
    .execute();
}
