import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  DEMO_RIDER,
  signInAs,
} from '../auth/auth.test-helpers.ts';
import { AUTOCOMPLETE, DETAILS, type Place, type Suggestion } from './maps.test-helpers.ts';

describe.each(databaseKinds())('a rider’s recent places on %s', (kind) => {
  const api = useTestApi(kind);
  let demoRider: Record<string, string>;
  beforeAll(async () => {
    await clearRateLimits(api);
    demoRider = bearer((await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken);
  });

  const autocomplete = (coid: string, input: string, headers: Record<string, string> = {}) =>
    api.gql<{ autocompletePlaces: Suggestion[] }>(
      AUTOCOMPLETE,
      { input: { coid, input } },
      headers,
    );
  const details = (coid: string, placeId: string, headers: Record<string, string> = {}) =>
    api.gql<{ placeDetails: Place | null }>(DETAILS, { input: { coid, placeId } }, headers);
  const recentOf = (suggestions: Suggestion[]) =>
    suggestions.filter((suggestion) => suggestion.placeId.startsWith('recent:'));

  it('lists the last pickups and drop-offs after the saved places, each once, at most ten', async () => {
    const res = await autocomplete('demo', '', demoRider);
    expect(res.errors).toBeUndefined();
    const suggestions = res.data!.autocompletePlaces;
    const recent = recentOf(suggestions);
    expect(recent.length).toBeGreaterThan(2);
    expect(recent.length).toBeLessThanOrEqual(10);
    // Saved places come first, recent ones after.
    const firstRecent = suggestions.findIndex((s) => s.placeId.startsWith('recent:'));
    expect(suggestions.slice(firstRecent).every((s) => s.placeId.startsWith('recent:'))).toBe(true);
    const names = recent.map((s) => s.description);
    expect(new Set(names).size).toBe(names.length);
    // Each has a name to show, a street address its street line.
    for (const suggestion of recent) expect(suggestion.mainText).not.toBe('');
    // The places of the rider's own reservations, newest first.
    const rows = await api.db
      .selectFrom('reservation')
      .innerJoin('account_user', 'account_user.id', 'reservation.account_user_id')
      .select(['reservation.route'])
      .where('account_user.email', '=', DEMO_RIDER.email)
      .where('reservation.company_id', '=', 'demo')
      .execute();
    const booked = new Set(rows.flatMap((row) => row.route.map((stop) => stop.name || stop.line1)));
    for (const suggestion of recent) expect(booked.has(suggestion.mainText)).toBe(true);

    const place = (await details('demo', recent[0]!.placeId, demoRider)).data!.placeDetails;
    expect(place).toMatchObject({ name: recent[0]!.mainText });
    expect(place!.coordinates.latitude).not.toBe(0);
  });

  it('finds a recent place by what is typed, before the provider’s suggestions', async () => {
    const all = recentOf((await autocomplete('demo', '', demoRider)).data!.autocompletePlaces);
    const word = all[0]!.mainText.split(' ')[0]!;
    const typed = (await autocomplete('demo', word, demoRider)).data!.autocompletePlaces;
    const index = typed.findIndex((s) => s.placeId === all[0]!.placeId);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(typed.slice(0, index).every((s) => !s.placeId.startsWith('recent:'))).toBe(true);
  });

  it('shows them to no guest, no other rider and no other company', async () => {
    const [mine] = recentOf((await autocomplete('demo', '', demoRider)).data!.autocompletePlaces);
    expect(mine).toBeDefined();
    const other = await buildRider(api);
    const otherHeaders = bearer((await signInAs(api, other.email, other.password)).accessToken);
    expect(
      recentOf((await autocomplete('demo', '', otherHeaders)).data!.autocompletePlaces),
    ).toEqual([]);
    expect(recentOf((await autocomplete('demo', '')).data!.autocompletePlaces)).toEqual([]);
    expect((await details('demo', mine!.placeId, otherHeaders)).data!.placeDetails).toBeNull();
    expect((await details('demo', mine!.placeId)).data!.placeDetails).toBeNull();
    expect((await details('acme', mine!.placeId, demoRider)).data!.placeDetails).toBeNull();
  });

  it.each(['recent:not-a-uuid:0', 'recent:', 'recent:00000000-0000-4000-8000-000000000000:99'])(
    'answers no place, without failing, for the id %s',
    async (placeId) => {
      const res = await details('demo', placeId, demoRider);
      expect(res.errors).toBeUndefined();
      expect(res.data!.placeDetails).toBeNull();
    },
  );
});
