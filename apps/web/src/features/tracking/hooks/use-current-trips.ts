import { useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import { useCompany } from '../../../stores/company.ts';
import { currentTripStore } from '../../../stores/current-trip.ts';
import { CurrentTripsQuery } from '../api/current-trips.ts';
import {
  currentTripState,
  sameCurrentTrip,
  type CurrentTripSummary,
} from '../lib/current-trips.ts';
import { usePolling } from './use-polling.ts';

const currentTripsDocument = CurrentTripsQuery;

export interface CurrentTrips {
  /** Null until the first answer. */
  trips: CurrentTripSummary[] | null;
  /** Why the last ask failed; the trips are then those of the answer before. */
  error: CombinedError | null;
  /** Asks now, unless it asked less than `minGapMs` ago. */
  refresh(minGapMs?: number): void;
}

/**
 * The signed-in rider's rides under way (getCurrentTrips, never from the cache), every
 * `intervalMs` while the page is shown and at once when it is shown again. Each answer becomes
 * the current trip state the header's banner and the side menu read.
 */
export function useCurrentTrips(intervalMs: number): CurrentTrips {
  const client = useClient();
  const { coid } = useCompany();
  const [answer, setAnswer] = useState<Omit<CurrentTrips, 'refresh'>>({
    trips: null,
    error: null,
  });

  const refresh = usePolling(
    async () => {
      const result = await client
        .query(currentTripsDocument, { coid }, { requestPolicy: 'network-only' })
        .toPromise();
      const trips = result.data?.getCurrentTrips;
      if (!trips) {
        setAnswer((previous) => ({ ...previous, error: result.error ?? null }));
        return;
      }
      setAnswer({ trips, error: null });
      currentTripStore.set((previous) => {
        const next = currentTripState(previous, trips);
        return sameCurrentTrip(previous, next) ? previous : next;
      });
    },
    intervalMs,
    true,
  );

  return { ...answer, refresh };
}
