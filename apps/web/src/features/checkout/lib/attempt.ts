import type { CombinedError } from 'urql';
import { newIdempotencyKey } from '../../../lib/graphql/errors.ts';
import { isAnswerPending } from './booking-error.ts';

/**
 * One booking attempt: what was sent and under which Idempotency-Key. An attempt that got no
 * answer (the connection failed), or only "still being processed", stays open: tapping again
 * retries it with the same key, so the server books it at most once (and, if the server that
 * first took it died, answers the ride it booked). Any other answer closes it; the next tap is a
 * new attempt.
 */
export interface BookingAttempt {
  input: string;
  key: string;
  open: boolean;
}

export function attemptFor(previous: BookingAttempt | null, input: string): BookingAttempt {
  if (previous?.open && previous.input === input) return previous;
  return { input, key: newIdempotencyKey(), open: true };
}

/** Whether an attempt with this outcome stays open, for the next tap to retry with its key. */
export function staysOpen(answered: boolean, error: CombinedError | undefined): boolean {
  return !answered && (!error || isAnswerPending(error));
}
