import { createHash } from 'node:crypto';
import type { FlightQuery, FlightStatus, FlightStatusProvider } from './provider.ts';

/** Minutes late a simulated flight lands, by the first byte of its code's hash. */
const DELAYS = [0, 0, 0, 10, 25, 40, -10, 55] as const;

/**
 * The offline flight feed (tests, the demo, `npm start` without a provider): deterministic, so a
 * test can say what it will answer. A flight lands at the booked time plus a delay chosen by its
 * code, except that three endings act out the rest: a number ending in 97 is 45 minutes late, 98
 * is diverted and 99 is cancelled. The flight is scheduled for the queried time, in the air from
 * three hours before it lands, and landed after.
 */
export function simulatedFlightStatus(query: FlightQuery, now: Date): FlightStatus {
  const scheduled = query.around;
  const code = query.code.toUpperCase();
  // The number's last two digits, before an optional letter suffix ("DL1297", "BA12A").
  const digits = code.replace(/[A-Z]$/, '').slice(-2);
  if (digits.endsWith('99'))
    return {
      state: 'CANCELLED',
      scheduledArrival: scheduled,
      expectedArrival: null,
      landedAt: null,
    };
  const delay = digits.endsWith('97')
    ? 45
    : DELAYS[createHash('sha256').update(code).digest()[0]! % DELAYS.length]!;
  const expected = new Date(scheduled.getTime() + delay * 60_000);
  if (digits.endsWith('98'))
    return {
      state: 'DIVERTED',
      scheduledArrival: scheduled,
      expectedArrival: expected,
      landedAt: null,
    };
  if (now >= expected)
    return {
      state: 'LANDED',
      scheduledArrival: scheduled,
      expectedArrival: expected,
      landedAt: expected,
    };
  const inTheAir = now.getTime() >= expected.getTime() - 3 * 3_600_000;
  const state = delay >= 15 ? 'DELAYED' : inTheAir ? 'EN_ROUTE' : 'SCHEDULED';
  return { state, scheduledArrival: scheduled, expectedArrival: expected, landedAt: null };
}

export function createSimulatedFlightProvider(): FlightStatusProvider {
  return {
    name: 'simulated',
    lookUp: (query, now) => Promise.resolve(simulatedFlightStatus(query, now)),
  };
}
