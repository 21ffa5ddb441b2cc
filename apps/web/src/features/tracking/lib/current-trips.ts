import { DEFAULT_TIME_LEFT } from '@ride/domain';
import type { GetCurrentTripsQuery } from '../../../lib/gql/graphql.ts';
import type { CurrentTripState } from '../../../stores/current-trip.ts';

export type CurrentTripSummary = GetCurrentTripsQuery['getCurrentTrips'][number];

const isUnderWay = (trip: CurrentTripSummary) => trip.phase !== 'COMPLETED';

/**
 * The ride the banner and /current-trip are about: the first one under way; else the first
 * completed one still waiting for the rider's tip and rating; else none.
 */
export function bannerTrip(trips: readonly CurrentTripSummary[]): CurrentTripSummary | null {
  return (
    trips.find(isUnderWay) ??
    trips.find((trip) => trip.phase === 'COMPLETED' && trip.awaitsFeedback) ??
    null
  );
}

/**
 * The current trip state after an answer of getCurrentTrips: on a trip while the banner has a
 * ride, timeLeft its minutes (CLARIFICATIONS: the banner's minutes, from the real ETA on the
 * server), its status and car, and the ids of the rides under way for the side menu. What the map keeps (the route's
 * estimate) stays.
 */
/** The car the rider looks out for: "Black Cadillac Escalade, DEMO 101"; empty without one. */
export function carText(vehicle: CurrentTripSummary['vehicle']): string {
  if (!vehicle) return '';
  const name = [vehicle.color, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return [name, vehicle.licensePlate].filter(Boolean).join(', ');
}

export function currentTripState(
  previous: CurrentTripState,
  trips: readonly CurrentTripSummary[],
): CurrentTripState {
  const trip = bannerTrip(trips);
  return {
    ...previous,
    onTrip: trip !== null,
    timeLeft: trip?.minutesLeft ?? DEFAULT_TIME_LEFT,
    id: trip?.id ?? null,
    completed: trip?.phase === 'COMPLETED',
    statusLabel: trip?.reservationState.label ?? '',
    statusColour: trip?.reservationState.colour ?? 'grey',
    car: carText(trip?.vehicle ?? null),
    ridesUnderWay: trips.filter(isUnderWay).map((t) => t.id),
  };
}

/** Whether an update would change nothing the shell shows (the store then keeps its object). */
export function sameCurrentTrip(a: CurrentTripState, b: CurrentTripState): boolean {
  return (
    a.onTrip === b.onTrip &&
    a.timeLeft === b.timeLeft &&
    a.id === b.id &&
    a.completed === b.completed &&
    a.statusLabel === b.statusLabel &&
    a.statusColour === b.statusColour &&
    a.car === b.car &&
    a.ridesUnderWay.join() === b.ridesUnderWay.join()
  );
}
