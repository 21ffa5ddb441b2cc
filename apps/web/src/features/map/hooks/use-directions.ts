import { decodePolyline, type LatLng, type MapView } from '@ride/domain';
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useCompany } from '../../../stores/company.ts';
import { currentTripStore } from '../../../stores/current-trip.ts';
import { DrivingDirectionsQuery } from '../api/directions.ts';
import { directionsInput, summarizeLegs, type RouteSummary } from '../lib/route-drawing.ts';

const directionsDocument = asDocument(DrivingDirectionsQuery);

export type Directions =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; path: LatLng[]; summary: RouteSummary };

function setTripEstimationTime(value: string): void {
  currentTripStore.set((trip) =>
    trip.tripEstimationTime === value ? trip : { ...trip, tripEstimationTime: value },
  );
}

/**
 * The driving route for a view with two or more points, through the server. Its time and
 * distance become the current trip's tripEstimationTime; when the route cannot be had, that is
 * set to "" and the map shows the markers alone (spec part 1 §8).
 */
export function useDirections(view: MapView): Directions {
  const { coid } = useCompany();
  const input = useMemo(() => directionsInput(coid, view), [coid, view]);
  const [result] = useQuery({
    query: directionsDocument,
    variables: { input: input ?? { coid, origin: ZERO, destination: ZERO } },
    pause: input === null,
  });
  const route = result.data?.drivingDirections;
  const directions = useMemo<Directions>(() => {
    if (input === null) return { state: 'none' };
    if (result.fetching) return { state: 'loading' };
    if (result.error || !route) return { state: 'failed' };
    const legs = route.legs.length > 0 ? route.legs : [route];
    return {
      state: 'ready',
      path: decodePolyline(route.encodedPolyline),
      summary: summarizeLegs(legs),
    };
  }, [input, result.fetching, result.error, route]);

  useEffect(() => {
    if (directions.state === 'failed') {
      console.warn('No driving route for the map', result.error?.message ?? 'no route');
      setTripEstimationTime('');
    }
    if (directions.state === 'ready') setTripEstimationTime(directions.summary.tripEstimationTime);
  }, [directions, result.error]);

  return directions;
}

const ZERO = { latitude: 0, longitude: 0 };
