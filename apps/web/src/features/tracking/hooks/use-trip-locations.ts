import { useState } from 'react';
import { useClient } from 'urql';
import { TripLocationsQuery } from '../api/tracking.ts';
import {
  isConnectionFailure,
  LOADING_TRIP,
  nextTripLoad,
  type TripLoad,
} from '../lib/trip-load.ts';
import { usePolling } from './use-polling.ts';

const tripLocationsDocument = TripLocationsQuery;

/** The ride's status and driver change while it is tracked: asked again this often. */
export const TRIP_REFRESH_MS = 30_000;

export interface TripLocationsArgs {
  id: string;
  /** The td of a shared link, which opens the ride without a sign-in. */
  hash: string | null;
  coid: string;
}

/**
 * Spec part 2 §7 getTripLocations: loads the ride to track, then asks again every 30 s while the
 * page is shown, until the ride is over. Try again reloads it after a failed first load.
 */
export function useTripLocations({ id, hash, coid }: TripLocationsArgs): {
  load: TripLoad;
  retry(): void;
} {
  const client = useClient();
  const [load, setLoad] = useState<TripLoad>(LOADING_TRIP);

  const fetchTrip = async () => {
    const result = await client
      .query(
        tripLocationsDocument,
        { id, coid, ...(hash ? { hash } : {}) },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setLoad((previous) => nextTripLoad(previous, result));
  };

  // Nothing changes any more once the ride is over, or when it is not there to be tracked.
  const over = load.trip?.reservationState.isTerminal === true;
  const missing = load.error !== null && !isConnectionFailure(load);
  const refresh = usePolling(fetchTrip, TRIP_REFRESH_MS, Boolean(id) && !over && !missing);
  return {
    load,
    retry() {
      setLoad(LOADING_TRIP);
      refresh();
    },
  };
}
