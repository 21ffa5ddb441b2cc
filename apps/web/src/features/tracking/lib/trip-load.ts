import type { CombinedError } from '@urql/core';
import type { TrackedTrip } from './tracking-route.ts';

/** The ride being tracked, as far as the screen has it. */
export interface TripLoad {
  trip: TrackedTrip | null;
  /** Why there is no trip: not found (or not this rider's), or no connection. */
  error: CombinedError | null;
  loading: boolean;
}

export const LOADING_TRIP: TripLoad = { trip: null, error: null, loading: true };

/**
 * One answer of getTripLocations. A refresh that fails for want of a connection keeps the ride
 * on screen (the driver's position says how fresh it is); any other failure means the ride is
 * not there to be tracked (a wrong link, another rider's ride).
 */
export function nextTripLoad(
  previous: TripLoad,
  result: {
    data?: { getTripLocations: TrackedTrip } | undefined;
    error?: CombinedError | undefined;
  },
): TripLoad {
  if (result.data) return { trip: result.data.getTripLocations, error: null, loading: false };
  if (previous.trip && result.error?.networkError) return { ...previous, loading: false };
  return { trip: null, error: result.error ?? null, loading: false };
}

/** Whether the failure was the connection (offer Try again) rather than the ride itself. */
export function isConnectionFailure(load: TripLoad): boolean {
  return Boolean(load.error?.networkError);
}
