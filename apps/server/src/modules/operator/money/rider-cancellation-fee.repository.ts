import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { CancellationFeeCaptureTable } from './money.tables.ts';

export type CancellationFeeCaptureRow = Selectable<CancellationFeeCaptureTable>;

/** Writes the fee a rider's cancel owes, once per ride (a retried cancel writes nothing). */
export async function insertCancellationFee(
  db: Db,
  fee: { companyId: string; reservationId: string; amountMinor: number; now: Date },
): Promise<void> {
  await db
    .insertInto('cancellation_fee_capture')
    .values({
      company_id: fee.companyId,
      reservation_id: fee.reservationId,
      amount_minor: fee.amountMinor,
      created_at: fee.now,
      next_attempt_at: fee.now,
    })
    .onConflict((oc) => oc.columns(['company_id', 'reservation_id']).doNothing())
    .execute();
}

/** The fee the ride's cancel owes, whatever its state; undefined when the cancel was free. */
export function findCancellationFee(db: Db, companyId: string, reservationId: string) {
  return db
    .selectFrom('cancellation_fee_capture')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst();
}

export function findPendingCancellationFee(db: Db, id: string) {
  return db
    .selectFrom('cancellation_fee_capture')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/**
 * Leases a pending fee to the caller who captures it at once; undefined when it is done, or a
 * worker (the job runner, a concurrent cancel) holds it now.
 */
export function leaseCancellationFeeNow(db: Db, id: string, now: Date, leaseUntil: Date) {
  return db
    .updateTable('cancellation_fee_capture')
    .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}
