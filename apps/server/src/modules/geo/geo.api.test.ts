import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';

const STATES = `query ($alias: String!, $country: String) {
  getAllStates(company_alias: $alias, countryCode: $country) { states { stateCode stateName countryCode } }
}`;
const COUNTRIES = `query ($alias: String!) { getAllCountries(company_alias: $alias) { countries { countryCode countryName } } }`;

type States = {
  getAllStates: { states: { stateCode: string; stateName: string; countryCode: string }[] };
};
type Countries = { getAllCountries: { countries: { countryCode: string; countryName: string }[] } };

describe.each(databaseKinds())('states and countries on %s', (kind) => {
  const api = useTestApi(kind);

  describe('getAllStates', () => {
    it('answers NOT_FOUND for an unknown company and 403 for a disabled one', async () => {
      expect((await api.gql(STATES, { alias: 'nobody' })).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
      expect((await api.gql(STATES, { alias: 'closed' })).status).toBe(403);
    });

    it('rejects a country code that is not two letters', async () => {
      const res = await api.gql(STATES, { alias: 'demo', country: 'USA' });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'countryCode',
      });
    });

    it("lists the company's own country by default: US states for demo", async () => {
      const res = await api.gql<States>(STATES, { alias: 'demo' });
      const states = res.data!.getAllStates.states;
      expect(states.every((s) => s.countryCode === 'US')).toBe(true);
      expect(states).toContainEqual({ stateCode: 'NY', stateName: 'New York', countryCode: 'US' });
      expect(states).toContainEqual({
        stateCode: 'CA',
        stateName: 'California',
        countryCode: 'US',
      });
      expect(states.length).toBeGreaterThanOrEqual(50);
    });

    it('lists Canadian provinces on request, and British regions for acme', async () => {
      const ca = await api.gql<States>(STATES, { alias: 'demo', country: 'ca' });
      expect(ca.data!.getAllStates.states).toContainEqual({
        stateCode: 'ON',
        stateName: 'Ontario',
        countryCode: 'CA',
      });
      expect(ca.data!.getAllStates.states).toHaveLength(13);
      const gb = await api.gql<States>(STATES, { alias: 'acme' });
      expect(gb.data!.getAllStates.states.every((s) => s.countryCode === 'GB')).toBe(true);
    });
  });

  describe('getAllCountries', () => {
    it('answers NOT_FOUND for an unknown company', async () => {
      expect((await api.gql(COUNTRIES, { alias: 'nobody' })).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    });

    it('lists every ISO 3166 country sorted by name', async () => {
      const res = await api.gql<Countries>(COUNTRIES, { alias: 'demo' });
      const countries = res.data!.getAllCountries.countries;
      expect(countries.length).toBeGreaterThanOrEqual(249);
      expect(countries).toContainEqual({
        countryCode: 'US',
        countryName: 'United States of America',
      });
      expect(countries).toContainEqual({ countryCode: 'GB', countryName: 'United Kingdom' });
      const names = countries.map((c) => c.countryName);
      expect(names).toEqual(
        [...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare),
      );
    });
  });
});
