import { decodePolyline, type LatLng, type MapView } from '@ride/domain';
import { useEffect, useMemo, useState } from 'react';
import { useClient } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import type { DrivingDirectionsQuery as DirectionsResult } from '../../../lib/gql/graphql.ts';
import { useCompany } from '../../../stores/company.ts';
import { currentTripStore } from '../../../stores/current-trip.ts';
import { DrivingDirectionsQuery } from '../api/directions.ts';
import { directionsInput, summarizeLegs, type RouteSummary } from '../lib/route-drawing.ts';

const directionsDocument = asDocument(DrivingDirectionsQuery);

export type Directions =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      path: LatLng[];
      summary: RouteSummary;
      /** False when the path is a straight-line estimate (offline): drawn dashed. */
      alongRoads: boolean;
    };

type Route = DirectionsResult['drivingDirections'];

// One object each, so the map redraws only when what it shows changes.
const NONE: Directions = { state: 'none' };
const LOADING: Directions = { state: 'loading' };

function directionsOf(route: Route | undefined): Directions {
  if (!route) return { state: 'failed' };
  const legs = route.legs.length > 0 ? route.legs : [route];
  return {
    state: 'ready',
    path: decodePolyline(route.encodedPolyline),
    summary: summarizeLegs(legs),
    alongRoads: !route.isEstimate,
  };
}

function setTripEstimationTime(value: string): void {
  currentTripStore.set((trip) =>
    trip.tripEstimationTime === value ? trip : { ...trip, tripEstimationTime: value },
  );
}

/**
 * The driving route for a view with two or more points, through the server. When it arrives,
 * its time and distance become the current trip's tripEstimationTime; when the route cannot be
 * had, that is set to "" and the map shows the markers alone (spec part 1 §8).
 */
export function useDirections(view: MapView): Directions {
  const client = useClient();
  const { coid } = useCompany();
  const input = useMemo(() => directionsInput(coid, view), [coid, view]);
  const key = input ? JSON.stringify(input) : null;
  const [answer, setAnswer] = useState<{ key: string; directions: Directions } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    void client
      .query(directionsDocument, { input: JSON.parse(key) as NonNullable<typeof input> })
      .toPromise()
      .then((result) => {
        if (!current) return;
        const directions = directionsOf(result.data?.drivingDirections);
        if (directions.state === 'ready') {
          setTripEstimationTime(directions.summary.tripEstimationTime);
        } else {
          console.warn('No driving route for the map', result.error?.message ?? 'no route');
          setTripEstimationTime('');
        }
        setAnswer({ key, directions });
      });
    return () => {
      current = false;
    };
  }, [client, key]);

  if (key === null) return NONE;
  return answer?.key === key ? answer.directions : LOADING;
}
