import { DRIVER_LOCATION_POLL_MS } from '@ride/domain';
import { useState } from 'react';
import { useClient } from 'urql';
import type { GetDriverLocationQuery } from '../../../lib/gql/graphql.ts';
import { DriverLocationQuery } from '../api/tracking.ts';
import {
  driverWhereabouts,
  INITIAL_POLL_STATE,
  nextPollState,
  type DriverPosition,
  type DriverWhereabouts,
  type PollOutcome,
} from '../lib/driver-position.ts';
import { readLastKnownPosition, writeLastKnownPosition } from '../lib/last-known-position.ts';
import type { TripLocationsArgs } from './use-trip-locations.ts';
import { usePolling } from './use-polling.ts';

const driverLocationDocument = DriverLocationQuery;

function positionOf(
  location: GetDriverLocationQuery['getDriverLocation'] | undefined,
): DriverPosition | null {
  if (!location) return null;
  return {
    latitude: location.coordinates.latitude,
    longitude: location.coordinates.longitude,
    heading: location.heading,
    recordedAt: location.recordedAt,
    etaSeconds: location.etaSeconds,
  };
}

/**
 * Spec part 2 §4 and §7: while the ride is trackable, its driver's position every 15 s (never
 * from the cache), paused while the page is hidden. Each position the server gives is kept in
 * local storage for the ride; without one from the server the kept one is shown, when
 * `showKept` allows it. The poll names the ride by its secret (`hash`, the trip's shareHash) and
 * carries no access token (decision 52). Mount it once per ride (the screens key it by its id).
 */
export function useDriverLocation(
  { id, hash, coid }: TripLocationsArgs & { hash: string },
  { poll, showKept }: { poll: boolean; showKept: boolean },
): DriverWhereabouts {
  const client = useClient();
  const [state, setState] = useState(INITIAL_POLL_STATE);
  const [kept] = useState(() => readLastKnownPosition(coid, id, Date.now()));

  usePolling(
    async () => {
      const result = await client
        .query(
          driverLocationDocument,
          { reservationId: id, coid, hash },
          { requestPolicy: 'network-only', authToken: '' },
        )
        .toPromise();
      let outcome: PollOutcome;
      if (result.data) {
        const position = positionOf(result.data.getDriverLocation);
        if (position) writeLastKnownPosition(coid, id, position, Date.now());
        outcome = { kind: 'answered', position };
      } else {
        outcome = { kind: 'failed' };
      }
      setState((previous) => nextPollState(previous, outcome));
    },
    DRIVER_LOCATION_POLL_MS,
    poll,
  );

  return driverWhereabouts(state, showKept ? kept : null);
}
