import { GraphQLError, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/database.ts';
import { useTestApi } from '../../test/api.ts';
import { documentCachePlugin, MAX_CACHED_DOCUMENTS } from './document-cache.ts';
import { MAX_ALIASES } from './limits.ts';

type Hook<T> = (args: T) => unknown;

/** Runs the plugin's parse hook as envelop does: before, then the parser, then after. */
function parser() {
  const plugin = documentCachePlugin();
  const onParse = plugin.onParse as Hook<unknown>;
  let parses = 0;
  return {
    get parses() {
      return parses;
    },
    parse(text: string): DocumentNode | Error {
      let document: DocumentNode | null = null;
      const after = onParse({
        params: { source: text },
        setParsedDocument: (d: DocumentNode) => (document = d),
      }) as ((args: { result: DocumentNode | Error }) => void) | undefined;
      if (document) return document;
      parses += 1;
      let result: DocumentNode | Error;
      try {
        result = parse(text);
      } catch (error) {
        result = error as Error;
      }
      after?.({ result });
      return result;
    },
  };
}

describe('documentCachePlugin', () => {
  it('parses a query text once and gives the same document after', () => {
    const p = parser();
    const first = p.parse('{ a }');
    expect(p.parse('{ a }')).toBe(first);
    expect(p.parse('{ b }')).not.toBe(first);
    expect(p.parses).toBe(2);
  });

  it('does not keep parse errors', () => {
    const p = parser();
    expect(p.parse('{ a')).toBeInstanceOf(GraphQLError);
    expect(p.parse('{ a')).toBeInstanceOf(GraphQLError);
    expect(p.parses).toBe(2);
  });

  it(`keeps at most ${MAX_CACHED_DOCUMENTS} texts, dropping the oldest`, () => {
    const p = parser();
    for (let i = 0; i <= MAX_CACHED_DOCUMENTS; i += 1) p.parse(`{ f${i} }`);
    expect(p.parses).toBe(MAX_CACHED_DOCUMENTS + 1);
    p.parse(`{ f${MAX_CACHED_DOCUMENTS} }`);
    expect(p.parses).toBe(MAX_CACHED_DOCUMENTS + 1);
    p.parse('{ f0 }');
    expect(p.parses).toBe(MAX_CACHED_DOCUMENTS + 2);
  });

  it('gives a document the validation result it had, as a copy', () => {
    const onValidate = documentCachePlugin().onValidate as Hook<unknown>;
    const documentAST = parse('{ a }');
    const errors = [new GraphQLError('Cannot query field "a"')];
    const first = onValidate({ params: { documentAST }, setResult: () => undefined }) as (args: {
      result: GraphQLError[];
    }) => void;
    first({ result: errors });
    let given: readonly GraphQLError[] | undefined;
    const second = onValidate({
      params: { documentAST },
      setResult: (result: readonly GraphQLError[]) => (given = result),
    });
    expect(second).toBeUndefined();
    expect(given).toEqual(errors);
    expect(given).not.toBe(errors);
    let other: unknown;
    onValidate({ params: { documentAST: parse('{ a }') }, setResult: (r: unknown) => (other = r) });
    expect(other).toBeUndefined();
  });
});

describe.each(databaseKinds())('repeated requests on %s', (kind) => {
  const api = useTestApi(kind);

  const twice = async (query: string) => {
    const first = await api.gql(query);
    const second = await api.gql(query);
    expect(second).toEqual(first);
    return first;
  };

  it('refuses a query over the limits every time', async () => {
    const aliases = Array.from(
      { length: MAX_ALIASES + 1 },
      (_, i) => `a${i}: getAllSystemSetting(coid: "demo") { isCreateAccountAllowed }`,
    );
    expect((await twice(`{ ${aliases.join('\n')} }`)).errors?.[0]?.message).toMatch(
      /Too many aliases/,
    );
  });

  it('answers an unknown field and a syntax error the same way every time', async () => {
    expect((await twice('{ getCompanyDat(coid: "demo") { coid } }')).errors?.[0]?.message).toBe(
      'Cannot query field "getCompanyDat" on type "Query". Did you mean "getCompanyData"?',
    );
    expect((await twice('{ getCompanyData(')).errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('answers a valid query every time', async () => {
    const res = await twice('{ getCompanyData(coid: "demo") { coid } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ getCompanyData: { coid: 'demo' } });
  });
});

describe('repeated requests in production', () => {
  const api = useTestApi('pglite', { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });

  it('refuses introspection and gives no suggestions every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const introspection = await api.gql('{ __schema { queryType { name } } }');
      expect(introspection.errors?.[0]?.message).toBe('Introspection is disabled');
      const typo = await api.gql('{ getCompanyDat(coid: "demo") { coid } }');
      expect(typo.errors?.[0]?.message).toBe('Cannot query field "getCompanyDat" on type "Query".');
    }
  });
});
