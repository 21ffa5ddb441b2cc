import type { RouteItem } from '../booking-form.ts';
import { DROPOFF_ID } from '../constants.ts';
import { isLocated } from './located.ts';

export interface MapPoint {
  id: string;
  role: 'pickup' | 'stop' | 'dropOff';
  lat: number;
  lng: number;
}

function role(item: RouteItem, index: number): MapPoint['role'] {
  if (item.isPickup || (index === 0 && !item.isStop && !item.isDropOff)) return 'pickup';
  return item.isDropOff ? 'dropOff' : 'stop';
}

/**
 * The points a map draws for a route (spec part 1 §5, part 2 §2): the DROPOFF_ID placeholder is
 * ignored, rows flagged sameAsPickup are skipped, and so is a place that is not located (a
 * drop-off at latitude 0 and longitude 0, or any 0 coordinate, see isLocated). Rows without a
 * location have nothing to draw.
 */
export function mapPoints(route: readonly RouteItem[]): MapPoint[] {
  return route.flatMap((item, index) => {
    const location = item.location;
    if (!location || item.id === DROPOFF_ID || item.sameAsPickup) return [];
    if (!isLocated({ latitude: location.lat, longitude: location.lng })) return [];
    return [{ id: item.id, role: role(item, index), lat: location.lat, lng: location.lng }];
  });
}

export type MapView =
  | { kind: 'empty' }
  | { kind: 'marker'; center: MapPoint }
  | { kind: 'route'; origin: MapPoint; waypoints: MapPoint[]; destination: MapPoint };

/**
 * What the map shows for its points (spec part 1 §4): nothing with none, one marker centred on a
 * single point, and a driving route from pickup through the stops to the drop-off otherwise.
 */
export function mapView(points: readonly MapPoint[]): MapView {
  const [first] = points;
  const last = points[points.length - 1];
  if (!first || !last) return { kind: 'empty' };
  if (points.length === 1) return { kind: 'marker', center: first };
  return { kind: 'route', origin: first, waypoints: points.slice(1, -1), destination: last };
}
