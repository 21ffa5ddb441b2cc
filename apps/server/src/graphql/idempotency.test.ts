import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { databaseKinds, openTestDatabase } from '../../test/database.ts';
import { CLAIM_TIMINGS, idempotencyPlugin, type ClaimTimings } from './idempotency.ts';

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

  describe('a request whose process died', () => {
    /** Leases of a fraction of a second, so that a test sees one run out. */
    const SHORT: ClaimTimings = {
      leaseMs: 300,
      renewEveryMs: 100,
      renewForMs: 60_000,
      waitMs: 3_000,
    };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const pending: (() => void)[] = [];
    afterAll(() => pending.forEach((finish) => finish()));

    /** A server (process) of its own on the same database, whose `create` runs as told. */
    function server(timings: ClaimTimings, create: () => Promise<number>) {
      const app = createYoga({
        schema: createSchema({
          typeDefs: 'type Query { ok: Boolean } type Mutation { create(name: String!): Int! }',
          resolvers: { Mutation: { create } },
        }),
        context: ({ request }) => ({ request }),
        plugins: [idempotencyPlugin(handle.db, timings)],
        logging: false,
      });
      return async (name: string, key: string) => {
        const response = await app.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            query: 'mutation ($name: String!) { create(name: $name) }',
            variables: { name },
          }),
        });
        return (await response.json()) as {
          data?: { create: number } | null;
          errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
        };
      };
    }
    const counted = (delayMs: number) => async () => {
      await sleep(delayMs);
      created += 1;
      return created;
    };
    const claimOf = (key: string) =>
      handle.db.selectFrom('idempotency_key').selectAll().where('key', '=', key).executeTakeFirst();

    it('takes over the claim once its lease ran out, and runs it once for racing retries', async () => {
      const key = 'crash-key-00000000001';
      // A run that never answers and never renews its lease: its process is gone.
      const dead = server({ ...SHORT, renewEveryMs: 60_000 }, () => {
        return new Promise<number>((resolve) => pending.push(() => resolve(-1)));
      });
      void dead('g', key);
      await expect.poll(() => claimOf(key)).toBeDefined();
      const before = created;
      const retry = server(SHORT, counted(30));
      const answers = await Promise.all([retry('g', key), retry('g', key), retry('g', key)]);
      expect(created).toBe(before + 1);
      expect(answers.map((a) => a.data?.create)).toEqual([before + 1, before + 1, before + 1]);
      expect((await claimOf(key))?.completed_at).not.toBeNull();
    });

    it('leaves a live run its claim while it renews its lease, however long it runs', async () => {
      const key = 'crash-key-00000000002';
      const before = created;
      const slow = server(SHORT, counted(1_200));
      const first = slow('h', key);
      // Two leases later: without renewals the retry would take the claim and run it again.
      await sleep(2 * SHORT.leaseMs);
      const retried = await slow('h', key);
      expect((await first).data?.create).toBe(before + 1);
      expect(retried.data?.create).toBe(before + 1);
      expect(created).toBe(before + 1);
    });

    it('tells a retry that the first run is still going, with the reason', async () => {
      const key = 'crash-key-00000000003';
      const slow = server({ ...SHORT, waitMs: 50 }, counted(800));
      const first = slow('i', key);
      await expect.poll(() => claimOf(key)).toBeDefined();
      const retried = await slow('i', key);
      expect(retried.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'REQUEST_IN_PROGRESS',
      });
      expect((await first).data?.create).toBeGreaterThan(0);
    });

    it('holds a claim longer than the 30 s in which a request is to come in, renewing it', () => {
      expect(CLAIM_TIMINGS.leaseMs).toBeGreaterThan(30_000);
      expect(CLAIM_TIMINGS.renewEveryMs * 2).toBeLessThan(CLAIM_TIMINGS.leaseMs);
    });
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
