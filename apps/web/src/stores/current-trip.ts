import { resetCurrentTrip, type CurrentTrip } from '@ride/domain';
import { isRecord, readJson, writeJson } from '../lib/storage.ts';
import { createStore, useStore } from '../lib/store.ts';

export const CURRENT_TRIP_KEY = 'currentTrip';

function load(): CurrentTrip {
  const stored = readJson('session', CURRENT_TRIP_KEY);
  if (isRecord(stored) && typeof stored.onTrip === 'boolean') {
    return { ...resetCurrentTrip(), ...(stored as Partial<CurrentTrip>) };
  }
  return resetCurrentTrip();
}

/** The rider's trip in progress; the tracking feature sets it, the header shows the banner. */
export const currentTripStore = createStore<CurrentTrip>(load(), (trip) =>
  writeJson('session', CURRENT_TRIP_KEY, trip),
);

export function clearCurrentTrip(): void {
  currentTripStore.set(resetCurrentTrip());
}

export function useCurrentTrip(): CurrentTrip {
  return useStore(currentTripStore);
}
