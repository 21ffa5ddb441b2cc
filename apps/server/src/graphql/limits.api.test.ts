import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/database.ts';
import { useTestApi } from '../../test/api.ts';
import { MAX_ALIASES, MAX_DEPTH, MAX_QUERY_LENGTH } from './limits.ts';

describe.each(databaseKinds())('GraphQL limits on %s', (kind) => {
  const api = useTestApi(kind);

  it('refuses more aliases than the limit', async () => {
    const fields = Array.from(
      { length: MAX_ALIASES + 1 },
      (_, i) => `a${i}: getAllSystemSetting(coid: "demo") { isCreateAccountAllowed }`,
    );
    const res = await api.gql(`{ ${fields.join('\n')} }`);
    expect(res.errors?.[0]?.message).toMatch(/Too many aliases/);
    expect(res.data).toBeUndefined();
  });

  it('accepts aliases up to the limit', async () => {
    const fields = Array.from(
      { length: 3 },
      (_, i) => `a${i}: getAllSystemSetting(coid: "demo") { isCreateAccountAllowed }`,
    );
    const res = await api.gql(`{ ${fields.join('\n')} }`);
    expect(res.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than the limit', async () => {
    // __schema, types, fields, type, then ofType until one level past the limit.
    const ofTypes = MAX_DEPTH + 1 - 4;
    const deep = `{ __schema { types { fields { type { ${'ofType { '.repeat(ofTypes - 1)}ofType { name }${' }'.repeat(ofTypes - 1)} } } } } }`;
    const res = await api.gql(deep);
    expect(res.errors?.[0]?.message).toMatch(/Query is too deep/);
  });

  it('refuses an over-long query before parsing it', async () => {
    const res = await api.gql(
      `{ getAllCountries(company_alias: "demo") { countries { countryCode } } } #${'x'.repeat(MAX_QUERY_LENGTH)}`,
    );
    expect(res.errors?.[0]?.message).toMatch(/Query is too long/);
  });
});

describe('GraphQL in production', () => {
  const api = useTestApi('pglite', { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });

  it('refuses introspection', async () => {
    const res = await api.gql('{ __schema { queryType { name } } }');
    expect(res.errors?.[0]?.message).toBe('Introspection is disabled');
  });

  it('gives no field suggestions', async () => {
    const res = await api.gql('{ getCompanyDat(coid: "demo") { coid } }');
    expect(res.errors?.[0]?.message).toBe('Cannot query field "getCompanyDat" on type "Query".');
  });
});
