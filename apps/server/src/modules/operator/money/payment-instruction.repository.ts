import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { PaymentInstructionTable } from './money.tables.ts';

export type PaymentInstructionRow = Selectable<PaymentInstructionTable>;

/**
 * Writes a capture or refund decided under the ride's lock, due now and leased to nobody: the
 * decider leases it with the ride's other pending instructions (`leaseRideInstructions`).
 */
export async function insertInstruction(
  trx: Db,
  instruction: {
    companyId: string;
    reservationId: string;
    holdId: string;
    kind: PaymentInstructionRow['kind'];
    amountMinor: number;
    idempotencyKey: string;
    action: string;
    createdBy: string | null;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('payment_instruction')
    .values({
      company_id: instruction.companyId,
      reservation_id: instruction.reservationId,
      hold_id: instruction.holdId,
      kind: instruction.kind,
      amount_minor: instruction.amountMinor,
      idempotency_key: instruction.idempotencyKey,
      action: instruction.action,
      created_by: instruction.createdBy,
      created_at: instruction.now,
      next_attempt_at: instruction.now,
    })
    .execute();
}

/** The ride's instructions that are not done: still to be asked of the gateway. */
export function listPendingInstructions(trx: Db, companyId: string, reservationId: string) {
  return trx
    .selectFrom('payment_instruction')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'pending')
    .execute();
}

/** Every instruction of the ride whose key starts with `prefix`, done or not. */
export function listInstructionsByKey(
  trx: Db,
  companyId: string,
  reservationId: string,
  prefix: string,
) {
  return trx
    .selectFrom('payment_instruction')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('reservation_id', '=', reservationId)
    .where('idempotency_key', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
    .execute();
}

/**
 * Leases the ride's pending instructions to the caller, who asks the gateway for them at once:
 * those just decided, and those whose request died or failed (their lease ran out or was ended).
 * One leased by a live request is left to it.
 */
export function leaseRideInstructions(
  trx: Db,
  ride: { companyId: string; reservationId: string },
  now: Date,
  leaseUntil: Date,
): Promise<PaymentInstructionRow[]> {
  return trx
    .updateTable('payment_instruction')
    .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('company_id', '=', ride.companyId)
    .where('reservation_id', '=', ride.reservationId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returningAll()
    .execute();
}

export function findPendingInstruction(db: Db, id: string) {
  return db
    .selectFrom('payment_instruction')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}
