import type { LocalPlaceSource, MapPlace } from '../../adapters/maps/index.ts';
import {
  greatCircleMeters,
  normalizeText,
  queryWords,
  startsWords,
} from '../../adapters/maps/geo.ts';
import type { Db } from '../../db/database.ts';
import { cachedRead } from '../company/index.ts';
import { findKnownPlace, knownPlacesInBox, listKnownPlaces } from './maps.repository.ts';

interface PlaceRow {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state_code: string;
  postal_code: string;
  country_code: string;
  latitude: number;
  longitude: number;
  /** Saved places know their kind (0033); known places are points of interest. */
  place_kind?: MapPlace['type'];
  airport_code?: string | null;
}

/** A stored place as the maps port shapes places; UK places carry no state code. */
export function storedPlace(placeId: string, row: PlaceRow): MapPlace {
  const countryCode = row.country_code.trim().toUpperCase();
  const stateCode = countryCode === 'GB' ? '' : row.state_code;
  const area = [row.city, [stateCode, row.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const street = [row.line1, row.line2].filter(Boolean).join(', ');
  return {
    placeId,
    type: row.place_kind ?? (placeId.startsWith('known:') ? 'poi' : 'address'),
    name: row.name,
    // A place named by its street line says it once.
    formattedAddress: [row.name, street === row.name ? '' : street, area]
      .filter(Boolean)
      .join(', '),
    line1: row.line1,
    line2: row.line2 ?? '',
    city: row.city,
    stateCode,
    postalCode: row.postal_code,
    countryCode,
    airportCode: row.airport_code ?? null,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    precision: 'exact',
  };
}

const KNOWN_ID = /^\d{1,9}$/;

/** The company's well-known places (hotels, stations, venues) that the offline provider searches. */
export function knownPlaceSource(db: Db, companyId: string): LocalPlaceSource {
  return {
    async search(text, limit) {
      const words = queryWords(text);
      if (words.length === 0) return [];
      const rows = await cachedRead(db, `known-places:${companyId}`, () =>
        listKnownPlaces(db, companyId),
      );
      return rows
        .filter((row) => startsWords(normalizeText(row.name), words))
        .slice(0, limit)
        .map((row) => storedPlace(`known:${row.id}`, row));
    },
    async near(point, radiusMeters, limit) {
      const dLat = radiusMeters / 111_320;
      const dLng = dLat / Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180));
      const rows = await knownPlacesInBox(db, companyId, {
        south: point.latitude - dLat,
        north: point.latitude + dLat,
        west: point.longitude - dLng,
        east: point.longitude + dLng,
      });
      return rows
        .map((row) => ({ row, distanceMeters: greatCircleMeters(point, row) }))
        .filter((near) => near.distanceMeters <= radiusMeters)
        .sort((a, b) => a.distanceMeters - b.distanceMeters)
        .slice(0, limit)
        .map(({ row, distanceMeters }) =>
          Object.assign(storedPlace(`known:${row.id}`, row), { distanceMeters }),
        );
    },
    async byId(id) {
      if (!KNOWN_ID.test(id)) return null;
      const row = await findKnownPlace(db, companyId, Number(id));
      return row ? storedPlace(`known:${row.id}`, row) : null;
    },
  };
}
