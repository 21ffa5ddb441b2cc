import {
  cancellationFeeMinor,
  isDispatchStep,
  nextDispatchStatuses,
  noShowFeeMinor,
  noticeOfStatusMove,
} from '@ride/domain';
import { z } from 'zod';
import type { Deps } from '../../../core/deps.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { appError } from '../../../core/errors.ts';
import { type CompanyRow, requireActiveCompany } from '../../company/index.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { raiseRideNotice } from '../../notifications/index.ts';
import { finalPriceOf, moveRide } from '../../tracking/index.ts';
import { recordAudit } from '../index.ts';
import { chargeCancellationFee, voidRide } from '../money/index.ts';
import {
  dispatchRideOf,
  feeRuleOf,
  requireRideDetails,
  type RidePageServices,
} from './ride-page.ts';
import type { RideDetailsRow } from './board.repository.ts';

const statusSchema = z.object({
  reservationId: z.string().max(100),
  status: z
    .string()
    .trim()
    .regex(/^[A-Z_]{1,64}$/, 'status must name a status, e.g. DRIVER_IS_ON_THE_WAY'),
});

type Ride = Pick<RideDetailsRow, 'status' | 'driver_id'>;

function invalidTransition(ride: Ride, to: string) {
  const allowed = nextDispatchStatuses({ status: ride.status, hasDriver: ride.driver_id !== null });
  const next = allowed.length > 0 ? `it can go to ${allowed.join(', ')}` : 'it is finished';
  return appError('CONFLICT', `A ride cannot go from ${ride.status} to ${to}: ${next}.`, {
    reason: 'INVALID_TRANSITION',
    from: ride.status,
    to,
    allowed,
  });
}

/** What the company's rule charges for ending the ride this way now. */
function feeFor(company: CompanyRow, ride: RideDetailsRow, status: string, now: Date) {
  const rule = feeRuleOf(company);
  if (status === 'NO_SHOW') return noShowFeeMinor(rule, ride.total_minor);
  return cancellationFeeMinor(
    rule,
    { totalMinor: ride.total_minor, pickupAt: new Date(ride.scheduled_pickup_at) },
    now,
  );
}

/**
 * Settles the money of a ride the dispatcher ended, under the company's rule: the fee is
 * captured (the rest of the hold released), or the whole hold released when there is none. A
 * gateway failure leaves the status as it is and the hold held, for the money actions to retry.
 */
async function settle(
  services: RidePageServices,
  staff: Pick<StaffViewer, 'userId' | 'companyId'>,
  rideId: string,
  feeMinor: number,
  now: Date,
) {
  try {
    if (feeMinor > 0) await chargeCancellationFee(services, staff, rideId, now);
    else await voidRide(services, staff, rideId, now);
  } catch (error) {
    services.logger.error('Settling an ended ride failed; its hold is still held', {
      reservationId: rideId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * setRideStatus: the dispatcher moves a ride along the state machine (decision 61). The move is
 * a conditional update with its history row and audit entry in one transaction, so of two taps
 * only one applies; the status the ride is in already answers the ride as it is. After the
 * commit, a cancel or a no-show settles the money under the company's rule.
 */
export async function setRideStatus(
  services: RidePageServices & Pick<Deps, 'jobs' | 'rideChanges'>,
  staff: Pick<StaffViewer, 'userId' | 'companyId'>,
  rawInput: unknown,
  now: Date,
) {
  const input = parseOrRefuse(statusSchema, rawInput);
  const company = await requireActiveCompany(services.db, staff.companyId);
  const ride = await requireRideDetails(services.db, company.id, input.reservationId);
  const to = input.status;
  if (ride.status === to) return dispatchRideOf(services, staff, company, ride.id, now);
  const hasDriver = ride.driver_id !== null;
  if (!isDispatchStep({ status: ride.status, hasDriver }, to)) throw invalidTransition(ride, to);
  const ends = to === 'CANCELLED' || to === 'NO_SHOW' ? to : null;
  const feeMinor = ends ? feeFor(company, ride, to, now) : 0;
  const move = {
    companyId: company.id,
    reservationId: ride.id,
    driverId: null,
    staffUserId: staff.userId,
    from: ride.status,
    to,
    now,
  };
  // Completing it: the ride's price with its waiting (decision 89), written with the move.
  const finalPrice = await finalPriceOf(services.db, company, move);
  const moved = await services.db.transaction().execute(async (trx) => {
    const done = await moveRide(trx, move, finalPrice);
    if (!done) return false;
    await recordAudit(trx, company.id, staff, {
      action: 'dispatch.status',
      target: ride.confirmation_number,
      before: { status: ride.status },
      after: { status: to },
    });
    // Cancelled, no-show, on the way, arrived, completed: the rider is told, once (decision 78).
    const kind = noticeOfStatusMove(ride.status, to);
    if (kind) {
      await raiseRideNotice(trx, {
        companyId: company.id,
        reservationId: ride.id,
        kind,
        ...(ends
          ? { facts: { cancelledBy: ends === 'NO_SHOW' ? 'no_show' : 'dispatcher', feeMinor } }
          : {}),
      });
    }
    return true;
  });
  if (!moved) {
    // Another request moved the ride first: the same move (a double tap) answers the ride.
    const current = await requireRideDetails(services.db, company.id, ride.id);
    if (current.status !== to) throw invalidTransition(current, to);
    return dispatchRideOf(services, staff, company, ride.id, now);
  }
  services.jobs?.wake();
  if (ends) await settle(services, staff, ride.id, feeMinor, now);
  // The ride has changed for good here (status, history, money): the single place to tell others.
  await services.rideChanges?.rideChanged(company.id, ride.id);
  return dispatchRideOf(services, staff, company, ride.id, now);
}
