import type { TestApi } from '../../../test/api.ts';
import { bearer, buildRider, signInAs } from '../auth/auth.test-helpers.ts';

export const SAVED_ADDRESS_FIELDS = /* GraphQL */ `
  id name type line1 line2 city stateCode countryCode postalCode
  coordinates { latitude longitude } placeId placeKind airportCode
`;

export const SAVED_ADDRESSES = `query getSavedAddresses($first: Int!) {
  getSavedAddresses(first: $first) { totalCount nodes { ${SAVED_ADDRESS_FIELDS} } }
}`;
export const ADD_PLACE = `mutation addFavoritePlace($input: AddFavoritePlaceInput!) {
  addFavoritePlace(input: $input) { ${SAVED_ADDRESS_FIELDS} }
}`;
export const DELETE_PLACE = `mutation deleteFavoritePlace($input: DeleteFavoritePlaceInput!) {
  deleteFavoritePlace(input: $input)
}`;

export interface SavedAddress {
  id: string;
  name: string;
  type: string;
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  countryCode: string;
  postalCode: string;
  coordinates: { latitude: number; longitude: number };
  placeId: string;
  placeKind: string;
  airportCode: string | null;
}

/** A fresh rider of the company, signed in: their id and bearer header. */
export async function signedInRider(api: TestApi, companyId = 'demo') {
  const rider = await buildRider(api, { companyId });
  const { accessToken } = await signInAs(api, rider.email, rider.password, companyId);
  return { id: rider.id, headers: bearer(accessToken) };
}

/** A saved place of the rider written straight to the database. */
export async function buildSavedPlace(
  api: TestApi,
  owner: { companyId?: string; userId: string },
  overrides: { name?: string; type?: 'HOME' | 'WORK' | 'OTHER' } = {},
): Promise<string> {
  const row = await api.db
    .insertInto('saved_place')
    .values({
      company_id: owner.companyId ?? 'demo',
      user_id: owner.userId,
      name: overrides.name ?? 'Built place',
      type: overrides.type ?? 'OTHER',
      line1: '1 Built St',
      city: 'New York',
      state_code: 'NY',
      postal_code: '10001',
      country_code: 'US',
      latitude: 40.75,
      longitude: -73.99,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
