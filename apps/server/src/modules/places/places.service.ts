import {
  cutText,
  newSavedPlaceSchema,
  SAVED_PLACE_TRIM,
  SAVED_PLACES_FULL_MESSAGE,
  SAVED_PLACES_LIMIT,
} from '@ride/domain';
import { z } from 'zod';
import type { Viewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badUserInput, conflict, notFound } from '../../core/errors.ts';
import type { RequestInfo } from '../../core/request.ts';
import { requireActiveCompany } from '../company/index.ts';
import { mapsCallFor, placeDetails } from '../maps/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import {
  countRiderPlaces,
  deleteRiderPlace,
  insertSavedPlace,
  listRiderPlaces,
  lockRider,
  type PlaceOwner,
  type SavedPlaceRow,
} from './places.repository.ts';

export type PlacesDeps = Pick<Deps, 'db' | 'config' | 'logger'> & Pick<RequestInfo, 'clientIp'>;

/** The id the maps port's placeDetails resolves a saved place by (maps.service.ts). */
export const savedPlaceId = (id: string) => `saved:${id}`;

function toSavedAddress(row: SavedPlaceRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    stateCode: row.state_code,
    countryCode: row.country_code,
    postalCode: row.postal_code,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    placeId: savedPlaceId(row.id),
    placeKind: row.place_kind,
    airportCode: row.airport_code,
  };
}

function ownerOf(viewer: Viewer): PlaceOwner {
  return { companyId: viewer.companyId, accountId: viewer.userId };
}

/** getSavedAddresses: the signed-in rider's places, at most 50 (spec part 2 §7 and §9). */
export async function savedAddresses(ctx: PlacesDeps, viewer: Viewer, first: number) {
  const owner = ownerOf(viewer);
  if (!Number.isInteger(first) || first < 1 || first > SAVED_PLACES_LIMIT)
    throw badUserInput(`first must be between 1 and ${SAVED_PLACES_LIMIT}`, 'first');
  const [rows, totalCount] = await Promise.all([
    listRiderPlaces(ctx.db, owner, first),
    countRiderPlaces(ctx.db, owner),
  ]);
  return { nodes: rows.map(toSavedAddress), totalCount };
}

/**
 * addFavoritePlace: the place the rider chose is looked up again through the maps port, so the
 * address and coordinates saved are the port's; the rider gives only its name and type.
 */
export async function addFavoritePlace(ctx: PlacesDeps, viewer: Viewer, rawInput: unknown) {
  const owner = ownerOf(viewer);
  const input = parseOrRefuse(newSavedPlaceSchema, rawInput);
  const company = await requireActiveCompany(ctx.db, owner.companyId);
  const place = await placeDetails(mapsCallFor({ ...ctx, viewer }, company), input.placeId);
  if (!place) throw badUserInput('placeId is not a place the maps service can locate', 'placeId');
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockRider(trx, owner))) throw notFound('Account');
    if ((await countRiderPlaces(trx, owner)) >= SAVED_PLACES_LIMIT)
      throw conflict(SAVED_PLACES_FULL_MESSAGE);
    const row = await insertSavedPlace(trx, {
      company_id: owner.companyId,
      user_id: owner.accountId,
      name: input.name,
      type: input.type,
      // An airport or a venue may have no street line: its name stands in, as the search shows it.
      line1: cutText(place.line1 || place.name, SAVED_PLACE_TRIM.line),
      line2: cutText(place.line2, SAVED_PLACE_TRIM.line),
      city: cutText(place.city, SAVED_PLACE_TRIM.city),
      state_code: place.stateCode,
      postal_code: cutText(place.postalCode, SAVED_PLACE_TRIM.postalCode),
      country_code: place.countryCode,
      latitude: place.coordinates.latitude,
      longitude: place.coordinates.longitude,
      place_kind: place.type,
      airport_code: place.airportCode,
      source_place_id: input.placeId,
    });
    return toSavedAddress(row);
  });
}

/** deleteFavoritePlace: another rider's, the company's, or an unknown id is NOT_FOUND alike. */
export async function removeFavoritePlace(ctx: PlacesDeps, viewer: Viewer, id: string) {
  const owner = ownerOf(viewer);
  if (!z.uuid().safeParse(id).success) throw notFound('Saved place');
  if (!(await deleteRiderPlace(ctx.db, owner, id))) throw notFound('Saved place');
  return true;
}
