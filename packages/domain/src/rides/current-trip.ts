import { RESERVATION_BUFFER_TIME } from '../constants.ts';
import {
  IN_PROGRESS_STATUSES,
  reservationStatusView,
  TERMINAL_STATUSES,
  UPCOMING_STATUSES,
} from './status.ts';

/**
 * Which rides of a rider are under way for the header's "Current Trip" banner and the side menu's
 * TRACK shortcut (spec part 1 §2, §3; CLARIFICATIONS "timeLeft and reservationBufferTime").
 */
export type CurrentTripPhase = 'TO_PICKUP' | 'TO_DROP_OFF' | 'COMPLETED';

/** The driver states with the rider on board: the minutes count to drop-off. */
export const ON_BOARD_STATUSES: readonly string[] = [
  'DRIVING_PASSENGER',
  'DRIVER_IS_WAITING_AT_STOP',
  'AFFILIATE_DRIVER_IS_ENROUTE',
  'AFFILIATE_DRIVER_IS_WAITING_AT_STOP',
];

/** A scheduled ride no driver has started this long after its pickup time is no longer shown. */
export const LATE_START_GRACE_MINUTES = 60;
/** How long after it was completed a ride without a tip and rating leads to /finalize-trip. */
export const FEEDBACK_WINDOW_MINUTES = 6 * 60;
/**
 * A completed ride whose pickup is further than this from now, either way, is never a current
 * trip. A ride in a driver state is one whatever its pickup time: a driver drives it now.
 */
export const CURRENT_TRIP_WINDOW_MINUTES = 24 * 60;

const MINUTE = 60_000;

/** The COMPLETED group of the status table: the rides a rider may tip and rate. */
export const isRideCompleted = (status: string): boolean =>
  reservationStatusView(status).label === 'COMPLETED';

/** Every status of the COMPLETED group. */
export const COMPLETED_STATUSES: readonly string[] = TERMINAL_STATUSES.filter(isRideCompleted);

export interface RideMoment {
  status: string;
  pickupAt: Date;
  /** When the ride entered the COMPLETED group; null when it has not. */
  completedAt: Date | null;
  /** The rider has left their tip and rating. */
  hasFeedback: boolean;
}

/**
 * The phase of a ride that is under way now, or null when it is not: any driver state, a scheduled
 * ride from reservationBufferTime (30) minutes before its pickup, or a ride completed within the
 * feedback window that has no feedback yet.
 */
export function currentTripPhase(ride: RideMoment, now: Date): CurrentTripPhase | null {
  // A driver state is under way whenever the driver drives it, early or late for its pickup.
  if (ON_BOARD_STATUSES.includes(ride.status)) return 'TO_DROP_OFF';
  if (IN_PROGRESS_STATUSES.includes(ride.status)) return 'TO_PICKUP';
  const minutesToPickup = (ride.pickupAt.getTime() - now.getTime()) / MINUTE;
  if (Math.abs(minutesToPickup) > CURRENT_TRIP_WINDOW_MINUTES) return null;
  if (UPCOMING_STATUSES.includes(ride.status)) {
    const due = minutesToPickup <= RESERVATION_BUFFER_TIME;
    return due && minutesToPickup >= -LATE_START_GRACE_MINUTES ? 'TO_PICKUP' : null;
  }
  if (isRideCompleted(ride.status) && !ride.hasFeedback && ride.completedAt) {
    const sinceCompleted = (now.getTime() - ride.completedAt.getTime()) / MINUTE;
    return sinceCompleted <= FEEDBACK_WINDOW_MINUTES ? 'COMPLETED' : null;
  }
  return null;
}

export interface MinutesLeftInput {
  phase: CurrentTripPhase;
  now: Date;
  pickupAt: Date;
  /** The route's own driving time, pickup to drop-off. */
  tripDurationSeconds: number;
  /** When the rider got on board (the ride entered an on-board state); null when not known. */
  boardedAt: Date | null;
  /** The driver's latest ETA to the ride's next point, and when it was computed. */
  eta: { seconds: number; computedAt: Date } | null;
}

/**
 * The banner's "N mins", never negative: the driver's ETA (less the time since it was computed)
 * when there is one; else the minutes to pickup, or to the drop-off the route's duration gives
 * from boarding (from the pickup time when the boarding time is not known). Rounded up, so a ride
 * a few seconds away still shows 1 min.
 */
export function minutesLeft(input: MinutesLeftInput): number {
  if (input.phase === 'COMPLETED') return 0;
  const now = input.now.getTime();
  const until = input.eta
    ? input.eta.computedAt.getTime() + input.eta.seconds * 1000
    : input.phase === 'TO_PICKUP'
      ? input.pickupAt.getTime()
      : (input.boardedAt ?? input.pickupAt).getTime() + input.tripDurationSeconds * 1000;
  return Math.max(0, Math.ceil((until - now) / MINUTE));
}
