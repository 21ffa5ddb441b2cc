/** Riders booking through the API as the app books: each booking its own Idempotency-Key. */
import { randomUUID } from 'node:crypto';
import { apiScenarios, type PreparedRequest } from '../../../scripts/bench/scenarios.ts';
import { callApi, isRetryable, type ApiAnswer } from './api.ts';
import { sleep } from './server-process.ts';

export type { PreparedRequest } from '../../../scripts/bench/scenarios.ts';

export interface BookingAnswer extends ApiAnswer<{ createReservation?: { id: string } }> {
  key: string;
  reservationId: string | undefined;
}

/** The booking every rider makes: the demo rider, their saved card, priced as the app prices it. */
export function prepareBooking(base: string): Promise<PreparedRequest> {
  const scenario = apiScenarios.find((s) => s.name.startsWith('createReservation'));
  return scenario!.prepare(base);
}

/** One booking request, as the app sends it: its own Idempotency-Key, the rider's token. */
export async function bookOnce(
  base: string,
  booking: PreparedRequest,
  key: string,
): Promise<BookingAnswer> {
  const answer = await callApi<{ createReservation?: { id: string } }>(
    base,
    booking.query,
    booking.variables,
    { ...booking.headers, 'idempotency-key': key },
  );
  return { ...answer, key, reservationId: answer.data?.createReservation?.id };
}

/**
 * Riders booking one ride after another, as the app does: a booking answered SERVICE_UNAVAILABLE
 * (or cut off) is sent again with the same key after its Retry-After, one still being processed
 * a second later, until it has its answer; only then does the rider book the next ride. Stopping
 * waits for every booking under way to have its answer.
 */
export function startBookingLoad(
  base: string,
  booking: PreparedRequest,
  options: { clients: number; onBooked?: (reservationId: string) => void },
) {
  const answers: BookingAnswer[] = [];
  let running = true;
  const clients = Array.from({ length: options.clients }, async () => {
    while (running) {
      const key = randomUUID();
      const giveUpAt = Date.now() + 120_000;
      for (;;) {
        const answer = await bookOnce(base, booking, key);
        answers.push(answer);
        if (answer.reservationId) options.onBooked?.(answer.reservationId);
        if (!isRetryable(answer) || Date.now() > giveUpAt) break;
        await sleep(Math.max(answer.retryAfter * 1000, 1_000));
      }
    }
  });
  return {
    answers,
    /** Bookings made (answered with a reservation) since `since`. */
    bookedSince: (since: number) =>
      answers.filter((answer) => answer.reservationId && answer.sentAt >= since).length,
    async stop() {
      running = false;
      await Promise.all(clients);
      return answers;
    },
  };
}
