import { sumLegs } from '@ride/domain';
import { boxAround } from './geo.ts';
import { getJson, latLngText, urlWith } from './http.ts';
import { nearestAirport } from './offline/airports.ts';
import {
  MapsStatusError,
  type LatLng,
  type MapPlace,
  type MapsProvider,
  type MapsRequestContext,
  type PlaceSuggestion,
  type RouteEstimate,
} from './provider.ts';

export const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com';

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GooglePlace {
  place_id?: string;
  name?: string;
  formatted_address?: string;
  vicinity?: string;
  types?: string[];
  geometry?: { location?: { lat?: number; lng?: number } };
  address_components?: AddressComponent[];
}

interface GoogleAnswer {
  status?: string;
  error_message?: string;
}

/** Google's place biases reach 50 km from their centre at most. */
const GOOGLE_MAX_BIAS_METERS = 50_000;
const DETAIL_FIELDS = 'place_id,name,formatted_address,geometry,address_components,types';

/** OK answers count; ZERO_RESULTS is an empty answer; any other status is a provider failure. */
function checkStatus(answer: GoogleAnswer): boolean {
  if (answer.status === 'OK') return true;
  if (answer.status === 'ZERO_RESULTS' || answer.status === 'NOT_FOUND') return false;
  throw new MapsStatusError(answer.status ?? 'MISSING', answer.error_message);
}

function component(place: GooglePlace, type: string, short = false): string {
  const found = place.address_components?.find((c) => c.types.includes(type));
  return (short ? found?.short_name : found?.long_name) ?? '';
}

function toPlace(place: GooglePlace): MapPlace | null {
  const lat = place.geometry?.location?.lat;
  const lng = place.geometry?.location?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !place.place_id) return null;
  const coordinates = { latitude: lat, longitude: lng };
  const types = place.types ?? [];
  const isAirport = types.includes('airport');
  const street = [component(place, 'street_number'), component(place, 'route')]
    .filter(Boolean)
    .join(' ');
  const formattedAddress = place.formatted_address ?? place.vicinity ?? '';
  return {
    placeId: place.place_id,
    type: isAirport
      ? 'airport'
      : types.includes('establishment') || types.includes('point_of_interest')
        ? 'poi'
        : 'address',
    name: place.name ?? (street || formattedAddress.split(',')[0] || ''),
    formattedAddress,
    line1: street,
    line2: component(place, 'subpremise'),
    city:
      component(place, 'locality') ||
      component(place, 'postal_town') ||
      component(place, 'sublocality'),
    stateCode: component(place, 'administrative_area_level_1', true),
    postalCode: component(place, 'postal_code'),
    countryCode: component(place, 'country', true),
    // Google does not give IATA codes; the nearest airport of the data package names it.
    airportCode: isAirport ? (nearestAirport(coordinates, 5_000)?.code ?? null) : null,
    coordinates,
    precision: 'exact',
  };
}

const places = (items: GooglePlace[] | undefined) =>
  (items ?? []).map(toPlace).filter((place): place is MapPlace => place !== null);

export interface GoogleOptions {
  apiKey: string;
  baseUrl?: string;
}

