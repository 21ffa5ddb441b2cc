import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DUPLICATE_GUEST_EMAIL_MESSAGE, reservationErrorText } from '@ride/domain';
import type { CombinedError } from 'urql';

export type BookingProblem =
  | { kind: 'priceChanged'; amountInMinorUnits: number }
  | { kind: 'duplicateEmail' }
  | { kind: 'humanCheck' }
  | { kind: 'message'; message: string };

/** No answer yet: the connection failed, the server is busy with it, or is briefly away. */
export const NO_ANSWER_BOOKING_MESSAGE =
  'We have no answer from the server yet. Tap the button again: your trip will not be booked twice.';
export const HUMAN_CHECK_AGAIN_MESSAGE = 'Please confirm you are human again, then book.';
export const UNKNOWN_BOOKING_MESSAGE = 'We could not book this trip. Please try again.';

/**
 * No answer yet: the connection failed; or the server said "still being processed" for a request
 * sent again under its Idempotency-Key while the first runs (or until the server that took it is
 * known to be gone), or SERVICE_UNAVAILABLE while its database is away (it may have been kept).
 */
export function isAnswerPending(error: CombinedError): boolean {
  return (
    Boolean(error.networkError) ||
    error.graphQLErrors.some(
      (e) =>
        e.extensions?.reason === 'REQUEST_IN_PROGRESS' ||
        e.extensions?.code === 'SERVICE_UNAVAILABLE',
    )
  );
}

/** What the rider is told when createReservation is refused (spec part 2 §8). */
export function bookingProblem(error: CombinedError): BookingProblem {
  if (isAnswerPending(error)) return { kind: 'message', message: NO_ANSWER_BOOKING_MESSAGE };
  const first = error.graphQLErrors[0];
  if (!first) return { kind: 'message', message: UNKNOWN_BOOKING_MESSAGE };
  const extensions = first.extensions ?? {};
  const code = extensions.code;
  if (code === 'CONFLICT' && typeof extensions.amountInMinorUnits === 'number') {
    return { kind: 'priceChanged', amountInMinorUnits: extensions.amountInMinorUnits };
  }
  // A booked ride that can no longer be changed online, or that changed meanwhile: the
  // server's words say what to do (call the company, or open the ride again).
  if (code === 'CONFLICT' && typeof extensions.reason === 'string') {
    return { kind: 'message', message: first.message };
  }
  if (code === 'CONFLICT' && first.message.includes('Duplicate Email')) {
    return { kind: 'duplicateEmail' };
  }
  if (code === 'HUMAN_CHECK_REQUIRED' || extensions.gatewayCode === 999) {
    return { kind: 'humanCheck' };
  }
  if (code === 'PAYMENT_GATEWAY_ERROR') {
    const gateway = typeof extensions.gateway === 'string' ? extensions.gateway : null;
    return { kind: 'message', message: reservationErrorText({ message: first.message, gateway }) };
  }
  if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND' || code === 'FORBIDDEN') {
    return { kind: 'message', message: first.message };
  }
  return { kind: 'message', message: UNKNOWN_BOOKING_MESSAGE };
}

/** The app's own words of a problem in the rider's language (the server's come as they are). */
const OWN_WORDS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [
    NO_ANSWER_BOOKING_MESSAGE,
    msg`We have no answer from the server yet. Tap the button again: your trip will not be booked twice.`,
  ],
  [HUMAN_CHECK_AGAIN_MESSAGE, msg`Please confirm you are human again, then book.`],
  [UNKNOWN_BOOKING_MESSAGE, msg`We could not book this trip. Please try again.`],
]);

const inLanguage = (text: string) => {
  const own = OWN_WORDS.get(text);
  return own ? i18n._(own) : text;
};

/** The words for a problem that CardEntry shows beside the card (it has no price to show). */
export function problemText(problem: BookingProblem): string {
  switch (problem.kind) {
    case 'message':
      return inLanguage(problem.message);
    case 'humanCheck':
      return inLanguage(HUMAN_CHECK_AGAIN_MESSAGE);
    case 'duplicateEmail':
      return DUPLICATE_GUEST_EMAIL_MESSAGE;
    case 'priceChanged':
      return inLanguage(UNKNOWN_BOOKING_MESSAGE);
  }
}
