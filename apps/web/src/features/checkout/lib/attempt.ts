import { newIdempotencyKey } from '../../../lib/graphql/errors.ts';

/**
 * One booking attempt: what was sent and under which Idempotency-Key. An attempt that got no
 * answer (the connection failed) stays open: tapping again retries it with the same key, so the
 * server books it at most once. Any answer closes it; the next tap is a new attempt.
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
