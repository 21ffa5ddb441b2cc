import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { LedgerKind } from './money.tables.ts';

type Executor = Kysely<Database>;

const MONEY_RIDE_COLUMNS = [
  'id',
  'company_id',
  'confirmation_number',
  'status',
  'scheduled_pickup_at',
  'updated_at',
  'total_minor',
  'tip_minor',
  'currency_code',
  'payment_gateway_id',
  'card_token',
  'card_customer_id',
  'card_brand',
  'card_last_digits',
] as const;

/** The ride's money facts, in the staff user's company only. */
export function findRideForMoney(db: Db, companyId: string, reservationId: string) {
  return db
    .selectFrom('reservation')
    .select(MONEY_RIDE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', reservationId)
    .executeTakeFirst();
}
export type MoneyRide = NonNullable<Awaited<ReturnType<typeof findRideForMoney>>>;

/**
 * The ride's money facts under its row lock, held until the transaction ends (decision 68): the
 * same lock every change of the ride's money takes first (`lockRide` of the payments module).
 */
export function lockRideForMoney(trx: Db, companyId: string, reservationId: string) {
  return trx
    .selectFrom('reservation')
    .select(MONEY_RIDE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', reservationId)
    .forUpdate()
    .executeTakeFirst();
}

/** The ride's holds, oldest first (the ride's own hold, then a tip's). */
export function listHolds(db: Db, companyId: string, reservationId: string) {
  return db
    .selectFrom('payment_hold')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('reservation_id', '=', reservationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export type HoldRow = Awaited<ReturnType<typeof listHolds>>[number];

export function listLedger(db: Db, companyId: string, reservationId: string) {
  return db
    .selectFrom('payment_ledger')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();
}
export type LedgerRow = Awaited<ReturnType<typeof listLedger>>[number];

/** When the ride was cancelled, as its status history says. */
export async function cancelledAt(db: Db, companyId: string, reservationId: string) {
  const row = await db
    .selectFrom('reservation_status_change')
    .select('changed_at')
    .where('company_id', '=', companyId)
    .where('reservation_id', '=', reservationId)
    .where('to_status', '=', 'CANCELLED')
    .orderBy('changed_at', 'desc')
    .executeTakeFirst();
  return row?.changed_at;
}

/** Names the staff user the hold triggers write into the ledger, for this transaction. */
export async function setLedgerActor(trx: Executor, staffUserId: string): Promise<void> {
  await sql`select set_config('app.ledger_actor', ${staffUserId}, true)`.execute(trx);
}

/** Appends a movement once per idempotency key; false when the key was written already. */
export async function appendLedger(
  trx: Executor,
  entry: {
    companyId: string;
    reservationId: string;
    kind: LedgerKind;
    amountMinor: number;
    currency: string;
    reference: string;
    gatewayRefund?: string;
    idempotencyKey: string;
    /** The staff user; null for the rider's own flows. */
    createdBy: string | null;
  },
): Promise<boolean> {
  // Trigger dispatch_event_ledger_insert writes the board's event for this movement.
  const row = await trx
    .insertInto('payment_ledger')
    .values({
      company_id: entry.companyId,
      reservation_id: entry.reservationId,
      kind: entry.kind,
      amount_minor: entry.amountMinor,
      currency: entry.currency,
      reference: entry.reference,
      gateway_refund: entry.gatewayRefund ?? null,
      idempotency_key: entry.idempotencyKey,
      created_by: entry.createdBy,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves a hold on from `from` (only from there: a hold moves once). */
export function setHoldStatus(
  trx: Executor,
  hold: Pick<HoldRow, 'company_id' | 'id'>,
  from: HoldRow['status'],
  to: HoldRow['status'],
  now: Date,
) {
  // Trigger payment_hold_ledger writes the ledger row this status means, if any (then
  // dispatch_event_ledger_insert the board's event).
  return trx
    .updateTable('payment_hold')
    .set({ status: to, updated_at: now })
    .where('company_id', '=', hold.company_id)
    .where('id', '=', hold.id)
    .where('status', '=', from)
    .execute();
}

export function findHold(db: Db, companyId: string, holdId: string) {
  return db
    .selectFrom('payment_hold')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', holdId)
    .executeTakeFirstOrThrow();
}

/**
 * Each ride with money moved on the company's day [from, to): what was captured and refunded that
 * day, by ledger time, and what was captured before it (the tip is what a ride's captures took
 * beyond its price lines, so the day's share of it depends on what came before).
 */
export function listDayMoney(db: Db, companyId: string, date: string, timeZone: string) {
  // The day's bounds are read in the company's time zone, so a day has its own 23 or 25 hours.
  const from = sql<Date>`(${date}::date)::timestamp at time zone ${timeZone}`;
  const to = sql<Date>`(${date}::date + 1)::timestamp at time zone ${timeZone}`;
  return db
    .selectFrom('payment_ledger as l')
    .innerJoin('reservation as r', (j) =>
      j.onRef('r.company_id', '=', 'l.company_id').onRef('r.id', '=', 'l.reservation_id'),
    )
    .select((eb) => [
      'r.id',
      'r.confirmation_number',
      'r.status',
      'r.passenger_first_name',
      'r.passenger_last_name',
      'r.total_minor',
      'r.tip_minor',
      'l.currency',
      eb.fn
        .sum<number>(
          eb.case().when('l.kind', '=', 'captured').then(eb.ref('l.amount_minor')).else(0).end(),
        )
        .as('captured'),
      eb.fn
        .sum<number>(
          eb.case().when('l.kind', '=', 'refunded').then(eb.ref('l.amount_minor')).else(0).end(),
        )
        .as('refunded'),
      eb
        .selectFrom('payment_ledger as b')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('b.amount_minor'), sub.lit(0)).as('n'))
        .whereRef('b.company_id', '=', 'r.company_id')
        .whereRef('b.reservation_id', '=', 'r.id')
        .where('b.kind', '=', 'captured')
        .where('b.created_at', '<', from)
        .as('captured_before'),
    ])
    .where('l.company_id', '=', companyId)
    .where('l.kind', 'in', ['captured', 'refunded'])
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<', to)
    .groupBy(['r.id', 'l.currency'])
    .orderBy('r.confirmation_number')
    .execute();
}
