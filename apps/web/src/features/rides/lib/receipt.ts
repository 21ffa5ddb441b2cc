import { isRideCompleted, PAST_STATUS } from '@ride/domain';

/** A receipt is for a past ride: one the Past tab lists (spec part 2 §4). */
export function hasReceipt(trip: { reservationState: { type: string } }): boolean {
  return trip.reservationState.type === PAST_STATUS;
}

/** The rider's receipt for a completed ride. */
export function receiptPath(tripId: string): string {
  return `/my-rides/receipt?${new URLSearchParams({ id: tripId }).toString()}`;
}

/**
 * A ride of the status table's COMPLETED group whose rider has not yet left a tip and rating:
 * the post-trip screen takes them (the server's rule for submitTripFeedback).
 */
export function awaitsFeedback(trip: {
  reservationState: { type: string };
  feedback: unknown;
  isSharedView: boolean;
}): boolean {
  // By the status itself: the label is in the rider's language.
  return isRideCompleted(trip.reservationState.type) && !trip.isSharedView && !trip.feedback;
}

/** The post-trip screen of a ride: its tip and rating. */
export function feedbackPath(tripId: string): string {
  return `/finalize-trip?${new URLSearchParams({ id: tripId }).toString()}`;
}
