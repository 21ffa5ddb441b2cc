import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/database.ts';
import { useTestApi } from '../../test/api.ts';
import * as appDocuments from '../../../web/src/lib/gql/graphql.ts';
import { MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_TOKENS } from './limits.ts';

const SETTING = 'getAllSystemSetting(coid: "demo") { isCreateAccountAllowed }';

/** A query `depth` levels deep: a field, nested inline fragments (one level each), a leaf. */
function queryOfDepth(depth: number): string {
  const nesting = depth - 2;
  return `{ getCompanyData(coid: "demo") { ${'... on CompanyData { '.repeat(nesting)}coid${' }'.repeat(nesting)} } }`;
}

describe.each(databaseKinds())('GraphQL limits on %s', (kind) => {
  const api = useTestApi(kind);

  it('refuses more aliases than the limit, with a code', async () => {
    const fields = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: ${SETTING}`);
    const res = await api.gql(`{ ${fields.join('\n')} }`);
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Aliases limit of 30 exceeded/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(res.data).toBeUndefined();
  });

  it('accepts aliases up to the limit', async () => {
    const fields = Array.from({ length: MAX_ALIASES }, (_, i) => `a${i}: ${SETTING}`);
    const res = await api.gql(`{ ${fields.join('\n')} }`);
    expect(res.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than the limit, and accepts one at the limit', async () => {
    const atLimit = await api.gql(queryOfDepth(MAX_DEPTH));
    expect(atLimit.errors).toBeUndefined();
    const res = await api.gql(queryOfDepth(MAX_DEPTH + 1));
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Query depth limit of 12 exceeded/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a document with more tokens than the limit before validating it', async () => {
    const res = await api.gql(
      `{ getAllCountries(company_alias: "demo") { ${'countries { countryCode } '.repeat(MAX_TOKENS / 4)} } }`,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Token limit of 2000 exceeded/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a query that costs more than the limit', async () => {
    // graphql-armor's cost grows by half again per level: 120 scalars at the deepest level allowed.
    const scalars = 'coid name supportPhone supportEmail currencyCode currencySymbol '.repeat(20);
    const nesting = MAX_DEPTH - 2;
    const res = await api.gql(
      `{ getCompanyData(coid: "demo") { ${'... on CompanyData { '.repeat(nesting)}${scalars}${' }'.repeat(nesting)} } }`,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(new RegExp(`Query Cost limit of ${MAX_COST} exceeded`)),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lets every document the app sends through', async () => {
    const documents = Object.values(appDocuments).filter(
      (value) => value instanceof appDocuments.TypedDocumentString,
    );
    expect(documents.length).toBeGreaterThan(10);
    for (const document of documents) {
      // Without variables a document runs into "variable required" at most, never a limit.
      const res = await api.gql(document.toString());
      const refusals = (res.errors ?? []).filter((e) => /limit of/.test(e.message));
      expect(refusals).toEqual([]);
    }
  });

  it('suggests field names outside production', async () => {
    const res = await api.gql('{ getCompanyDat(coid: "demo") { coid } }');
    expect(res.errors?.[0]?.message).toMatch(/Did you mean "getCompanyData"\?/);
  });
});

describe('GraphQL in production', () => {
  const api = useTestApi('pglite', {
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    PUBLIC_URL: 'https://rides.example.com',
  });

  it('refuses introspection', async () => {
    const res = await api.gql('{ __schema { queryType { name } } }');
    expect(res.errors?.[0]?.message).toMatch(/introspection has been disabled/);
  });

  it('gives no field suggestions', async () => {
    const res = await api.gql('{ getCompanyDat(coid: "demo") { coid } }');
    expect(res.errors?.[0]?.message).toBe('Cannot query field "getCompanyDat" on type "Query".');
  });
});
