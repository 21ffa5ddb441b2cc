/** A driver's position as the tracking screen keeps it (from the server, or stored earlier). */
export interface DriverPosition {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north, when the driver's device reported it. */
  heading: number | null;
  /** When the driver's device took the position (ISO 8601). */
  recordedAt: string;
  /** Driving time to the ride's next point, as the server reckoned it for this position. */
  etaSeconds: number | null;
}

/** Polls in a row that brought nothing newer, after which the position counts as out of date. */
export const STALE_AFTER_MISSED_POLLS = 2;

export interface PollState {
  /** The newest position the server gave while this screen was open. */
  position: DriverPosition | null;
  /** Polls in a row that failed or brought no newer position than `position`. */
  missedPolls: number;
  /** At least one poll has settled (answered or failed). */
  settled: boolean;
}

export type PollOutcome =
  { kind: 'answered'; position: DriverPosition | null } | { kind: 'failed' };

export const INITIAL_POLL_STATE: PollState = { position: null, missedPolls: 0, settled: false };

const timeOf = (position: DriverPosition) => Date.parse(position.recordedAt);

/** Whether `next` was taken after `current` (anything beats nothing). */
export function isNewer(next: DriverPosition, current: DriverPosition | null): boolean {
  return current === null || timeOf(next) > timeOf(current);
}

/**
 * One settled poll. A newer position resets the count of missed polls; a failure, no position,
 * or the same position again counts one more, and the last position is kept.
 */
export function nextPollState(state: PollState, outcome: PollOutcome): PollState {
  if (outcome.kind === 'answered' && outcome.position && isNewer(outcome.position, state.position))
    return { position: outcome.position, missedPolls: 0, settled: true };
  return { ...state, missedPolls: state.missedPolls + 1, settled: true };
}

/**
 * What the screen shows of the driver's whereabouts:
 * - live: the server's position, fresh;
 * - stale: the server's position, but two polls in a row brought nothing newer;
 * - stored: no server position this visit, the last one this browser kept for the ride;
 * - locating: the first poll has not settled and nothing is stored;
 * - unavailable: neither the server nor this browser has a position.
 */
export type DriverWhereabouts =
  | { kind: 'live' | 'stale' | 'stored'; position: DriverPosition }
  | { kind: 'locating' | 'unavailable' };

export function driverWhereabouts(
  poll: PollState,
  stored: DriverPosition | null,
): DriverWhereabouts {
  if (poll.position) {
    const stale = poll.missedPolls >= STALE_AFTER_MISSED_POLLS;
    return { kind: stale ? 'stale' : 'live', position: poll.position };
  }
  if (stored) return { kind: 'stored', position: stored };
  return { kind: poll.settled ? 'unavailable' : 'locating' };
}
