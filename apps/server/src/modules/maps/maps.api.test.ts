import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import {
  AUTOCOMPLETE,
  DETAILS,
  GEOCODE,
  type Place,
  type Suggestion,
} from './maps.test-helpers.ts';

describe.each(databaseKinds())('maps calls (offline provider) on %s', (kind) => {
  const api = useTestApi(kind);
  beforeAll(() => clearRateLimits(api));

  const geocode = (coid: string, address: unknown) =>
    api.gql<{ geocodeAddress: Place | null }>(GEOCODE, { input: { coid, address } });
  const autocomplete = (coid: string, input: string, headers: Record<string, string> = {}) =>
    api.gql<{ autocompletePlaces: Suggestion[] }>(
      AUTOCOMPLETE,
      { input: { coid, input } },
      headers,
    );
  const details = (coid: string, placeId: string, headers: Record<string, string> = {}) =>
    api.gql<{ placeDetails: Place | null }>(DETAILS, { input: { coid, placeId } }, headers);

  describe('geocodeAddress', () => {
    it('answers NOT_FOUND for an unknown company and 403 for a disabled one', async () => {
      expect((await geocode('nobody', 'JFK')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await geocode('closed', 'JFK')).status).toBe(403);
    });

    it.each([null, '', '   '])('gives nothing for %j', async (address) => {
      const res = await geocode('demo', address);
      expect(res.errors).toBeUndefined();
      expect(res.data!.geocodeAddress).toBeNull();
    });

    it('refuses an address longer than 200 characters', async () => {
      const res = await geocode('demo', 'x'.repeat(201));
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'address',
      });
    });

    it('gives nothing for an address it cannot locate', async () => {
      expect((await geocode('demo', 'Qwxzy Lane, Nowhereville')).data!.geocodeAddress).toBeNull();
    });

    it.each([
      ['demo', 'JFK', 'JFK'],
      ['demo', 'LGA', 'LGA'],
      ['demo', 'Newark Liberty International Airport', 'EWR'],
      ['acme', 'LHR', 'LHR'],
    ])('at %s locates %s as the airport %s', async (coid, address, code) => {
      const place = (await geocode(coid, address)).data!.geocodeAddress!;
      expect(place).toMatchObject({
        type: 'airport',
        airportCode: code,
        placeId: `airport:${code}`,
      });
    });

    it("locates the company's known places by name, and only its own", async () => {
      const demo = (await geocode('demo', 'Grand Central Terminal')).data!.geocodeAddress!;
      expect(demo).toMatchObject({
        type: 'poi',
        line1: '89 E 42nd St',
        postalCode: '10017',
        stateCode: 'NY',
      });
      const acme = (await geocode('acme', 'The Savoy')).data!.geocodeAddress!;
      expect(acme).toMatchObject({ type: 'poi', city: 'London', stateCode: '', countryCode: 'GB' });
      expect(
        (await geocode('acme', 'Grand Central Terminal')).data!.geocodeAddress?.placeId ?? '',
      ).not.toMatch(/^known:/);
    });
  });

  describe('autocompletePlaces', () => {
    it("offers the company's places first, then airports and cities", async () => {
      const res = await autocomplete('demo', 'plaza');
      expect(res.data!.autocompletePlaces[0]).toMatchObject({ mainText: 'The Plaza', type: 'poi' });
      const heathrow = await autocomplete('acme', 'heathrow');
      expect(heathrow.data!.autocompletePlaces.map((s) => s.placeId)).toContain('airport:LHR');
    });

    it("never offers another company's known places", async () => {
      const acme = await autocomplete('acme', 'The Plaza');
      expect(acme.data!.autocompletePlaces.map((s) => s.mainText)).not.toContain('The Plaza');
      const demo = await autocomplete('demo', 'Savoy');
      expect(demo.data!.autocompletePlaces.map((s) => s.mainText)).not.toContain('The Savoy');
    });

    it("gives a guest the company's saved places for an empty input", async () => {
      const res = await autocomplete('demo', '');
      expect(res.data!.autocompletePlaces.map((s) => s.mainText)).toEqual([
        'Demo Limousine Lounge',
      ]);
    });

    it("gives a signed-in rider their own saved places, never another rider's", async () => {
      const owner = await buildRider(api);
      const other = await buildRider(api);
      await api.db
        .insertInto('saved_place')
        .values({
          company_id: 'demo',
          user_id: owner.id,
          name: 'Home',
          type: 'HOME',
          line1: '1 Owner St',
          latitude: 40.7,
          longitude: -73.9,
        })
        .execute();
      const mine = await autocomplete(
        'demo',
        'home',
        bearer((await signInAs(api, owner.email, owner.password)).accessToken),
      );
      expect(mine.data!.autocompletePlaces[0]).toMatchObject({
        mainText: 'Home',
        description: 'Home, 1 Owner St',
      });
      const theirs = await autocomplete(
        'demo',
        'home',
        bearer((await signInAs(api, other.email, other.password)).accessToken),
      );
      expect(theirs.data!.autocompletePlaces.map((s) => s.mainText)).not.toContain('Home');
      const guest = await autocomplete('demo', 'home');
      expect(guest.data!.autocompletePlaces.map((s) => s.mainText)).not.toContain('Home');
    });
  });

  describe('placeDetails', () => {
    it('resolves a suggestion, and answers null for an unknown id', async () => {
      const [first] = (await autocomplete('demo', 'grand central')).data!.autocompletePlaces;
      const place = (await details('demo', first!.placeId)).data!.placeDetails!;
      expect(place.name).toBe('Grand Central Terminal');
      expect((await details('demo', 'airport:LHR')).data!.placeDetails?.airportCode).toBe('LHR');
      for (const id of ['known:99999999', 'saved:not-a-uuid', 'nonsense', 'city:abc']) {
        expect((await details('demo', id)).data!.placeDetails).toBeNull();
      }
    });

    it("answers null for another company's known place and another rider's saved place", async () => {
      const known = await api.db
        .selectFrom('known_place')
        .select('id')
        .where('company_id', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect((await details('demo', `known:${known.id}`)).data!.placeDetails).not.toBeNull();
      expect((await details('acme', `known:${known.id}`)).data!.placeDetails).toBeNull();

      const owner = await buildRider(api);
      const other = await buildRider(api);
      const saved = await api.db
        .insertInto('saved_place')
        .values({
          company_id: 'demo',
          user_id: owner.id,
          name: 'Gym',
          line1: '2 Owner St',
          latitude: 40.71,
          longitude: -73.91,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = `saved:${saved.id}`;
      const ownerToken = bearer((await signInAs(api, owner.email, owner.password)).accessToken);
      expect((await details('demo', id, ownerToken)).data!.placeDetails?.name).toBe('Gym');
      const otherToken = bearer((await signInAs(api, other.email, other.password)).accessToken);
      expect((await details('demo', id, otherToken)).data!.placeDetails).toBeNull();
      expect((await details('demo', id)).data!.placeDetails).toBeNull();
      expect((await details('acme', id, ownerToken)).data!.placeDetails).toBeNull();
    });
  });
});
