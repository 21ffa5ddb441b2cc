import { PAST_STATUS } from '@ride/domain';

/** A receipt is for a past ride: one the Past tab lists (spec part 2 §4). */
export function hasReceipt(trip: { reservationState: { type: string } }): boolean {
  return trip.reservationState.type === PAST_STATUS;
}

/** The rider's receipt for a completed ride. */
export function receiptPath(tripId: string): string {
  return `/my-rides/receipt?${new URLSearchParams({ id: tripId }).toString()}`;
}
