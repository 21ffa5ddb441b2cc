import { metersToMiles, tripEstimationTime } from '@ride/domain';
import {
  estimateRoute,
  isLocated,
  type LatLng,
  type RouteEstimate,
} from '../../adapters/maps/index.ts';
import { badUserInput } from '../../core/errors.ts';
import { checkPoint, providerContext, type MapsCall } from './maps-call.ts';
import { callProvider } from './provider-call.ts';

export interface DrivingRoute extends RouteEstimate {
  distanceMiles: number;
  tripEstimationTime: string;
}

export function describeRoute(route: RouteEstimate): DrivingRoute {
  return {
    ...route,
    distanceMiles: metersToMiles(route.distanceMeters),
    tripEstimationTime: tripEstimationTime(route.durationSeconds, route.distanceMeters),
  };
}

/**
 * A driving route through the points. When a remote provider fails, the straight-line estimate
 * stands in (flagged isEstimate); when it finds no road route, there is none.
 */
export async function routeThrough(
  call: MapsCall,
  points: LatLng[],
): Promise<RouteEstimate | null> {
  const context = providerContext(call);
  const key = points.map((p) => [p.latitude.toFixed(5), p.longitude.toFixed(5)]);
  return callProvider(context, 'directions', key, estimateRoute(points), () =>
    context.provider.directions(points, context.request),
  );
}

export async function drivingDirections(
  call: MapsCall,
  points: LatLng[],
): Promise<DrivingRoute | null> {
  points.forEach((point, index) => checkPoint(point, `points.${index}`));
  const limit = call.company.max_stops + 2;
  if (points.length > limit)
    throw badUserInput(`A route can have at most ${call.company.max_stops} stops`, 'waypoints');
  if (points.some((point) => !isLocated(point)))
    throw badUserInput('Every point of a route needs its coordinates', 'waypoints');
  const route = await routeThrough(call, points);
  return route ? describeRoute(route) : null;
}
