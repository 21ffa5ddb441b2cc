import {
  PICKUP_MARKER_LAT_OFFSET,
  sumLegs,
  tripEstimationTime,
  type MapPoint,
  type MapView,
  type RouteLeg,
} from '@ride/domain';
import {
  formatDistance,
  formatMinutes,
  SPEC_UNITS,
  type UnitWords,
} from '../../../lib/i18n/units.ts';

export interface MarkerSpec {
  lat: number;
  lng: number;
  /** "A" for the pickup, "B" for the drop-off, the stop's number for a stop. */
  text: string;
  kind: 'pickup' | 'stop' | 'dropOff';
}

/** The markers a map view shows: A at the pickup, numbered stops, B at the drop-off. */
export function markerSpecs(view: MapView): MarkerSpec[] {
  const spec = (point: MapPoint, text: string): MarkerSpec => ({
    lat: point.lat,
    lng: point.lng,
    text,
    kind: point.role,
  });
  switch (view.kind) {
    case 'empty':
      return [];
    case 'marker':
      return [spec(view.center, view.center.role === 'dropOff' ? 'B' : 'A')];
    case 'route':
      return [
        spec(view.origin, 'A'),
        ...view.waypoints.map((point, index) => spec(point, String(index + 1))),
        spec(
          view.destination,
          view.destination.role === 'stop' ? String(view.waypoints.length + 1) : 'B',
        ),
      ];
  }
}

const toLatLng = (point: MapPoint) => ({ latitude: point.lat, longitude: point.lng });

/** The drivingDirections input for a route view: pickup, through the stops, to the drop-off. */
export function directionsInput(coid: string, view: MapView) {
  if (view.kind !== 'route') return null;
  return {
    coid,
    origin: toLatLng(view.origin),
    waypoints: view.waypoints.map(toLatLng),
    destination: toLatLng(view.destination),
  };
}

export interface RouteSummary {
  durationSeconds: number;
  distanceMeters: number;
  /** "duration,distance" (whole minutes, miles), as the current trip stores it. */
  tripEstimationTime: string;
}

/** The whole route's time and distance: the legs summed (spec part 1 §9). */
export function summarizeLegs(legs: readonly RouteLeg[]): RouteSummary {
  const total = sumLegs(legs);
  return {
    ...total,
    tripEstimationTime: tripEstimationTime(total.durationSeconds, total.distanceMeters),
  };
}

/**
 * The duration bubble's text: "43 min · 16.31 mi" in English and miles; the rider's language and
 * the company's unit otherwise ("43 Min. · 26,25 km").
 */
export function bubbleText(summary: RouteSummary, words: UnitWords = SPEC_UNITS): string {
  const minutes = Math.ceil(summary.durationSeconds / 60);
  return `${formatMinutes(minutes, words.language)} · ${formatDistance(summary.distanceMeters, words)}`;
}

/** The bubble sits just north of the pickup so it does not cover marker A. */
export function bubblePosition(view: MapView): { lat: number; lng: number } | null {
  if (view.kind !== 'route') return null;
  return { lat: view.origin.lat + PICKUP_MARKER_LAT_OFFSET, lng: view.origin.lng };
}
