import type { LatLng } from './provider.ts';

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in meters. */
export function greatCircleMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Lower case, accents and punctuation removed, single spaces: how names are compared. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, normalised. */
export function queryWords(query: string): string[] {
  return normalizeText(query).split(' ').filter(Boolean);
}

/**
 * Every query word starts some word of an already normalised text ("kenn int" matches
 * "john f kennedy international").
 */
export function startsWords(normalized: string, words: readonly string[]): boolean {
  return words.every((part) => normalized.startsWith(part) || normalized.includes(` ${part}`));
}

/** A result with a 0 coordinate is not located (spec part 1 §5); the rule is the domain's. */
export { isLocated } from '@ride/domain';

/** The box around a circle: its south, west, north and east edges in degrees. */
export function boxAround(
  center: LatLng,
  radiusMeters: number,
): { south: number; west: number; north: number; east: number } {
  const dLat = radiusMeters / 111_320;
  const dLng = dLat / Math.max(0.01, Math.cos((center.latitude * Math.PI) / 180));
  return {
    south: Math.max(-90, center.latitude - dLat),
    west: Math.max(-180, center.longitude - dLng),
    north: Math.min(90, center.latitude + dLat),
    east: Math.min(180, center.longitude + dLng),
  };
}
