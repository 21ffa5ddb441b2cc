import { greatCircleMeters, normalizeText } from '../geo.ts';
import type { MapPlace, MapsRequestContext } from '../provider.ts';
import { airportByCode, airportPlace, searchAirports } from './airports.ts';
import { cityPlace, largestCityNear, searchCities, type City } from './cities.ts';
import { postalCodeByZip, postalCodePlace } from './postal-codes.ts';

const AIRPORT_WORDS = /\b(airport|international|intl|aeroporto|aeropuerto|flughafen)\b/i;

const HOUSE_NUMBER_FIRST = /^\d+[A-Za-z]?\s+\S/;
/** How far from the company's base its own city may be, for an address without one. */
const HOME_CITY_METERS = 50_000;

/** A street line is a first part that starts with a house number ("350 5th Ave"). */
function streetLine(parts: readonly string[]): string {
  const first = parts[0] ?? '';
  return parts.length > 1 && HOUSE_NUMBER_FIRST.test(first) ? first : '';
}

/**
 * Places inside the company's search area first, the rest after, each group in its order: a New
 * York operator's rider sees Manhattan, NY before Manhattan, KS.
 */
export function inSearchAreaFirst<T extends MapPlace>(
  places: readonly T[],
  context: MapsRequestContext,
): T[] {
  const { center, radiusMeters } = context.searchArea;
  const inside = (place: T) => greatCircleMeters(center, place.coordinates) <= radiusMeters;
  return [...places.filter(inside), ...places.filter((place) => !inside(place))];
}

/** A city named exactly so, or whose name starts with the text as whole words ("New York" → New York City). */
function cityNamed(text: string, countryCode: string): City | undefined {
  const [exact] = searchCities(text, countryCode, 1, true);
  if (exact) return exact;
  const wordPrefix = `${normalizeText(text)} `;
  return searchCities(text, countryCode, 20).find((city) => city.normalized.startsWith(wordPrefix));
}

function withStreet(place: MapPlace, line1: string): MapPlace {
  if (!line1) return place;
  return { ...place, name: line1, line1, formattedAddress: `${line1}, ${place.formattedAddress}` };
}

/**
 * Offline geocoding: an IATA code, a known place by name, an airport by name, a US ZIP code, or
 * a city named in the address. A street address is placed at its ZIP code's or city's centre and
 * says so in `precision`. Anything else cannot be located.
 */
export async function offlineGeocode(
  address: string,
  context: MapsRequestContext,
): Promise<MapPlace | null> {
  const text = address.trim();
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const code = /^\(?([A-Za-z]{3})\)?$/.exec(text)?.[1] ?? /\(([A-Z]{3})\)/.exec(text)?.[1];
  const airport = code ? airportByCode(code) : undefined;
  if (airport) return airportPlace(airport);

  const head = parts[0] ?? text;
  const local = await context.localPlaces.search(head, 5);
  const named = local.find((place) => normalizeText(place.name) === normalizeText(head));
  if (named) return named;

  if (AIRPORT_WORDS.test(text)) {
    const [byName] = searchAirports(head, context.center, 1);
    if (byName) return airportPlace(byName);
  }

  const line1 = streetLine(parts);
  // The last five-digit group is the ZIP, unless it opens a multi-part address as a house number.
  const zipMatch = [...text.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)].pop();
  const isHouseNumber = zipMatch?.index === 0 && parts.length > 1;
  const zip = zipMatch?.[1] && !isHouseNumber ? postalCodeByZip(zipMatch[1]) : undefined;
  if (zip) return postalCodePlace(zip, line1);

  for (const part of [...parts].reverse()) {
    if (part === line1) continue;
    const city = cityNamed(part.replace(/(?<!\s)\s+\d{5}(-\d{4})?$/, ''), context.countryCode);
    if (city) return withStreet(cityPlace(city), line1);
  }
  // A street address alone ("200 Park Ave") is in the company's own city.
  if (parts.length === 1 && HOUSE_NUMBER_FIRST.test(text)) {
    const home = largestCityNear(context.center, HOME_CITY_METERS);
    if (home) return withStreet(cityPlace(home), text);
  }
  return null;
}