/** Google Maps web services: Geocoding, Places (legacy web service) and Directions. */
export function createGoogleProvider(options: GoogleOptions): MapsProvider {
  const base = options.baseUrl ?? GOOGLE_MAPS_BASE_URL;
  const call = async <T extends GoogleAnswer>(
    path: string,
    params: Record<string, string | number | undefined>,
  ) => (await getJson(urlWith(base, path, { ...params, key: options.apiKey }))) as T;
  // The company's service area, as far as Google's bias reaches (50 km at most).
  const biasRadius = (context: MapsRequestContext) =>
    Math.round(Math.min(context.searchArea.radiusMeters, GOOGLE_MAX_BIAS_METERS));
  const bias = (context: MapsRequestContext) => ({
    location: latLngText(context.searchArea.center),
    radius: biasRadius(context),
  });
  const bounds = (context: MapsRequestContext) => {
    const box = boxAround(context.searchArea.center, context.searchArea.radiusMeters);
    return `${box.south},${box.west}|${box.north},${box.east}`;
  };

  return {
    name: 'google',
    async geocode(address, context) {
      const answer = await call<GoogleAnswer & { results?: GooglePlace[] }>(
        '/maps/api/geocode/json',
        {
          address,
          // Google's region bias takes ccTLDs: the United Kingdom is uk, not gb.
          region: context.countryCode === 'GB' ? 'uk' : context.countryCode.toLowerCase(),
          bounds: bounds(context),
        },
      );
      return checkStatus(answer) ? (places(answer.results)[0] ?? null) : null;
    },
    async reverseGeocode(point: LatLng) {
      const answer = await call<GoogleAnswer & { results?: GooglePlace[] }>(
        '/maps/api/geocode/json',
        {
          latlng: latLngText(point),
        },
      );
      return checkStatus(answer) ? (places(answer.results)[0] ?? null) : null;
    },
    async autocomplete(input, context) {
      type Prediction = {
        place_id: string;
        description: string;
        types?: string[];
        structured_formatting?: { main_text?: string; secondary_text?: string };
      };
      const answer = await call<GoogleAnswer & { predictions?: Prediction[] }>(
        '/maps/api/place/autocomplete/json',
        {
          input,
          ...bias(context),
        },
      );
      if (!checkStatus(answer)) return [];
      return (answer.predictions ?? []).map((p): PlaceSuggestion => ({
        placeId: p.place_id,
        type: p.types?.includes('airport')
          ? 'airport'
          : p.types?.includes('establishment')
            ? 'poi'
            : 'address',
        description: p.description,
        mainText: p.structured_formatting?.main_text ?? p.description,
        secondaryText: p.structured_formatting?.secondary_text ?? '',
      }));
    },
    async findPlace(query, context) {
      const answer = await call<GoogleAnswer & { candidates?: GooglePlace[] }>(
        '/maps/api/place/findplacefromtext/json',
        {
          input: query,
          inputtype: 'textquery',
          fields: DETAIL_FIELDS,
          locationbias: `circle:${biasRadius(context)}@${latLngText(context.searchArea.center)}`,
        },
      );
      return checkStatus(answer) ? places(answer.candidates) : [];
    },
    async placeDetails(placeId) {
      const answer = await call<GoogleAnswer & { result?: GooglePlace }>(
        '/maps/api/place/details/json',
        {
          place_id: placeId,
          fields: DETAIL_FIELDS,
        },
      );
      return checkStatus(answer) && answer.result ? toPlace(answer.result) : null;
    },
    async nearby(request) {
      const answer = await call<GoogleAnswer & { results?: GooglePlace[] }>(
        '/maps/api/place/nearbysearch/json',
        {
          location: latLngText(request.location),
          radius: request.radiusMeters,
          keyword: request.keyword,
        },
      );
      return checkStatus(answer) ? places(answer.results) : [];
    },
    async directions(points): Promise<RouteEstimate | null> {
      type Leg = { distance?: { value?: number }; duration?: { value?: number } };
      type Route = { legs?: Leg[]; overview_polyline?: { points?: string } };
      const answer = await call<GoogleAnswer & { routes?: Route[] }>('/maps/api/directions/json', {
        origin: latLngText(points[0]!),
        destination: latLngText(points[points.length - 1]!),
        waypoints: points.slice(1, -1).map(latLngText).join('|'),
        mode: 'driving',
      });
      const route = checkStatus(answer) ? answer.routes?.[0] : undefined;
      if (!route?.legs?.length) return null;
      const legs = route.legs.map((leg) => ({
        distanceMeters: leg.distance?.value ?? 0,
        durationSeconds: leg.duration?.value ?? 0,
      }));
      return {
        legs,
        ...sumLegs(legs),
        encodedPolyline: route.overview_polyline?.points ?? '',
        isEstimate: false,
      };
    },
  };
}
