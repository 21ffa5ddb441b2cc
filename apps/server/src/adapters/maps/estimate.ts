import { encodePolyline, sumLegs } from '@ride/domain';
import { greatCircleMeters } from './geo.ts';
import type { LatLng, RouteEstimate } from './provider.ts';

/** Roads are longer than the straight line; 1.3 is typical of city and suburban driving. */
export const ROAD_FACTOR = 1.3;

/**
 * Average speeds by distance band, applied like tax brackets so a longer leg never takes less
 * time: the first 3 km at city speed, up to 20 km at arterial speed, up to 80 km suburban, then
 * highway speed.
 */
export const SPEED_BANDS: readonly { upToMeters: number; kmPerHour: number }[] = [
  { upToMeters: 3_000, kmPerHour: 20 },
  { upToMeters: 20_000, kmPerHour: 35 },
  { upToMeters: 80_000, kmPerHour: 60 },
  { upToMeters: Number.POSITIVE_INFINITY, kmPerHour: 90 },
];

export function estimatedDrivingSeconds(roadMeters: number): number {
  let seconds = 0;
  let from = 0;
  for (const band of SPEED_BANDS) {
    if (roadMeters <= from) break;
    const inBand = Math.min(roadMeters, band.upToMeters) - from;
    seconds += inBand / ((band.kmPerHour * 1000) / 3600);
    from = band.upToMeters;
  }
  return Math.round(seconds);
}

/** A driving estimate through the points from great-circle distance, flagged as an estimate. */
export function estimateRoute(points: readonly LatLng[]): RouteEstimate {
  const legs = points.slice(1).map((to, index) => {
    const distanceMeters = Math.round(greatCircleMeters(points[index]!, to) * ROAD_FACTOR);
    return { distanceMeters, durationSeconds: estimatedDrivingSeconds(distanceMeters) };
  });
  return {
    legs,
    ...sumLegs(legs),
    encodedPolyline: encodePolyline(points.map((p) => ({ lat: p.latitude, lng: p.longitude }))),
    isEstimate: true,
  };
}
