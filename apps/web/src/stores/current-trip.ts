import { resetCurrentTrip, type CurrentTrip } from '@ride/domain';
import { isRecord, readJson, writeJson } from '../lib/storage.ts';
import { createStore, useStore } from '../lib/store.ts';

export const CURRENT_TRIP_KEY = 'currentTrip';

/** The current trip state of spec part 1 §3, and what the side menu needs of the rides under way. */
export interface CurrentTripState extends CurrentTrip {
  /** The rider's rides under way now: the side menu's TRACK shortcut (spec part 1 §2). */
  ridesUnderWay: string[];
  /** The banner's ride is over and waits for the rider's tip and rating. */
  completed: boolean;
  /** The banner's ride's status as the status table shows it: label and colour. */
  statusLabel: string;
  statusColour: string;
  /** "Black Cadillac Escalade, DEMO 101"; empty until the ride has its vehicle. */
  car: string;
}

export function resetCurrentTripState(): CurrentTripState {
  return {
    ...resetCurrentTrip(),
    ridesUnderWay: [],
    completed: false,
    statusLabel: '',
    statusColour: 'grey',
    car: '',
  };
}

function load(): CurrentTripState {
  const stored = readJson('session', CURRENT_TRIP_KEY);
  if (!isRecord(stored) || typeof stored.onTrip !== 'boolean') return resetCurrentTripState();
  return {
    ...resetCurrentTripState(),
    ...(stored as Partial<CurrentTripState>),
    ridesUnderWay: Array.isArray(stored.ridesUnderWay) ? stored.ridesUnderWay.map(String) : [],
  };
}

/** The rider's trip in progress; the tracking feature sets it, the header shows the banner. */
export const currentTripStore = createStore<CurrentTripState>(load(), (trip) =>
  writeJson('session', CURRENT_TRIP_KEY, trip),
);

export function clearCurrentTrip(): void {
  currentTripStore.set(resetCurrentTripState());
}

export function useCurrentTrip(): CurrentTripState {
  return useStore(currentTripStore);
}
