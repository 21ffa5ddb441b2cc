// Over 300 lines: the hold-release queue's SQL (insert, lease, claim, release) shares one row shape and lock.
import { sql, type ExpressionBuilder, type QueryCreator, type Selectable } from 'kysely';
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
 * Takes the ride's row lock until the transaction ends. Every change of a ride's money takes it
 * first, for its whole read-decide-write (decision 68): one such change runs at a time per ride,
 * on any number of server processes, and each reads what the one before it wrote.
 */
export async function lockRide(db: Db, companyId: string, reservationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reservation')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', reservationId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives up a ride's held holds in one statement: each becomes `releasing`, by exactly one caller
 * (a retried or concurrent cancel finds none), and a release of it is queued, due now and leased
 * to the caller, who tries it at once after the commit. Nothing is written to the ledger yet: it
 * records the release when the gateway has made it (`markHoldReleased`).
 */
export function claimHoldsForRelease(
  db: Db,
  claim: {
    companyId: string;
    reservationId: string;
    /** The staff user who gives them up; null for the rider's own flows. */
    requestedBy: string | null;
  },
  now: Date,
  leaseUntil: Date,
): Promise<HoldReleaseRow[]> {
  return db
    .with('claimed', (q) =>
      q
        // Trigger payment_hold_ledger writes the ledger row this status means, if any (then
        // dispatch_event_ledger_insert the board's event).
        // Fires the payment_hold trigger, which writes nothing until the hold is voided.
        .updateTable('payment_hold')
        .set({ status: 'releasing', updated_at: now })
        .where('company_id', '=', claim.companyId)
        .where('reservation_id', '=', claim.reservationId)
        .where('status', '=', 'held')
        .returning([
          'company_id',
          'payment_gateway_id',
          'gateway',
          'reservation_id',
          'reference',
          'amount_minor',
          'currency_code',
        ]),
    )
    .insertInto('hold_release')
    .columns([
      'company_id',
      'payment_gateway_id',
      'gateway',
      'reservation_id',
      'reference',
      'amount_minor',
      'currency_code',
      'requested_by',
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
          'amount_minor',
          'currency_code',
          sql<string | null>`cast(${claim.requestedBy} as uuid)`.as('requested_by'),
          sql<Date>`cast(${now} as timestamptz)`.as('created_at'),
          sql<Date>`cast(${now} as timestamptz)`.as('next_attempt_at'),
          sql<Date>`cast(${leaseUntil} as timestamptz)`.as('locked_until'),
          sql<number>`1`.as('attempts'),
        ]),
    )
    .returningAll()
    .execute();
}

/**
 * Leases to the caller the releases of holds the ride gave up that the gateway has not made yet
 * (it failed, or their request died), to try them again at once; a release leased by a live
 * request is left to it. Only holds given up (`releasing`): a hold still asked for by a request in
 * flight, not yet kept, keeps its grace period.
 */
export function leaseRideReleases(
  db: Db,
  ride: { companyId: string; reservationId: string },
  now: Date,
  leaseUntil: Date,
): Promise<HoldReleaseRow[]> {
  return db
    .updateTable('hold_release')
    .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('company_id', '=', ride.companyId)
    .where('reservation_id', '=', ride.reservationId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where('reference', 'in', (eb) =>
      eb
        .selectFrom('payment_hold')
        .select('reference')
        .where('company_id', '=', ride.companyId)
        .where('reservation_id', '=', ride.reservationId)
        .where('status', '=', 'releasing'),
    )
    .returningAll()
    .execute();
}

/**
 * The gateway released a hold its ride gave up: the hold becomes `voided`, and the payment_hold
 * trigger (migration 0047) writes the ledger's voided row, naming who gave it up. One guarded
 * statement that decides nothing, so it needs no ride lock: a hold leaves `releasing` only here.
 */
export async function markHoldReleased(
  db: Db,
  release: Pick<HoldReleaseRow, 'company_id' | 'requested_by'>,
  reference: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (release.requested_by) {
      await sql`select set_config('app.ledger_actor', ${release.requested_by}, true)`.execute(trx);
    }
    // Trigger payment_hold_ledger writes the ledger row this status means, if any (then
    // dispatch_event_ledger_insert the board's event).
    await trx
      .updateTable('payment_hold')
      .set({ status: 'voided', updated_at: now })
      .where('company_id', '=', release.company_id)
      .where('reference', '=', reference)
      .where('status', '=', 'releasing')
      .execute();
  });
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

/**
 * Whether a ride keeps this hold: a payment_hold with its reference that is held, or being or
 * already captured (a captured hold is never released; the gateway would refuse it anyway).
 */
export async function isHoldKept(db: Db, companyId: string, reference: string): Promise<boolean> {
  const kept = await db
    .selectFrom('payment_hold')
    .select('id')
    .where('company_id', '=', companyId)
    .where('reference', '=', reference)
    .where('status', 'in', ['held', 'capturing', 'captured'])
    .executeTakeFirst();
  return kept !== undefined;
}

/**
 * Keeps for a new run of its request the hold a run that died asked for: its release, never tried
 * (no attempt made, so the hold is not being voided), is put off by another grace period and
 * named for the new ride. `taken` when so; `known` when a release with this key exists at all
 * (tried, done or refused: its key is not to be used again); `kept` when its hold was kept (done
 * without a release ever tried): another run of the request kept its booking.
 */
export async function takeUntriedHold(
  db: Db,
  hold: { companyId: string; idempotencyKey: string; reservationId: string; dueAt: Date },
): Promise<{ taken: boolean; known: boolean; kept: boolean }> {
  const release = (eb: ExpressionBuilder<Database, never>) =>
    eb
      .selectFrom('hold_release')
      .select('id')
      .where('company_id', '=', hold.companyId)
      .where('idempotency_key', '=', hold.idempotencyKey);
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
      eb.exists(release(eb)).as('known'),
      eb.exists(release(eb).where('status', '=', 'done').where('attempts', '=', 0)).as('kept'),
    ])
    .executeTakeFirstOrThrow();
  return { taken: Boolean(row.taken), known: Boolean(row.known), kept: Boolean(row.kept) };
}
