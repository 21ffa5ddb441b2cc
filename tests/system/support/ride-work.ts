/**
 * A day's work on the demo company, through the API: riders booking, the driver completing booked
 * rides, riders tipping and cancelling, the dispatcher capturing, releasing and charging fees.
 */
import { startBookingLoad, type PreparedRequest } from './booking-load.ts';
import type { RideDay } from './ride-day.ts';
import { sleep } from './server-process.ts';

/** Riders booking at once, each one booking after another. */
const CLIENTS = 3;
/** The tips riders leave on completed rides, in turn (percent of the total, or none). */
const TIPS = [15, null, 10, 20];

/**
 * Riders booking; the driver completing booked rides one after another, each then tipped and
 * captured at once (the capture 0 to 40 ms after the tip, in turn); a rider cancelling a booked
 * ride every second, released and charged its fee. The rides nobody took stay booked.
 */
export function startRideWork(base: string, booking: PreparedRequest, day: RideDay) {
  const queue: string[] = [];
  const completed = new Set<string>();
  const cancelled = new Set<string>();
  const load = startBookingLoad(base, booking, {
    clients: CLIENTS,
    onBooked: (id) => queue.push(id),
  });
  let running = true;
  const next = async () => {
    while (running && queue.length === 0) await sleep(50);
    return queue.shift();
  };
  const driving = (async () => {
    for (let id = await next(); id; id = await next()) {
      await day.drive(id);
      completed.add(id);
      const turn = completed.size;
      await day.tipAndCapture(id, TIPS[turn % TIPS.length] ?? null, (turn % 5) * 10);
    }
  })();
  const cancelling = (async () => {
    for (let id = await next(); id; id = await next()) {
      await day.cancel(id);
      cancelled.add(id);
      await sleep(1_000);
    }
  })();
  return {
    completed,
    cancelled,
    booked: () => load.answers.filter((answer) => answer.reservationId).length,
    /**
     * Bookings end first, each once it has its answer; rides go on being driven and cancelled
     * meanwhile. Every booking answer, retries included.
     */
    async stop() {
      const answers = await load.stop();
      running = false;
      queue.length = 0;
      await Promise.all([driving, cancelling]);
      return answers;
    },
  };
}
