import type { LatLng, MapPlace } from '../provider.ts';
import { greatCircleMeters } from '../geo.ts';
import { lazy, loadDataPackage } from './data-packages.ts';

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

export interface PostalCode {
  zip: string;
  city: string;
  stateCode: string;
  coordinates: LatLng;
}

const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);

/** US ZIP codes with their centroids (npm zipcodes), sorted for prefix search. */
const zipIndex = lazy(() => {
  const data = loadDataPackage('zipcodes') as { codes: Record<string, ZipRow> };
  const all: PostalCode[] = Object.values(data.codes)
    // Military codes (AA, AE, AP) are centred on bases abroad and would claim points in London or Tokyo.
    .filter(
      (row) => row.country === 'US' && /^\d{5}$/.test(row.zip) && !MILITARY_STATES.has(row.state),
    )
    .map((row) => ({
      zip: row.zip,
      city: row.city,
      stateCode: row.state,
      coordinates: { latitude: row.latitude, longitude: row.longitude },
    }))
    .sort((a, b) => (a.zip < b.zip ? -1 : 1));
  return { all, byZip: new Map(all.map((code) => [code.zip, code])) };
});

export function postalCodeByZip(zip: string): PostalCode | undefined {
  return zipIndex().byZip.get(zip.slice(0, 5));
}

/** ZIP codes starting with 3 to 5 digits, nearest to the company first. */
export function searchPostalCodes(digits: string, near: LatLng, limit: number): PostalCode[] {
  if (!/^\d{3,5}$/.test(digits)) return [];
  return zipIndex()
    .all.filter((code) => code.zip.startsWith(digits))
    .sort((a, b) => greatCircleMeters(near, a.coordinates) - greatCircleMeters(near, b.coordinates))
    .slice(0, limit);
}

/** The ZIP code whose centroid is nearest, within a radius. */
export function nearestPostalCode(point: LatLng, withinMeters: number): PostalCode | undefined {
  let best: PostalCode | undefined;
  let bestDistance = withinMeters;
  for (const code of zipIndex().all) {
    // A cheap box test first: one degree of latitude is about 111 km.
    if (Math.abs(code.coordinates.latitude - point.latitude) > withinMeters / 100_000) continue;
    const distance = greatCircleMeters(point, code.coordinates);
    if (distance <= bestDistance) {
      best = code;
      bestDistance = distance;
    }
  }
  return best;
}

export function postalCodePlace(code: PostalCode, line1 = ''): MapPlace {
  const area = `${code.city}, ${code.stateCode} ${code.zip}`;
  return {
    placeId: `zip:${code.zip}`,
    type: 'address',
    name: line1 || area,
    formattedAddress: line1 ? `${line1}, ${area}, USA` : `${area}, USA`,
    line1,
    line2: '',
    city: code.city,
    stateCode: code.stateCode,
    postalCode: code.zip,
    countryCode: 'US',
    airportCode: null,
    coordinates: code.coordinates,
    precision: 'postalCode',
  };
}
