import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { databaseKinds, openTestDatabase } from '../../test/database.ts';
import { idempotencyPlugin } from './idempotency.ts';

describe.each(databaseKinds())('idempotency keys on %s', (kind) => {
  let handle: DatabaseHandle;
  let created = 0;
  let failNext = false;
  let yoga: ReturnType<typeof createYoga>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    yoga = createYoga({
      schema: createSchema({
        typeDefs:
          'type Query { ok: Boolean } type Mutation { create(name: String!): Int! signIn(name: String!): String! }',
        resolvers: {
          Mutation: {
            signIn: (_: unknown, args: { name: string }) =>
              `token-for-${args.name}-${(created += 1)}`,
            create: async () => {
              await new Promise((r) => setTimeout(r, 30));
              if (failNext) {
                failNext = false;
                throw new Error('database went away');
              }
              created += 1;
              return created;
            },
          },
        },
      }),
      context: ({ request }) => ({ request }),
      plugins: [idempotencyPlugin(handle.db)],
      logging: false,
    });
  });
  afterAll(() => handle.close());

  const send = async (name: string, key?: string) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({
        query: 'mutation ($name: String!) { create(name: $name) }',
        variables: { name },
      }),
    });
    return (await response.json()) as {
      data?: { create: number } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };

  it('runs a mutation without a key every time', async () => {
    const before = created;
    await send('a');
    await send('a');
    expect(created).toBe(before + 2);
  });

  it('rejects a malformed key', async () => {
    const result = await send('a', 'short');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('runs a retried mutation once and replays its answer', async () => {
    const before = created;
    const key = 'retry-key-0000000001';
    const first = await send('a', key);
    const second = await send('a', key);
    expect(created).toBe(before + 1);
    expect(second.data).toEqual(first.data);
  });

  it('runs concurrent retries once', async () => {
    const before = created;
    const key = 'retry-key-0000000002';
    const results = await Promise.all([send('b', key), send('b', key), send('b', key)]);
    expect(created).toBe(before + 1);
    expect(new Set(results.map((r) => r.data?.create)).size).toBe(1);
  });

  it('refuses the same key for a different request', async () => {
    const key = 'retry-key-0000000003';
    await send('c', key);
    const other = await send('d', key);
    expect(other.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('never stores the answer of a mutation that returns credentials', async () => {
    const key = 'retry-key-0000000005';
    const signIn = (name: string) =>
      yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          query: 'mutation ($name: String!) { signIn(name: $name) }',
          variables: { name },
        }),
      });
    await signIn('x');
    const stored = await handle.db
      .selectFrom('idempotency_key')
      .selectAll()
      .where('key', '=', key)
      .execute();
    expect(stored).toEqual([]);
  });

  it('lets a retry run again after an unexpected failure', async () => {
    const before = created;
    const key = 'retry-key-0000000004';
    failNext = true;
    const failed = await send('e', key);
    expect(failed.errors).toBeDefined();
    const retried = await send('e', key);
    expect(retried.data?.create).toBe(before + 1);
  });
});
