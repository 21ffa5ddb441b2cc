import { sql, type QueryCreator, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, HoldReleaseTable } from '../../db/schema.ts';

export type HoldReleaseRow = Selectable<HoldReleaseTable>;

/** A release of a hold not asked for yet: the request that will be made, due at `dueAt`. */
export async function insertPendingHold(
  db: Db,
  release: {
    companyId: string;
    paymentGatewayId: number;
    gateway: string;
    reservationId: string | null;
    cardToken: string;
    cardCustomerId: string | null;
    amountMinor: number;
    currencyCode: string;
    idempotencyKey: string;
    description: string;
    createdAt: Date;
    dueAt: Date;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('hold_release')
    .values({
      company_id: release.companyId,
      payment_gateway_id: release.paymentGatewayId,
      gateway: release.gateway,
      reservation_id: release.reservationId,
      card_token: release.cardToken,
      card_customer_id: release.cardCustomerId,
      amount_minor: release.amountMinor,
      currency_code: release.currencyCode,
      idempotency_key: release.idempotencyKey,
      description: release.description,
      created_at: release.createdAt,
      next_attempt_at: release.dueAt,
    })
    // The same key asks for the same hold (a retried tip, two submits at once): its one release
    // stands again until a write keeps the hold; releasing never voids a hold a ride keeps.
    .onConflict((oc) =>
      oc.column('idempotency_key').doUpdateSet({
        status: 'pending',
        done_at: null,
        locked_until: null,
        next_attempt_at: release.dueAt,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Marks a pending release done because its hold is kept (a ride's payment_hold now has it). A
 * query, not a call: it runs in the keeping write's own statement (WITH) or transaction.
 */
export function markHoldKept(
  db: QueryCreator<Database>,
  hold: { companyId: string; releaseId: string; reference: string },
  now: Date,
) {
  return db
    .updateTable('hold_release')
    .set({ status: 'done', done_at: now, locked_until: null, reference: hold.reference })
    .where('company_id', '=', hold.companyId)
    .where('id', '=', hold.releaseId)
    .where('status', '=', 'pending')
    .returning('id');
}

/**
 * Makes a pending release due now with the reference the gateway gave, leased to the caller who
 * tries it at once; undefined when it is not pending any more (its hold was kept after all).
 */
export function leaseReleaseNow(
  db: Db,
  hold: { companyId: string; releaseId: string; reference: string },
  now: Date,
  leaseUntil: Date,
): Promise<HoldReleaseRow | undefined> {
  return db
    .updateTable('hold_release')
    .set((eb) => ({
      reference: hold.reference,
      next_attempt_at: now,
      locked_until: leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('company_id', '=', hold.companyId)
    .where('id', '=', hold.releaseId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives up a ride's live holds in one statement: each is marked voided, by exactly one caller (a
 * retried or concurrent cancel finds none), and a release of it is queued, due now and leased to
 * the caller, who tries it at once after the commit.
 */
export function claimHoldsForRelease(
  db: Db,
  companyId: string,
  reservationId: string,
  now: Date,
  leaseUntil: Date,
): Promise<HoldReleaseRow[]> {
  return db
    .with('claimed', (q) =>
      q
        .updateTable('payment_hold')
        .set({ status: 'voided', updated_at: now })
        .where('company_id', '=', companyId)
        .where('reservation_id', '=', reservationId)
        .where('status', '=', 'held')
        .returning(['company_id', 'payment_gateway_id', 'gateway', 'reservation_id', 'reference']),
    )
    .insertInto('hold_release')
    .columns([
      'company_id',
      'payment_gateway_id',
      'gateway',
      'reservation_id',
      'reference',
      'created_at',
      'next_attempt_at',
      'locked_until',
      'attempts',
    ])
    .expression((eb) =>
      eb
        .selectFrom('claimed')
        .select([
          'company_id',
          'payment_gateway_id',
          'gateway',
          'reservation_id',
          'reference',
          sql<Date>`cast(${now} as timestamptz)`.as('created_at'),
          sql<Date>`cast(${now} as timestamptz)`.as('next_attempt_at'),
          sql<Date>`cast(${leaseUntil} as timestamptz)`.as('locked_until'),
          sql<number>`1`.as('attempts'),
        ]),
    )
    .returningAll()
    .execute();
}

export function findPendingRelease(db: Db, id: string): Promise<HoldReleaseRow | undefined> {
  return db
    .selectFrom('hold_release')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Records the reference the gateway gave again for a release that had only its request. */
export async function recordReleaseReference(db: Db, id: string, reference: string) {
  await db.updateTable('hold_release').set({ reference }).where('id', '=', id).execute();
}

/** Whether a ride keeps this hold: a payment_hold with its reference that is still held. */
export async function isHoldKept(db: Db, companyId: string, reference: string): Promise<boolean> {
  const kept = await db
    .selectFrom('payment_hold')
    .select('id')
    .where('company_id', '=', companyId)
    .where('reference', '=', reference)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return kept !== undefined;
}

/**
 * Keeps for a new run of its request the hold a run that died asked for: its release, never tried
 * (no attempt made, so the hold is not being voided), is put off by another grace period and
 * named for the new ride. `taken` when so; `known` when a release with this key exists at all
 * (tried, done or refused: its key is not to be used again).
 */
export async function takeUntriedHold(
  db: Db,
  hold: { companyId: string; idempotencyKey: string; reservationId: string; dueAt: Date },
): Promise<{ taken: boolean; known: boolean }> {
  const row = await db
    .with('taken', (q) =>
      q
        .updateTable('hold_release')
        .set({ next_attempt_at: hold.dueAt, reservation_id: hold.reservationId })
        .where('company_id', '=', hold.companyId)
        .where('idempotency_key', '=', hold.idempotencyKey)
        .where('status', '=', 'pending')
        .where('attempts', '=', 0)
        .returning('id'),
    )
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('taken').select('id')).as('taken'),
      eb
        .exists(
          eb
            .selectFrom('hold_release')
            .select('id')
            .where('company_id', '=', hold.companyId)
            .where('idempotency_key', '=', hold.idempotencyKey),
        )
        .as('known'),
    ])
    .executeTakeFirstOrThrow();
  return { taken: Boolean(row.taken), known: Boolean(row.known) };
}
