import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';
import type { LatLngPair, ServiceArea } from '@ride/domain';
import type { LatLng } from '../../adapters/maps/index.ts';
import { greatCircleMeters } from '../../adapters/maps/geo.ts';
import type { CompanyRow } from './company.service.ts';

type AreaColumns = Pick<
  CompanyRow,
  | 'latitude'
  | 'longitude'
  | 'service_radius_km'
  | 'service_area_latitude'
  | 'service_area_longitude'
  | 'service_area_polygon'
>;

/** The company's service area as the console edits it: its polygon, else its circle. */
export function serviceAreaOf(company: AreaColumns): ServiceArea {
  if (company.service_area_polygon) {
    return { kind: 'POLYGON', points: company.service_area_polygon };
  }
  return {
    kind: 'CIRCLE',
    latitude: company.service_area_latitude ?? company.latitude,
    longitude: company.service_area_longitude ?? company.longitude,
    radiusKm: company.service_radius_km,
  };
}

/** A GeoJSON polygon of [lat, lng] points: GeoJSON wants [lng, lat] and a closed ring. */
function geoJsonPolygon(points: readonly LatLngPair[]) {
  const ring = points.map(([lat, lng]) => [lng, lat]);
  const [first] = ring;
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
  return polygon([ring]);
}

/**
 * Why these points make no area, or null: a repeated point, or edges that cross each other
 * (turf's kinks finds every self-intersection).
 */
export function polygonGeometryProblem(points: readonly LatLngPair[]): string | null {
  const distinct = new Set(points.map(([lat, lng]) => `${lat},${lng}`));
  const closed =
    points.length > 3 &&
    points[0]?.[0] === points[points.length - 1]?.[0] &&
    points[0]?.[1] === points[points.length - 1]?.[1];
  if (distinct.size !== points.length - (closed ? 1 : 0) || distinct.size < 3) {
    return 'The area’s points must all be different.';
  }
  if (kinks(geoJsonPolygon(points)).features.length > 0) {
    return 'The area’s edges must not cross each other.';
  }
  return null;
}

/** Whether a point lies within the company's service area: its polygon, else its circle. */
export function isInServiceArea(company: AreaColumns, point: LatLng): boolean {
  const area = serviceAreaOf(company);
  if (area.kind === 'POLYGON') {
    return booleanPointInPolygon([point.longitude, point.latitude], geoJsonPolygon(area.points));
  }
  const centre = { latitude: area.latitude, longitude: area.longitude };
  return greatCircleMeters(centre, point) <= area.radiusKm * 1000;
}

/**
 * The circle place searches are biased to: the service area's circle, or the circle around a
 * polygon's centre that holds all its points.
 */
export function searchAreaOf(company: AreaColumns): { center: LatLng; radiusMeters: number } {
  const area = serviceAreaOf(company);
  if (area.kind === 'CIRCLE') {
    return {
      center: { latitude: area.latitude, longitude: area.longitude },
      radiusMeters: area.radiusKm * 1000,
    };
  }
  const points = area.points.map(([latitude, longitude]) => ({ latitude, longitude }));
  const center = {
    latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
    longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
  };
  return {
    center,
    radiusMeters: Math.max(...points.map((point) => greatCircleMeters(center, point))),
  };
}

/** How the refusal of a stop outside describes a circle ("200 km around New York"); a polygon: null. */
export function describeServiceArea(
  company: AreaColumns & Pick<CompanyRow, 'city'>,
): string | null {
  const area = serviceAreaOf(company);
  if (area.kind === 'POLYGON') return null;
  const atBase = company.service_area_latitude === null || company.service_area_longitude === null;
  const around = atBase ? company.city || 'its base' : 'its service centre';
  return `${area.radiusKm} km around ${around}`;
}
