import { isRideCompleted } from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import { appError } from '../../../core/errors.ts';
import { collectOwed, type MoneyActor, type MoneyServices } from './collect-owed.ts';
import type { MoneyRide } from './money.repository.ts';

/**
 * The capture of a completed ride, the operator's and the automatic one alike: its price lines
 * total plus the rider's tip, from its holds, as the ride's lock shows them (a tip kept while the
 * capture runs is taken by it too; decision 68). What the holds do not cover (waiting billed on
 * completion above the booked total, decision 89) is held anew on the ride's card and captured in
 * the next round. `beforeFirstRound` may refuse under the lock before anything is decided (the
 * automatic capture refuses a ride captured already).
 */
export async function captureCompletedRide(
  services: MoneyServices,
  actor: MoneyActor,
  reservationId: string,
  options: {
    action: string;
    beforeFirstRound?: (trx: Db, ride: MoneyRide) => Promise<void>;
  },
  now: Date,
): Promise<void> {
  let first = true;
  await collectOwed(
    services,
    actor,
    reservationId,
    {
      action: options.action,
      holdsAnew: { key: 'balance', description: 'balance' },
      async dueOf(trx, locked) {
        if (!isRideCompleted(locked.status)) {
          throw appError('CONFLICT', 'Only a completed ride can be charged.', {
            reason: 'RIDE_NOT_COMPLETED',
          });
        }
        if (first) {
          first = false;
          await options.beforeFirstRound?.(trx, locked);
        }
        return locked.total_minor + (locked.tip_minor ?? 0);
      },
    },
    now,
  );
}
