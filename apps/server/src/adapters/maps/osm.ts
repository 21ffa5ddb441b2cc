import { sumLegs } from '@ride/domain';
import { boxAround } from './geo.ts';
import { getJson, urlWith } from './http.ts';
import { nearestAirport } from './offline/airports.ts';
import {
  MapsStatusError,
  type LatLng,
  type MapPlace,
  type MapsProvider,
  type MapsRequestContext,
} from './provider.ts';

interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  category?: string;
  type?: string;
  address?: Record<string, string | undefined>;
}

const OSM_ID = /^([NWR])(\d{1,20})$/;

function placeId(place: NominatimPlace): string | null {
  const kind = place.osm_type?.[0]?.toUpperCase();
  return kind && place.osm_id !== undefined ? `${kind}${place.osm_id}` : null;
}

/** Nominatim's jsonv2 shape with addressdetails, into our place. */
function toPlace(place: NominatimPlace): MapPlace | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  const id = placeId(place);
  if (!id || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const address = place.address ?? {};
  const coordinates = { latitude, longitude };
  const isAirport = place.category === 'aeroway' && place.type === 'aerodrome';
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  const iso = address['ISO3166-2-lvl4'] ?? '';
  const countryCode = (address.country_code ?? '').toUpperCase();
  return {
    placeId: id,
    type: isAirport
      ? 'airport'
      : place.category === 'place' || place.category === 'highway' || place.category === 'building'
        ? 'address'
        : 'poi',
    name: place.name || street || (place.display_name ?? '').split(',')[0] || '',
    formattedAddress: place.display_name ?? '',
    line1: street,
    line2: '',
    city: address.city ?? address.town ?? address.village ?? address.suburb ?? '',
    // US-NY → NY; UK addresses carry no state code (GB-ENG is a country of the UK, not a state).
    stateCode: countryCode === 'GB' ? '' : iso.replace(/^[A-Z]{2}-/, ''),
    postalCode: address.postcode ?? '',
    countryCode,
    airportCode: isAirport ? (nearestAirport(coordinates, 5_000)?.code ?? null) : null,
    coordinates,
    precision: 'exact',
  };
}

const places = (items: unknown) =>
  (Array.isArray(items) ? (items as NominatimPlace[]) : [])
    .map(toPlace)
    .filter((place): place is MapPlace => place !== null);

export interface OsmOptions {
  nominatimUrl: string;
  osrmUrl: string;
}

/** OpenStreetMap: Nominatim for places and addresses, OSRM for driving routes, at configured URLs. */
export function createOsmProvider(options: OsmOptions): MapsProvider {
  const nominatim = (path: string, params: Record<string, string | number | undefined>) =>
    getJson(
      urlWith(options.nominatimUrl, path, { format: 'jsonv2', addressdetails: 1, ...params }),
    );
  const viewbox = (center: LatLng, radiusMeters: number) => {
    const box = boxAround(center, radiusMeters);
    return [box.west, box.north, box.east, box.south].join(',');
  };
  // Within the company's country, preferring its service area (bounded=0: a bias, not a limit).
  const search = async (query: string, context: MapsRequestContext, limit: number) =>
    places(
      await nominatim('/search', {
        q: query,
        limit,
        countrycodes: context.countryCode.toLowerCase(),
        viewbox: viewbox(context.searchArea.center, context.searchArea.radiusMeters),
        bounded: 0,
      }),
    );

  const reverseGeocode = async (point: LatLng) => {
    const answer = (await nominatim('/reverse', {
      lat: point.latitude,
      lon: point.longitude,
    })) as NominatimPlace & {
      error?: string;
    };
    return answer.error ? null : toPlace(answer);
  };

  return {
    name: 'osm',
    async geocode(address, context) {
      return (await search(address, context, 1))[0] ?? null;
    },
    reverseGeocode,
    async autocomplete(input, context) {
      // Nominatim has no autocomplete; a short search stands in (allowed on self-hosted instances).
      return (await search(input, context, 5)).map((place) => ({
        placeId: place.placeId,
        type: place.type,
        description: place.formattedAddress,
        mainText: place.name,
        secondaryText: place.formattedAddress.startsWith(`${place.name}, `)
          ? place.formattedAddress.slice(place.name.length + 2)
          : place.formattedAddress,
      }));
    },
    findPlace: (query, context) => search(query, context, 5),
    async placeDetails(id) {
      if (!OSM_ID.test(id)) return null;
      return places(await nominatim('/lookup', { osm_ids: id }))[0] ?? null;
    },
    async nearby(request) {
      if (!request.keyword) {
        const here = await reverseGeocode(request.location);
        return here ? [here] : [];
      }
      return places(
        await nominatim('/search', {
          q: request.keyword,
          viewbox: viewbox(request.location, request.radiusMeters),
          bounded: 1,
          limit: 20,
        }),
      );
    },
    async directions(points) {
      const path = points.map((p) => `${p.longitude},${p.latitude}`).join(';');
      type Answer = {
        code?: string;
        message?: string;
        routes?: { geometry?: string; legs?: { distance?: number; duration?: number }[] }[];
      };
      // OSRM answers "no road between these points" as a 400 whose body says NoRoute.
      const answer = (await getJson(
        urlWith(options.osrmUrl, `/route/v1/driving/${path}`, {
          overview: 'full',
          geometries: 'polyline',
          steps: 'false',
        }),
        [400],
      )) as Answer;
      if (answer.code === 'NoRoute') return null;
      if (answer.code !== 'Ok') throw new MapsStatusError(answer.code ?? 'MISSING', answer.message);
      const route = answer.routes?.[0];
      if (!route?.legs?.length) return null;
      const legs = route.legs.map((leg) => ({
        distanceMeters: Math.round(leg.distance ?? 0),
        durationSeconds: Math.round(leg.duration ?? 0),
      }));
      return { legs, ...sumLegs(legs), encodedPolyline: route.geometry ?? '', isEstimate: false };
    },
  };
}
