import {
  cancellationFeeMinor,
  isRideCompleted,
  noShowFeeMinor,
  TERMINAL_STATUSES,
  type CancellationFeeRule,
} from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import { appError, notFound } from '../../../core/errors.ts';
import { findCompany } from '../../company/index.ts';
import { atGateway, giveUpHolds, releaseAtOnce } from '../../payments/index.ts';
import { captureCompletedRide } from './capture-completed.ts';
import { collectOwed } from './collect-owed.ts';
import { audit, type MoneyServices } from './money-context.ts';
import { moneyOf, rideOf, type Staff } from './money-of.ts';
import { cancelledAt, lockRideForMoney, type MoneyRide } from './money.repository.ts';

export type { MoneyServices } from './money-context.ts';
export { refundRide } from './refund-ride.ts';

/**
 * captureRide: a completed ride's price lines total plus the rider's tip, from its holds, as the
 * ride's lock shows them (a tip kept while the capture runs is taken by it too).
 */
export async function captureRide(
  services: MoneyServices,
  staff: Staff,
  reservationId: string,
  now: Date,
) {
  const ride = await rideOf(services, staff, reservationId);
  await captureCompletedRide(services, staff, ride.id, { action: 'money.capture' }, now);
  return moneyOf(services, staff, ride);
}

/**
 * voidRide: releases every held hold of a ride that ended without being driven. They are given up
 * under the ride's lock and released at the gateway at once; the ledger records each release when
 * the gateway has made it (one the gateway cannot make now is retried by the job runner).
 */
export async function voidRide(
  services: MoneyServices,
  staff: Staff,
  reservationId: string,
  now: Date,
) {
  const ride = await rideOf(services, staff, reservationId);
  const releases = await services.db.transaction().execute(async (trx) => {
    const locked = await lockRideForMoney(trx, staff.companyId, ride.id);
    if (!locked) throw notFound('Reservation');
    const ended = TERMINAL_STATUSES.includes(locked.status) || locked.status === 'NO_SHOW';
    if (!ended || isRideCompleted(locked.status)) {
      throw appError('CONFLICT', 'Only a cancelled ride or a no-show can be released.', {
        reason: 'RIDE_NOT_CANCELLED',
      });
    }
    const claimed = await giveUpHolds(
      trx,
      { companyId: staff.companyId, reservationId: ride.id, requestedBy: staff.userId },
      now,
    );
    for (const release of claimed) {
      await audit(trx, staff, {
        action: 'money.void',
        target: locked.confirmation_number,
        after: { reference: release.reference, amountMinor: release.amount_minor },
      });
    }
    return claimed;
  });
  const failure = await releaseAtOnce(services, releases, now);
  // The release stays due and is asked of the gateway again by itself; the staff user is told
  // the gateway is away (PAYMENT_GATEWAY_ERROR), as a capture or refund would tell them.
  if (failure !== undefined) await atGateway('reservation', () => Promise.reject(failure));
  return moneyOf(services, staff, ride);
}

/** What the company's rule charges for this cancelled or no-show ride (read under its lock). */
async function feeOf(trx: Db, ride: MoneyRide): Promise<number> {
  const company = await findCompany(trx, ride.company_id);
  const rule = (company?.cancellation_fee_rule ?? null) as CancellationFeeRule | null;
  if (ride.status === 'NO_SHOW') return noShowFeeMinor(rule, ride.total_minor);
  if (ride.status !== 'CANCELLED') {
    throw appError('CONFLICT', 'A fee is charged only for a cancelled ride or a no-show.', {
      reason: 'RIDE_NOT_CANCELLED',
    });
  }
  const at = (await cancelledAt(trx, ride.company_id, ride.id)) ?? new Date(ride.updated_at);
  return cancellationFeeMinor(
    rule,
    { totalMinor: ride.total_minor, pickupAt: new Date(ride.scheduled_pickup_at) },
    new Date(at),
  );
}

/**
 * chargeCancellationFee: the late-cancellation or no-show fee of the company's rule. It is taken
 * from the ride's held holds; when they cover less (the rider's cancel released them), the rest is
 * held anew on the ride's card and captured.
 */
export async function chargeCancellationFee(
  services: MoneyServices,
  staff: Staff,
  reservationId: string,
  now: Date,
) {
  const ride = await rideOf(services, staff, reservationId);
  await collectOwed(
    services,
    staff,
    ride.id,
    {
      action: 'money.cancellation-fee',
      holdsAnew: { key: 'fee', description: 'cancellation fee' },
      async dueOf(trx, locked) {
        const fee = await feeOf(trx, locked);
        if (fee === 0) {
          throw appError('CONFLICT', 'The company’s rule charges nothing for this ride.', {
            reason: 'NO_FEE',
          });
        }
        return fee;
      },
    },
    now,
  );
  return moneyOf(services, staff, ride);
}

/** reservationLedger: a ride's movements and their sums. */
export async function reservationLedger(
  services: MoneyServices,
  staff: Staff,
  reservationId: string,
) {
  return moneyOf(services, staff, await rideOf(services, staff, reservationId));
}
