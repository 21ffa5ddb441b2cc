import type { CombinedError } from '@urql/core';

/** Spec part 2 §8: the text when a ride cannot be cancelled online. */
export function cannotCancelOnlineMessage(phone: string): string {
  return `Unfortunately this ride cannot be cancelled online. To cancel your reservation, please call ${phone} and our agents will be happy to assist you.`;
}

export const CANCELLED_MESSAGE = 'Your Ride Has Been Cancelled Successfully!';
/** Spec part 2 §9: the cancel message clears after about 1 s, then the rides list opens. */
export const CANCELLED_MESSAGE_MS = 1000;

export type CancelOutcome =
  { kind: 'cancelled' } | { kind: 'notAllowed'; phone: string } | { kind: 'failed' };

/** The server's reasons for refusing a cancel online, each with the phone to call. */
const CALL_US_REASONS = new Set(['CANCEL_NOT_ALLOWED_ONLINE', 'RIDE_UNDER_WAY']);

/**
 * What the cancel call's answer means for the rider: cancelled; refused because the ride can no
 * longer be cancelled online (CANCEL_NOT_ALLOWED_ONLINE, or RIDE_UNDER_WAY when the driver set off
 * while the page was open), with the phone to call; or failed for any other reason.
 */
export function cancelOutcomeOf(
  data: { cancelBooking: boolean } | undefined,
  error: CombinedError | undefined,
  fallbackPhone: string,
): CancelOutcome {
  if (data?.cancelBooking) return { kind: 'cancelled' };
  const refusal = error?.graphQLErrors.find((e) =>
    CALL_US_REASONS.has(String(e.extensions.reason)),
  );
  if (refusal) {
    const phone = refusal.extensions.phone;
    return {
      kind: 'notAllowed',
      phone: typeof phone === 'string' && phone ? phone : fallbackPhone,
    };
  }
  return { kind: 'failed' };
}
