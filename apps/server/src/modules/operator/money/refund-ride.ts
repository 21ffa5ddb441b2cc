import type { Db } from '../../../db/database.ts';
import { appError, badUserInput, notFound } from '../../../core/errors.ts';
import { INSTRUCTION_LEASE_MS } from './collect-owed.ts';
import type { MoneyServices } from './money-context.ts';
import { moneyOf, rideOf, type Staff } from './money-of.ts';
import { listHolds, listLedger, lockRideForMoney } from './money.repository.ts';
import { carryOutAtOnce } from './payment-instruction.ts';
import {
  insertInstruction,
  leaseRideInstructions,
  listInstructionsByKey,
  listPendingInstructions,
} from './payment-instruction.repository.ts';

export interface RefundInput {
  reservationId: string;
  amountMinor?: number | null;
  idempotencyKey: string;
}

/**
 * Decides a refund under the ride's lock: what is left captured per hold counts the refunds being
 * asked of the gateway as refunded already, and this refund's own shares (by its key) are never
 * decided twice. Answers the ride's instructions leased to the caller.
 */
function decideRefund(
  services: MoneyServices,
  staff: Staff,
  rideId: string,
  input: RefundInput,
  now: Date,
) {
  return services.db.transaction().execute(async (trx: Db) => {
    const ride = await lockRideForMoney(trx, staff.companyId, rideId);
    if (!ride) throw notFound('Reservation');
    const ledger = await listLedger(trx, staff.companyId, ride.id);
    const prefix = `refund:${input.idempotencyKey}:`;
    const asked = await listInstructionsByKey(trx, staff.companyId, ride.id, prefix);
    const refunding = (await listPendingInstructions(trx, staff.companyId, ride.id)).filter(
      (instruction) => instruction.kind === 'refund',
    );
    const mine = (key: string) => key.startsWith(prefix);
    const doneMinor =
      ledger
        .filter((row) => mine(row.idempotency_key))
        .reduce((n, row) => n + row.amount_minor, 0) +
      refunding.filter((i) => mine(i.idempotency_key)).reduce((n, i) => n + i.amount_minor, 0);
    const leftByReference = new Map<string, number>();
    const add = (reference: string, minor: number) =>
      leftByReference.set(reference, (leftByReference.get(reference) ?? 0) + minor);
    for (const row of ledger) {
      if (row.kind === 'captured') add(row.reference, row.amount_minor);
      if (row.kind === 'refunded') add(row.reference, -row.amount_minor);
    }
    const holds = await listHolds(trx, staff.companyId, ride.id);
    for (const instruction of refunding) {
      const hold = holds.find((h) => h.id === instruction.hold_id);
      if (hold) add(hold.reference, -instruction.amount_minor);
    }
    const refundable = [...leftByReference.values()].reduce((n, v) => n + v, 0);
    const requested = input.amountMinor ?? refundable + doneMinor;
    if (input.amountMinor != null) {
      if (!Number.isInteger(requested) || requested < 1) {
        throw badUserInput(
          'amountMinor must be a whole number of minor units above 0.',
          'amountMinor',
        );
      }
      if (requested > refundable + doneMinor) {
        throw badUserInput(
          `amountMinor must be at most ${refundable + doneMinor}, what is left captured.`,
          'amountMinor',
        );
      }
    }
    if (requested === 0) {
      throw appError('CONFLICT', 'Nothing is left to refund on this ride.', {
        reason: 'NOTHING_CAPTURED',
      });
    }
    let left = requested - doneMinor;
    const keys = new Set([...ledger, ...asked].map((row) => row.idempotency_key));
    for (const hold of holds) {
      const key = `${prefix}${hold.id}`;
      const share = Math.min(left, leftByReference.get(hold.reference) ?? 0);
      if (share <= 0 || keys.has(key)) continue;
      await insertInstruction(trx, {
        companyId: staff.companyId,
        reservationId: ride.id,
        holdId: hold.id,
        kind: 'refund',
        amountMinor: share,
        idempotencyKey: key,
        action: 'money.refund',
        createdBy: staff.userId,
        now,
      });
      left -= share;
    }
    return leaseRideInstructions(
      trx,
      { companyId: staff.companyId, reservationId: ride.id },
      now,
      new Date(now.getTime() + INSTRUCTION_LEASE_MS),
    );
  });
}

/**
 * refundRide: gives back part (amountMinor) or all of what is left captured, from the ride's
 * captures in order. The operator's key makes a retried refund the same refund: each capture's
 * share has a key of its own, decided once under the ride's lock and asked of the gateway with
 * that key, so asking again gets the same refund back (decisions 60 and 68).
 */
export async function refundRide(
  services: MoneyServices,
  staff: Staff,
  input: RefundInput,
  now: Date,
) {
  if (!/^[\w:-]{8,100}$/.test(input.idempotencyKey)) {
    throw badUserInput(
      'idempotencyKey must be 8 to 100 letters, digits, - _ or :.',
      'idempotencyKey',
    );
  }
  const ride = await rideOf(services, staff, input.reservationId);
  await carryOutAtOnce(services, await decideRefund(services, staff, ride.id, input, now), now);
  return moneyOf(services, staff, ride);
}
