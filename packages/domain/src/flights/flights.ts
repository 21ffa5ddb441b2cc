/**
 * Airport pickups that follow their flight (decision 88): what a flight status says, and where
 * the pickup goes once the landing is known.
 */
export const FLIGHT_STATES = [
  'SCHEDULED',
  'EN_ROUTE',
  'DELAYED',
  'LANDED',
  'DIVERTED',
  'CANCELLED',
  'UNKNOWN',
] as const;

export type FlightState = (typeof FLIGHT_STATES)[number];

/** A flight's state in words, for the dispatcher, the driver and the rider. */
export const FLIGHT_STATE_WORDS: Record<FlightState, string> = {
  SCHEDULED: 'Scheduled',
  EN_ROUTE: 'In the air',
  DELAYED: 'Delayed',
  LANDED: 'Landed',
  DIVERTED: 'Diverted',
  CANCELLED: 'Cancelled',
  UNKNOWN: 'No news yet',
};

/** A flight that will not land where the ride waits: the dispatcher is alerted. */
export function isFlightAlert(state: FlightState): boolean {
  return state === 'DIVERTED' || state === 'CANCELLED';
}

/** Minutes from the landing to the pickup, by how the rider is met. */
export interface FlightPickupRule {
  curbsideMinutes: number;
  insideMinutes: number;
}

/** The rider's meet option, as booked. */
export type MeetOption = 'CURBSIDE' | 'INSIDE' | 'NONE';

/**
 * The pickup a landing calls for: the landing plus the company's minutes for the way the rider is
 * met (meet and greet inside, else curbside), to the minute.
 */
export function pickupAfterLanding(
  landing: Date,
  meetOption: MeetOption,
  rule: FlightPickupRule,
): Date {
  const minutes = meetOption === 'INSIDE' ? rule.insideMinutes : rule.curbsideMinutes;
  const at = new Date(landing.getTime() + minutes * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** A pickup is moved only when the flight moves it by this much or more. */
export const PICKUP_MOVE_THRESHOLD_MINUTES = 5;

/**
 * The pickup to move a ride to, or null to leave it: the ride follows its flight's expected (or
 * actual) landing while the flight is on its way, and stays put when the change is under the
 * threshold, when nothing is known of the landing, or when the flight will not land there.
 */
export function movedPickup(
  current: Date,
  flight: { state: FlightState; expectedArrival: Date | null; landedAt: Date | null },
  meetOption: MeetOption,
  rule: FlightPickupRule,
): Date | null {
  if (isFlightAlert(flight.state)) return null;
  const landing = flight.landedAt ?? flight.expectedArrival;
  if (!landing) return null;
  const next = pickupAfterLanding(landing, meetOption, rule);
  const shift = Math.abs(next.getTime() - current.getTime()) / 60_000;
  return shift >= PICKUP_MOVE_THRESHOLD_MINUTES ? next : null;
}
