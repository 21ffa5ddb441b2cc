import { IN_PROGRESS_STATUSES, isTerminalStatus, UPCOMING_STATUSES } from './status.ts';

/** What the edit and cancel rules read of a ride (spec part 2 §5). */
export interface RideForEligibility {
  status: string;
  pickupAt: Date;
}

const MINUTE = 60_000;

/**
 * Edit is allowed only when the modification lead time is set, the state is not terminal, and
 * now is before pickup minus that lead time.
 */
export function isRideModifiable(
  ride: RideForEligibility,
  modificationLeadTimeMinutes: number | null,
  now: Date,
): boolean {
  if (modificationLeadTimeMinutes === null || isTerminalStatus(ride.status)) return false;
  return now.getTime() < ride.pickupAt.getTime() - modificationLeadTimeMinutes * MINUTE;
}

/**
 * The statuses in which the rider may still cancel: the ride is scheduled (or a quote). From
 * "driver is on the way" on, cancelling would void the hold of a ride being driven, which then
 * could neither be completed nor charged: only the dispatcher ends such a ride, as a no-show or a
 * cancel under the company's fee rule. A finished ride is never cancelled.
 */
export const RIDER_CANCELLABLE_STATUSES: readonly string[] = [...UPCOMING_STATUSES, 'QUOTE'];

/** A driver is on the way, at the pickup or driving the rider. */
export const isRideUnderWay = (status: string): boolean => IN_PROGRESS_STATUSES.includes(status);

/**
 * Cancel is allowed when the ride has not started (RIDER_CANCELLABLE_STATUSES), the cancellation
 * lead time is set, and either it is 0 (any time before the driver sets off) or now is before
 * pickup minus that lead time.
 */
export function isRideCancellable(
  ride: RideForEligibility,
  cancellationLeadTimeMinutes: number | null,
  now: Date,
): boolean {
  if (cancellationLeadTimeMinutes === null) return false;
  if (!RIDER_CANCELLABLE_STATUSES.includes(ride.status)) return false;
  if (cancellationLeadTimeMinutes === 0) return true;
  return now.getTime() < ride.pickupAt.getTime() - cancellationLeadTimeMinutes * MINUTE;
}

/** The text of spec part 2 §8 when a ride cannot be cancelled online. */
export const cancelNotAllowedMessage = (phone: string): string =>
  `Unfortunately this ride cannot be cancelled online. To cancel your reservation, please call ${phone} and our agents will be happy to assist you.`;

/**
 * When a ride can no longer be changed online (no text in the spec; worded like the cancel text
 * of spec part 2 §8).
 */
export const changeNotAllowedMessage = (phone: string): string =>
  `Unfortunately this ride can no longer be changed online. To change your reservation, please call ${phone} and our agents will be happy to assist you.`;

/** Confirmation-number search (spec part 2 §5): digits only, applied from 5 characters. */
export const CONFIRMATION_SEARCH_MIN_LENGTH = 5;

/** The search to apply, or null when the text is too short to search by. */
export function confirmationSearch(text: string | null | undefined): string | null {
  const digits = (text ?? '').trim();
  return digits.length >= CONFIRMATION_SEARCH_MIN_LENGTH ? digits : null;
}
