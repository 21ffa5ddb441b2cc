/**
 * Generated input for every operation of the schema, sent to the built server: whatever comes in,
 * the answer is never a 500 or an unexpected (masked) error. The schema is read from the server
 * itself, so a new operation is covered the day it is added.
 */
import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../scripts/lib/servers.ts';

const RUNS_PER_OPERATION = 25;

/** Strings an attacker would try, and strings of any kind. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'demo',
    'acme',
    'closed',
    'rider@demo.test',
    'Demo!Rider2026',
    'x'.repeat(5_000),
    '\u0000',
    '\uD800',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%E0%A4%A',
    '2026-13-45T25:61:00Z',
    'NaN',
    '-1',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hostileString,
  fc.constant([]),
  fc.constant({}),
);

function scalarValue(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(
        fc.integer(),
        fc.constantFrom(0, -1, 1, 2_147_483_647, -2_147_483_648, 2 ** 53),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'Float':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, -0.0001, 90, -90, 180, -180, 1e308),
      );
    case 'Boolean':
      return fc.boolean();
    default:
      return hostileString;
  }
}

/** Values for an input type: mostly of the type, sometimes null or of another type altogether. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(anyJson, fc.constant(undefined));
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 8, arbitrary: valueOf(type.ofType, depth) },
      { weight: 1, arbitrary: wrong },
    );
  }
  if (isListType(type)) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 8 }),
      },
      { weight: 1, arbitrary: wrong },
    );
  }
  const named = getNamedType(type);
  let right: fc.Arbitrary<unknown>;
  if (isEnumType(named)) {
    right = fc.oneof(
      fc.constantFrom(...named.getValues().map((v) => v.value as unknown)),
      hostileString,
    );
  } else if (isScalarType(named)) {
    right = scalarValue(named.name);
  } else if (isInputObjectType(named) && depth < 4) {
    const fields = Object.values(named.getFields());
    right = fc.record(
      Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])),
      { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((f) => f.name) },
    );
  } else {
    right = fc.constant({});
  }
  return fc.oneof({ weight: 20, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** The leaf fields of a result, two object levels deep (fields that need arguments left out). */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 2) return '{ __typename }';
  const parts = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      const inner = getNamedType(field.type);
      if (isLeafType(inner)) return field.name;
      return isObjectType(inner) && depth < 2
        ? `${field.name} ${selectionOf(field.type, depth + 1)}`
        : '';
    })
    .filter(Boolean);
  return `{ ${parts.length > 0 ? parts.join(' ') : '__typename'} }`;
}

interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

function operationsOf(schema: GraphQLSchema): Operation[] {
  const of = (
    kind: Operation['kind'],
    fields: Record<string, GraphQLField<unknown, unknown>> = {},
  ) => Object.values(fields).map((field) => ({ kind, field }));
  return [
    ...of('query', schema.getQueryType()?.getFields()),
    ...of('mutation', schema.getMutationType()?.getFields()),
  ];
}

function documentOf({ kind, field }: Operation): string {
  const variables = field.args.map((arg, index) => `$a${index}: ${String(arg.type)}`);
  const args = field.args.map((arg, index) => `${arg.name}: $a${index}`);
  return `${kind} Probe${variables.length ? `(${variables.join(', ')})` : ''} { ${field.name}${
    args.length ? `(${args.join(', ')})` : ''
  } ${selectionOf(field.type)} }`;
}

let servers: { name: string; server: RunningServer }[] = [];
let schema: GraphQLSchema;

beforeAll(async () => {
  const env = { TRUST_PROXY_HOPS: '1' };
  const development = (await startAppServer('pglite', { mode: 'development', env }))!;
  const production = await startAppServer('postgres', { env });
  servers = [
    { name: 'development on PGlite', server: development },
    ...(production ? [{ name: 'production on PostgreSQL', server: production }] : []),
  ];
  const introspection = await fetch(`${development.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  schema = buildClientSchema(((await introspection.json()) as { data: IntrospectionQuery }).data);
});
afterAll(async () => {
  for (const { server } of servers) await server.stop();
});

describe('every operation of the schema, with generated input', () => {
  it('covers the operations the app depends on', () => {
    const names = operationsOf(schema).map((operation) => operation.field.name);
    for (const name of [
      'getCompanyData',
      'login',
      'resetPassword',
      'lookupRates',
      'autocompletePlaces',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('never answers 500 or an unexpected error', async () => {
    let reachedResolvers = 0;
    let sent = 0;
    for (const { name, server } of servers) {
      for (const operation of operationsOf(schema)) {
        const document = documentOf(operation);
        const inputs = fc.record({
          variables: fc.tuple(...operation.field.args.map((arg) => valueOf(arg.type))),
          address: fc.ipV4(),
        });
        await fc.assert(
          fc.asyncProperty(inputs, async ({ variables, address }) => {
            const response = await fetch(`${server.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
              body: JSON.stringify({
                query: document,
                variables: Object.fromEntries(
                  variables.map((value, index) => [`a${index}`, value]),
                ),
              }),
            });
            const text = await response.text();
            const context = `${name}: ${operation.field.name} answered ${response.status} ${text.slice(0, 300)}`;
            expect(response.status, context).not.toBe(500);
            const body = JSON.parse(text) as {
              data?: unknown;
              errors?: { path?: unknown; extensions?: { code?: string } }[];
            };
            sent += 1;
            if (body.data || body.errors?.some((error) => error.path)) reachedResolvers += 1;
            const unexpected = (body.errors ?? []).filter(
              (error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR',
            );
            expect(unexpected, context).toEqual([]);
          }),
          { numRuns: RUNS_PER_OPERATION },
        );
      }
    }
    // The input is mostly well-formed: a good share of it gets past validation to the resolvers.
    expect(reachedResolvers / sent).toBeGreaterThan(0.3);
  });
});
