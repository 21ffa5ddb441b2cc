import { cachedRead } from '../company/index.ts';
import {
  isLocated,
  type LatLng,
  type MapPlace,
  type PlaceSuggestion,
} from '../../adapters/maps/index.ts';
import { normalizeText, queryWords, startsWords } from '../../adapters/maps/geo.ts';
import { badUserInput } from '../../core/errors.ts';
import { storedPlace } from './local-places.ts';
import { checkPoint, providerContext, queryText, riderOf, type MapsCall } from './maps-call.ts';
import {
  findRecentRoute,
  findSavedPlace,
  listRecentRoutes,
  listSavedPlaces,
} from './maps.repository.ts';
import { callProvider } from './provider-call.ts';

export type { MapsCall } from './maps-call.ts';

const SAVED_PREFIX = 'saved:';
const RECENT_PREFIX = 'recent:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A recent place's id: its reservation and the stop's place in the route. */
const RECENT_ID =
  /^recent:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,2})$/i;
/** The rider's recent pickups and drop-offs offered with nothing typed. */
export const RECENT_PLACES_LIMIT = 10;
/** Reservations read for them: enough for ten different places when rides repeat. */
const RECENT_ROUTES_READ = 30;

const STOP_KINDS = { ADDRESS: 'address', AIRPORT: 'airport', POI: 'poi', FBO: 'poi' } as const;

type RouteRow = Awaited<ReturnType<typeof listRecentRoutes>>[number];

function recentPlace(row: RouteRow, index: number): MapPlace | null {
  const stop = row.route[index];
  if (!stop) return null;
  return storedPlace(`${RECENT_PREFIX}${row.id}:${index}`, {
    // A street address booked without a name is named by its street line.
    name: stop.name || stop.line1,
    line1: stop.line1,
    line2: stop.line2,
    city: stop.city,
    state_code: stop.stateCode,
    postal_code: stop.postalCode,
    country_code: stop.countryCode,
    latitude: stop.latitude,
    longitude: stop.longitude,
    place_kind: STOP_KINDS[stop.type] ?? 'address',
    airport_code: stop.airportCode,
  });
}

/** Where a place is, to about 10 m: one place however it was named when booked. */
const placeKey = (place: MapPlace) =>
  `${place.coordinates.latitude.toFixed(4)},${place.coordinates.longitude.toFixed(4)}`;

/**
 * The signed-in rider's last pickups and drop-offs in this company, newest first, each place
 * once and none where a saved place is; nothing for a guest.
 */
async function recentPlaces(call: MapsCall, saved: readonly MapPlace[]): Promise<MapPlace[]> {
  const rider = riderOf(call);
  if (!rider) return [];
  const rows = await listRecentRoutes(call.db, call.company.id, rider, RECENT_ROUTES_READ);
  const seen = new Set(saved.map(placeKey));
  const places: MapPlace[] = [];
  for (const row of rows) {
    for (const index of row.route.keys()) {
      const place = located(recentPlace(row, index));
      if (!place || seen.has(placeKey(place))) continue;
      seen.add(placeKey(place));
      places.push(place);
      if (places.length === RECENT_PLACES_LIMIT) return places;
    }
  }
  return places;
}

const asSuggestion = (place: MapPlace): PlaceSuggestion => ({
  placeId: place.placeId,
  type: place.type,
  description: place.formattedAddress,
  mainText: place.name,
  secondaryText: place.formattedAddress.slice(place.name.length + 2),
});

/** Only a located place counts: neither latitude nor longitude may be 0 (spec part 1 §5). */
const located = (place: MapPlace | null) => (place && isLocated(place.coordinates) ? place : null);

async function savedPlaces(call: MapsCall): Promise<MapPlace[]> {
  const rider = riderOf(call);
  // A guest sees only the company's places, which are configuration and cached with it.
  const rows = rider
    ? await listSavedPlaces(call.db, call.company.id, rider)
    : await cachedRead(call.db, `company-places:${call.company.id}`, () =>
        listSavedPlaces(call.db, call.company.id, null),
      );
  return rows.map((row) => storedPlace(`${SAVED_PREFIX}${row.id}`, row));
}

