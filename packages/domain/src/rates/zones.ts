import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { polygon as turfPolygon } from '@turf/helpers';
import type { LatLngPair } from '../policies/service-area.ts';

/** A place a zone is tested against. */
export interface ZonePoint {
  latitude: number;
  longitude: number;
}

/**
 * A company's named area ("JFK", "Manhattan below 96th St"): 3 to 200 [latitude, longitude]
 * points, kept and checked as the service area's polygon is.
 */
export interface PricingZone {
  id: number;
  name: string;
  points: LatLngPair[];
}

/** A flat fare for one vehicle type from one zone to another (and back, unless one-way). */
export interface ZoneFare {
  vehicleTypeId: number;
  fromZoneId: number;
  toZoneId: number;
  /** Minor units. */
  amount: number;
  isOneWay: boolean;
}

/** The zone fare a vehicle is charged, as its price line names it. */
export interface ZoneFareCharge {
  from: string;
  to: string;
  amount: number;
}

/** A zone made ready for many point tests: the GeoJSON ring and its bounding box. */
export interface LocatedZone {
  zone: PricingZone;
  feature: ReturnType<typeof turfPolygon>;
  box: [minLat: number, minLng: number, maxLat: number, maxLng: number];
}

/** GeoJSON wants [longitude, latitude] and a closed ring. */
export function locatedZone(zone: PricingZone): LocatedZone {
  const ring = zone.points.map(([lat, lng]) => [lng, lat]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
  const lats = zone.points.map(([lat]) => lat);
  const lngs = zone.points.map(([, lng]) => lng);
  return {
    zone,
    feature: turfPolygon([ring]),
    box: [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)],
  };
}

/** Whether a point lies inside a zone (a point on its edge counts as inside). */
export function zoneContains(located: LocatedZone, point: ZonePoint): boolean {
  const [minLat, minLng, maxLat, maxLng] = located.box;
  if (point.latitude < minLat || point.latitude > maxLat) return false;
  if (point.longitude < minLng || point.longitude > maxLng) return false;
  return booleanPointInPolygon([point.longitude, point.latitude], located.feature);
}

/** The ids of the zones a point lies in. */
export function zonesAt(zones: readonly LocatedZone[], point: ZonePoint | null): Set<number> {
  const ids = new Set<number>();
  if (!point) return ids;
  for (const located of zones) if (zoneContains(located, point)) ids.add(located.zone.id);
  return ids;
}

/**
 * The zone fare for a vehicle type on a trip whose pickup lies in `fromIds` and drop-off in
 * `toIds`: a fare matches in its own direction, and backwards unless it is one-way. When
 * overlapping zones give several, the lowest applies, so the order zones were drawn in never
 * changes a price.
 */
export function zoneFareFor(
  fares: readonly ZoneFare[],
  zoneNames: ReadonlyMap<number, string>,
  vehicleTypeId: number,
  fromIds: ReadonlySet<number>,
  toIds: ReadonlySet<number>,
): ZoneFareCharge | null {
  let best: ZoneFareCharge | null = null;
  for (const fare of fares) {
    if (fare.vehicleTypeId !== vehicleTypeId) continue;
    const forwards = fromIds.has(fare.fromZoneId) && toIds.has(fare.toZoneId);
    const backwards = !fare.isOneWay && fromIds.has(fare.toZoneId) && toIds.has(fare.fromZoneId);
    if (!forwards && !backwards) continue;
    if (best && best.amount <= fare.amount) continue;
    const [from, to] = forwards
      ? [fare.fromZoneId, fare.toZoneId]
      : [fare.toZoneId, fare.fromZoneId];
    best = { from: zoneNames.get(from) ?? '', to: zoneNames.get(to) ?? '', amount: fare.amount };
  }
  return best;
}
