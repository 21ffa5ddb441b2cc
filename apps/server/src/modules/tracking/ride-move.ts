import { billedWaitingMinutes, isRideCompleted, type Quote } from '@ride/domain';
import type { Db } from '../../db/database.ts';
import { appError } from '../../core/errors.ts';
import type { CompanyRow } from '../company/index.ts';
import { priceWithWaiting, type BookedTripFacts } from '../rates/index.ts';
import { moveRideStatus, type StatusMove } from './driver.repository.ts';
import { findBookedPrice, recordWaiting, saveFinalPrice } from './waiting.repository.ts';

/** A completed ride's price with its waiting, and the total it was priced from. */
export interface FinalPrice {
  pricedFromMinor: number;
  quote: Quote;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The price a move that completes the ride gives it: its waiting beyond the company's free wait
 * billed through the one engine (decision 89). Null for any other move, or when nothing is
 * billed. Read before the move's transaction (a ride being driven is not changed by its rider);
 * the move then writes it over the total it was priced from, or not at all.
 */
export async function finalPriceOf(
  db: Db,
  company: Pick<CompanyRow, 'id' | 'time_zone' | 'free_waiting_minutes'>,
  move: Pick<StatusMove, 'reservationId' | 'from' | 'to'>,
): Promise<FinalPrice | null> {
  if (isRideCompleted(move.from) || !isRideCompleted(move.to)) return null;
  const ride = await findBookedPrice(db, company.id, move.reservationId);
  if (!ride) return null;
  const minutes = billedWaitingMinutes(ride.waiting_seconds, company.free_waiting_minutes);
  const booked: BookedTripFacts = {
    ...ride,
    route: json<BookedTripFacts['route']>(ride.route),
    rate_lines: json<BookedTripFacts['rate_lines']>(ride.rate_lines),
  };
  const quote = await priceWithWaiting(db, company, booked, minutes);
  return quote && { pricedFromMinor: ride.total_minor, quote };
}

/**
 * Moves the ride (moveRideStatus) and, in the same transaction: entering DRIVING_PASSENGER
 * records what it waited (once); completing it writes its final price, under the row lock the
 * move took, so a capture or a tip deciding under that lock sees the completion and its price
 * together, or neither (decision 68). False when another request moved the ride first.
 */
export async function moveRide(
  trx: Db,
  move: StatusMove,
  finalPrice: FinalPrice | null,
): Promise<boolean> {
  if (!(await moveRideStatus(trx, move))) return false;
  const ride = { companyId: move.companyId, reservationId: move.reservationId };
  if (move.to === 'DRIVING_PASSENGER') await recordWaiting(trx, ride);
  if (finalPrice) {
    const saved = await saveFinalPrice(
      trx,
      { ...ride, pricedFromMinor: finalPrice.pricedFromMinor },
      finalPrice.quote,
    );
    if (!saved) {
      throw appError('CONFLICT', 'This ride changed meanwhile. Please try again.', {
        reason: 'RIDE_CHANGED',
      });
    }
  }
  return true;
}
