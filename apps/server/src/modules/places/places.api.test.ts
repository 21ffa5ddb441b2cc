import { SAVED_PLACES_LIMIT } from '@ride/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { AUTOCOMPLETE, DETAILS, type Place, type Suggestion } from '../maps/maps.test-helpers.ts';
import {
  ADD_PLACE,
  buildSavedPlace,
  DELETE_PLACE,
  SAVED_ADDRESSES,
  signedInRider,
  type SavedAddress,
} from './places.test-helpers.ts';

type Headers = Record<string, string>;

describe.each(databaseKinds())('saved places on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  const list = (headers: Headers = {}, first = 50) =>
    api.gql<{ getSavedAddresses: { totalCount: number; nodes: SavedAddress[] } }>(
      SAVED_ADDRESSES,
      { first },
      headers,
    );
  const add = (input: Record<string, unknown>, headers: Headers = {}) =>
    api.gql<{ addFavoritePlace: SavedAddress }>(ADD_PLACE, { input }, headers);
  const remove = (id: string, headers: Headers = {}) =>
    api.gql<{ deleteFavoritePlace: boolean }>(DELETE_PLACE, { input: { id } }, headers);
  const suggestions = async (input: string, headers: Headers, coid = 'demo') =>
    (
      await api.gql<{ autocompletePlaces: Suggestion[] }>(
        AUTOCOMPLETE,
        { input: { coid, input } },
        headers,
      )
    ).data!.autocompletePlaces;
  const countOf = async (userId: string) =>
    (await api.db.selectFrom('saved_place').select('id').where('user_id', '=', userId).execute())
      .length;

  describe('getSavedAddresses', () => {
    it('answers 401 without a signed-in rider', async () => {
      const res = await list();
      expect(res.status).toBe(401);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it.each([0, 51])('refuses first %i, naming the field', async (first) => {
      const rider = await signedInRider(api);
      const res = await list(rider.headers, first);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    });

    it("lists the rider's own places only, Home, Work then Other, by name", async () => {
      const rider = await signedInRider(api);
      const other = await signedInRider(api);
      await buildSavedPlace(api, { userId: rider.id }, { name: 'Zoo', type: 'OTHER' });
      await buildSavedPlace(api, { userId: rider.id }, { name: 'Gym', type: 'OTHER' });
      await buildSavedPlace(api, { userId: rider.id }, { name: 'Office', type: 'WORK' });
      await buildSavedPlace(api, { userId: rider.id }, { name: 'Home', type: 'HOME' });
      await buildSavedPlace(api, { userId: other.id }, { name: 'Not mine' });
      const res = await list(rider.headers);
      expect(res.errors).toBeUndefined();
      const { nodes, totalCount } = res.data!.getSavedAddresses;
      expect(totalCount).toBe(4);
      // Never the company's own places (Demo Limousine Lounge) nor another rider's.
      expect(nodes.map((n) => n.name)).toEqual(['Home', 'Office', 'Gym', 'Zoo']);
      expect(nodes[0]).toMatchObject({
        type: 'HOME',
        line1: '1 Built St',
        line2: '',
        city: 'New York',
        stateCode: 'NY',
        postalCode: '10001',
        countryCode: 'US',
        coordinates: { latitude: 40.75, longitude: -73.99 },
        placeId: `saved:${nodes[0]!.id}`,
        placeKind: 'address',
      });
      expect((await list(rider.headers, 2)).data!.getSavedAddresses.nodes).toHaveLength(2);
    });
  });

  describe('addFavoritePlace', () => {
    it('answers 401 without a signed-in rider', async () => {
      const res = await add({ name: 'Home', type: 'HOME', placeId: 'airport:JFK' });
      expect(res.status).toBe(401);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it.each([
      [{ name: '   ' }, 'name', 'name is required'],
      [{ name: 'a'.repeat(256) }, 'name', 'name must be at most 255 characters'],
      [{ placeId: '' }, 'placeId', 'placeId is required'],
      [{ placeId: 'x'.repeat(201) }, 'placeId', 'placeId must be at most 200 characters'],
      [
        { placeId: 'known:99999999' },
        'placeId',
        'placeId is not a place the maps service can locate',
      ],
    ])('refuses %j, naming the field, and saves nothing', async (change, field, message) => {
      const rider = await signedInRider(api);
      const res = await add(
        { name: 'Home', type: 'HOME', placeId: 'airport:JFK', ...change },
        rider.headers,
      );
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
      expect(await countOf(rider.id)).toBe(0);
    });

    it('accepts a name of exactly 255 characters', async () => {
      const rider = await signedInRider(api);
      const name = 'n'.repeat(255);
      const res = await add({ name, type: 'OTHER', placeId: 'airport:JFK' }, rider.headers);
      expect(res.data?.addFavoritePlace.name).toBe(name);
    });

    it("saves the maps port's address and coordinates, and the search offers it first", async () => {
      const rider = await signedInRider(api);
      const [grandCentral] = await suggestions('grand central terminal', rider.headers);
      const res = await add(
        { name: ' Commute ', type: 'WORK', placeId: grandCentral!.placeId },
        rider.headers,
      );
      expect(res.errors).toBeUndefined();
      const saved = res.data!.addFavoritePlace;
      const port = (
        await api.gql<{ placeDetails: Place }>(DETAILS, {
          input: { coid: 'demo', placeId: grandCentral!.placeId },
        })
      ).data!.placeDetails;
      expect(saved).toMatchObject({
        name: 'Commute',
        type: 'WORK',
        line1: port.line1,
        city: port.city,
        stateCode: 'NY',
        postalCode: port.postalCode,
        countryCode: 'US',
        coordinates: port.coordinates,
        placeKind: 'poi',
      });
      const first = (await suggestions('', rider.headers))[0];
      expect(first).toMatchObject({ placeId: saved.placeId, mainText: 'Commute' });
      const details = await api.gql<{ placeDetails: Place }>(
        DETAILS,
        { input: { coid: 'demo', placeId: saved.placeId } },
        rider.headers,
      );
      expect(details.data!.placeDetails).toMatchObject({
        name: 'Commute',
        coordinates: port.coordinates,
      });
    });

    it('the booking search offers all of the rider’s places first, in list order, before the company’s', async () => {
      const rider = await signedInRider(api);
      for (let i = 1; i <= 7; i++) {
        await buildSavedPlace(api, { userId: rider.id }, { name: `Place ${i}` });
      }
      await buildSavedPlace(api, { userId: rider.id }, { name: 'Zzz Home', type: 'HOME' });
      const names = (await suggestions('', rider.headers)).map((s) => s.mainText);
      expect(names).toEqual([
        'Zzz Home',
        ...Array.from({ length: 7 }, (_, i) => `Place ${i + 1}`),
        'Demo Limousine Lounge',
      ]);
      // Typed text keeps the best five saved matches, then the provider's suggestions.
      const typed = await suggestions('1 built', rider.headers);
      expect(typed.filter((s) => s.placeId.startsWith('saved:'))).toHaveLength(5);
    });

    it('keeps an airport an airport, with its code', async () => {
      const rider = await signedInRider(api);
      const saved = (
        await add({ name: 'JFK', type: 'OTHER', placeId: 'airport:JFK' }, rider.headers)
      ).data!.addFavoritePlace;
      expect(saved).toMatchObject({ placeKind: 'airport', airportCode: 'JFK' });
      const details = await api.gql<{ placeDetails: Place }>(
        DETAILS,
        { input: { coid: 'demo', placeId: saved.placeId } },
        rider.headers,
      );
      expect(details.data!.placeDetails).toMatchObject({ type: 'airport', airportCode: 'JFK' });
    });

    it("will not copy another company's or another rider's place", async () => {
      const rider = await signedInRider(api);
      const other = await signedInRider(api);
      const theirs = await buildSavedPlace(api, { userId: other.id });
      const known = await api.db
        .selectFrom('known_place')
        .select('id')
        .where('company_id', '=', 'acme')
        .executeTakeFirstOrThrow();
      for (const placeId of [`saved:${theirs}`, `known:${known.id}`]) {
        const res = await add({ name: 'Copy', type: 'OTHER', placeId }, rider.headers);
        expect(res.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'placeId',
        });
      }
      expect(await countOf(rider.id)).toBe(0);
    });

    it(`keeps at most ${SAVED_PLACES_LIMIT} places per rider`, async () => {
      const rider = await signedInRider(api);
      for (let i = 1; i < SAVED_PLACES_LIMIT; i++) {
        await buildSavedPlace(api, { userId: rider.id }, { name: `Place ${i}` });
      }
      const fiftieth = await add(
        { name: 'Fiftieth', type: 'OTHER', placeId: 'airport:LGA' },
        rider.headers,
      );
      expect(fiftieth.errors).toBeUndefined();
      const refused = await add(
        { name: 'One more', type: 'OTHER', placeId: 'airport:LGA' },
        rider.headers,
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: 'You can save up to 50 places. Delete one to add another.',
        extensions: { code: 'CONFLICT' },
      });
      expect(await countOf(rider.id)).toBe(SAVED_PLACES_LIMIT);
      expect((await list(rider.headers)).data!.getSavedAddresses.nodes).toHaveLength(50);
      // Another rider is not held to this rider's count.
      const other = await signedInRider(api);
      expect(
        (await add({ name: 'Mine', type: 'HOME', placeId: 'airport:LGA' }, other.headers)).errors,
      ).toBeUndefined();
    });

    it('saves a place once when the add is retried with the same Idempotency-Key', async () => {
      const rider = await signedInRider(api);
      const headers = { ...rider.headers, 'idempotency-key': `add-place-${rider.id}` };
      const input = { name: 'Airport', type: 'OTHER', placeId: 'airport:EWR' };
      const attempts = await Promise.all([add(input, headers), add(input, headers)]);
      const again = await add(input, headers);
      expect(attempts[0]?.errors).toBeUndefined();
      expect(attempts[1]).toEqual(attempts[0]);
      expect(again).toEqual(attempts[0]);
      expect(await countOf(rider.id)).toBe(1);
      // Without the key, a second add is a second place.
      expect((await add(input, rider.headers)).errors).toBeUndefined();
      expect(await countOf(rider.id)).toBe(2);
    });
  });

  describe('deleteFavoritePlace', () => {
    it('answers 401 without a signed-in rider', async () => {
      const rider = await signedInRider(api);
      const id = await buildSavedPlace(api, { userId: rider.id });
      const res = await remove(id);
      expect(res.status).toBe(401);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await countOf(rider.id)).toBe(1);
    });

    it("answers NOT_FOUND for another rider's, another company's, the company's and unknown ids", async () => {
      const rider = await signedInRider(api);
      const other = await signedInRider(api);
      const acmeRider = await signedInRider(api, 'acme');
      const mine = await buildSavedPlace(api, { userId: rider.id });
      const company = await api.db
        .selectFrom('saved_place')
        .select('id')
        .where('company_id', '=', 'demo')
        .where('user_id', 'is', null)
        .executeTakeFirstOrThrow();
      const attempts = [
        await remove(mine, other.headers),
        await remove(mine, acmeRider.headers),
        await remove(company.id, rider.headers),
        await remove('00000000-0000-4000-8000-000000000000', rider.headers),
        await remove('not-a-uuid', rider.headers),
      ];
      for (const res of attempts) {
        expect(res.errors?.[0]).toMatchObject({
          message: 'Saved place not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(await countOf(rider.id)).toBe(1);
      expect(
        await api.db.selectFrom('saved_place').select('id').where('id', '=', company.id).execute(),
      ).toHaveLength(1);
    });

    it("deletes the rider's place; it leaves the list and the search, and a second delete is NOT_FOUND", async () => {
      const rider = await signedInRider(api);
      const id = await buildSavedPlace(api, { userId: rider.id }, { name: 'Old flat' });
      const keep = await buildSavedPlace(api, { userId: rider.id }, { name: 'Keep' });
      const res = await remove(id, rider.headers);
      expect(res.errors).toBeUndefined();
      expect(res.data!.deleteFavoritePlace).toBe(true);
      expect((await list(rider.headers)).data!.getSavedAddresses.nodes.map((n) => n.id)).toEqual([
        keep,
      ]);
      expect((await suggestions('', rider.headers)).map((s) => s.mainText)).not.toContain(
        'Old flat',
      );
      expect((await remove(id, rider.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