/** Geocodes an address; empty, blank or non-text input gives nothing (spec part 1 §5). */
export async function geocodeAddress(call: MapsCall, address: unknown): Promise<MapPlace | null> {
  if (typeof address !== 'string' || address.trim() === '') return null;
  const text = queryText(address, 'address');
  const context = providerContext(call);
  const place = await callProvider(context, 'geocode', normalizeText(text), null, () =>
    context.provider.geocode(text, context.request),
  );
  return located(place);
}

export async function reverseGeocode(call: MapsCall, point: LatLng): Promise<MapPlace | null> {
  checkPoint(point, 'coordinates');
  if (!isLocated(point)) return null;
  const context = providerContext(call);
  const key = [point.latitude.toFixed(5), point.longitude.toFixed(5)];
  return located(
    await callProvider(context, 'reverseGeocode', key, null, () =>
      context.provider.reverseGeocode(point, context.request),
    ),
  );
}

/**
 * The rider's and company's saved places that match first, then the rider's recent pickups and
 * drop-offs that match, then the provider's suggestions.
 */
export async function autocompletePlaces(
  call: MapsCall,
  input: string,
): Promise<PlaceSuggestion[]> {
  const text = queryText(input, 'input');
  const words = queryWords(text);
  const matches = (place: MapPlace) =>
    words.length === 0 || startsWords(normalizeText(place.formattedAddress), words);
  // With nothing typed the rider sees every saved place (at most 50 of theirs, spec part 2 §9)
  // and their last ten places; once they type, the best few leave room for the provider's.
  const allSaved = await savedPlaces(call);
  const saved = allSaved.filter(matches).slice(0, words.length === 0 ? undefined : 5);
  const recent = (await recentPlaces(call, allSaved))
    .filter(matches)
    .slice(0, words.length === 0 ? undefined : 3);
  const own = [...saved, ...recent].map(asSuggestion);
  if (words.length === 0) return own;
  const context = providerContext(call);
  const found = await callProvider(context, 'autocomplete', normalizeText(text), [], () =>
    context.provider.autocomplete(text, context.request),
  );
  return [...own, ...found];
}

export async function placeDetails(call: MapsCall, placeId: string): Promise<MapPlace | null> {
  const id = queryText(placeId, 'placeId');
  if (id.startsWith(SAVED_PREFIX)) {
    const uuid = id.slice(SAVED_PREFIX.length);
    const row = UUID.test(uuid)
      ? await findSavedPlace(call.db, call.company.id, riderOf(call), uuid)
      : undefined;
    return row ? storedPlace(id, row) : null;
  }
  const recent = RECENT_ID.exec(id);
  if (recent) {
    const rider = riderOf(call);
    const [, reservationId, index] = recent;
    const row =
      rider && reservationId
        ? await findRecentRoute(call.db, call.company.id, rider, reservationId)
        : undefined;
    return row ? located(recentPlace(row, Number(index))) : null;
  }
  if (id.startsWith(RECENT_PREFIX)) return null;
  const context = providerContext(call);
  return located(
    await callProvider(context, 'placeDetails', id, null, () =>
      context.provider.placeDetails(id, context.request),
    ),
  );
}

export async function findPlace(call: MapsCall, query: string): Promise<MapPlace[]> {
  const text = queryText(query, 'query');
  if (text === '') return [];
  const context = providerContext(call);
  const places = await callProvider(context, 'findPlace', normalizeText(text), [], () =>
    context.provider.findPlace(text, context.request),
  );
  return places.filter((place) => isLocated(place.coordinates));
}

export const MAX_NEARBY_RADIUS_METERS = 50_000;

export async function nearbySearch(
  call: MapsCall,
  request: { location: LatLng; radiusMeters: number; keyword: string },
): Promise<MapPlace[]> {
  checkPoint(request.location, 'location');
  if (
    !Number.isInteger(request.radiusMeters) ||
    request.radiusMeters < 1 ||
    request.radiusMeters > MAX_NEARBY_RADIUS_METERS
  ) {
    throw badUserInput(`radius must be between 1 and ${MAX_NEARBY_RADIUS_METERS} meters`, 'radius');
  }
  const keyword = queryText(request.keyword, 'keyword');
  const context = providerContext(call);
  const key = [
    request.location.latitude.toFixed(5),
    request.location.longitude.toFixed(5),
    request.radiusMeters,
    normalizeText(keyword),
  ];
  const places = await callProvider(context, 'nearby', key, [], () =>
    context.provider.nearby({ ...request, keyword }, context.request),
  );
  return places.filter((place) => isLocated(place.coordinates));
}
