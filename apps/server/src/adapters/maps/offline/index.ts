import { greatCircleMeters, queryWords, startsWords, normalizeText } from '../geo.ts';
import { estimateRoute } from '../estimate.ts';
import type {
  LatLng,
  MapPlace,
  MapsProvider,
  MapsRequestContext,
  PlaceSuggestion,
} from '../provider.ts';
import {
  airportByCode,
  airportPlace,
  airportsWithin,
  nearestAirport,
  searchAirports,
} from './airports.ts';
import { cityById, cityPlace, nearestCity, searchCities } from './cities.ts';
import { inSearchAreaFirst, offlineGeocode } from './geocode.ts';
import {
  nearestPostalCode,
  postalCodeByZip,
  postalCodePlace,
  searchPostalCodes,
} from './postal-codes.ts';

const SUGGESTION_LIMIT = 8;
/** A house number and a street ("200 Park Ave"). */
const STREET_ADDRESS = /^\d+[A-Za-z]?\s+\S/;
const TEXT_PLACE_PREFIX = 'text:';

function suggestion(place: MapPlace): PlaceSuggestion {
  const secondary = place.formattedAddress.startsWith(`${place.name}, `)
    ? place.formattedAddress.slice(place.name.length + 2)
    : place.formattedAddress;
  return {
    placeId: place.placeId,
    type: place.type,
    description: place.formattedAddress,
    mainText: place.name,
    secondaryText: secondary === place.name ? '' : secondary,
  };
}

/** A geocoded free-text address gets an id that re-geocodes it, so details can be asked for later. */
function textPlace(place: MapPlace, text: string): MapPlace {
  return place.placeId.startsWith('city:') || place.placeId.startsWith('zip:')
    ? { ...place, placeId: `${TEXT_PLACE_PREFIX}${encodeURIComponent(text)}` }
    : place;
}

async function autocomplete(
  input: string,
  context: MapsRequestContext,
): Promise<PlaceSuggestion[]> {
  const text = input.trim();
  const digits = /^\d{3,5}$/.test(text) ? text : '';
  const local = await context.localPlaces.search(text, 4);
  const places: MapPlace[] = [
    ...local,
    ...searchAirports(text, context.center, 3).map(airportPlace),
    ...searchPostalCodes(digits, context.center, 3).map((code) => postalCodePlace(code)),
    ...(digits ? [] : searchCities(text, context.countryCode, 3).map(cityPlace)),
  ];
  // A full address ("350 5th Ave, New York", or "200 Park Ave" in the company's own city) is
  // offered as itself, located as well as we can.
  if (text.includes(',') || STREET_ADDRESS.test(text)) {
    const whole = await offlineGeocode(text, context);
    if (whole) places.unshift(textPlace(whole, text));
  }
  const seen = new Set<string>();
  return inSearchAreaFirst(
    places.filter((place) => !seen.has(place.placeId) && seen.add(place.placeId)),
    context,
  )
    .slice(0, SUGGESTION_LIMIT)
    .map(suggestion);
}

/** A text place id's address; undecodable percent-encoding names no place (null). */
function decodedText(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

async function placeDetails(
  placeId: string,
  context: MapsRequestContext,
): Promise<MapPlace | null> {
  const [kind, ...rest] = placeId.split(':');
  const value = rest.join(':');
  switch (kind) {
    case 'airport': {
      const airport = airportByCode(value);
      return airport ? airportPlace(airport) : null;
    }
    case 'city': {
      const city = /^\d+$/.test(value) ? cityById(Number(value)) : undefined;
      return city ? cityPlace(city) : null;
    }
    case 'zip': {
      const code = /^\d{5}$/.test(value) ? postalCodeByZip(value) : undefined;
      return code ? postalCodePlace(code) : null;
    }
    case 'known':
      return context.localPlaces.byId(value);
    case 'text': {
      const text = decodedText(value);
      if (text === null) return null;
      const place = await offlineGeocode(text, context);
      return place ? textPlace(place, text) : null;
    }
    default:
      return null;
  }
}

async function reverseGeocode(
  point: LatLng,
  context: MapsRequestContext,
): Promise<MapPlace | null> {
  const [local] = await context.localPlaces.near(point, 150, 1);
  if (local) return local;
  const airport = nearestAirport(point, 3_000);
  if (airport) return airportPlace(airport);
  const zip = nearestPostalCode(point, 5_000);
  if (zip) return postalCodePlace(zip);
  const city = nearestCity(point, 30_000);
  return city ? cityPlace(city) : null;
}

async function findPlace(query: string, context: MapsRequestContext): Promise<MapPlace[]> {
  const located = await offlineGeocode(query, context);
  const local = await context.localPlaces.search(query, 5);
  const airports = searchAirports(query, context.center, 3).map(airportPlace);
  const found = [...(located ? [textPlace(located, query)] : []), ...local, ...airports];
  const seen = new Set<string>();
  return inSearchAreaFirst(
    found.filter((place) => !seen.has(place.placeId) && seen.add(place.placeId)),
    context,
  ).slice(0, 5);
}

async function nearby(
  request: { location: LatLng; radiusMeters: number; keyword: string },
  context: MapsRequestContext,
): Promise<MapPlace[]> {
  const words = queryWords(request.keyword);
  const local = await context.localPlaces.near(request.location, request.radiusMeters, 50);
  const airports = airportsWithin(request.location, request.radiusMeters).map((airport) => ({
    ...airportPlace(airport),
    distanceMeters: greatCircleMeters(request.location, airport.coordinates),
  }));
  return [...local, ...airports]
    .filter((place) => words.length === 0 || startsWords(normalizeText(place.name), words))
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
    .slice(0, 20)
    .map(({ distanceMeters: _, ...place }) => place);
}

/**
 * The offline provider: airports, cities and US ZIP codes from data packages, the company's known
 * places from the database, and routes estimated from great-circle distance.
 */
export function createOfflineProvider(): MapsProvider {
  return {
    name: 'offline',
    geocode: offlineGeocode,
    reverseGeocode,
    autocomplete,
    findPlace,
    placeDetails,
    nearby,
    directions: async (points) => estimateRoute(points),
  };
}
