import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../../test/throwaway-postgres.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { CLAIM_TIMINGS, idempotencyPlugin } from './idempotency.ts';

/**
 * A run the database is lost under cannot free its key when it ends: the key is freed once the
 * database is back, so the rider's retry runs again at once rather than waiting out the lease.
 */
describe.skipIf(!inject('postgresUrl'))(
  'an Idempotency-Key claimed when the database goes away',
  () => {
    let postgres: ThrowawayPostgres | null = null;
    let proxy: TcpProxy;
    let handle: DatabaseHandle;
    let runs = 0;
    let yoga: ReturnType<typeof createYoga>;

    beforeAll(async () => {
      postgres = await createThrowawayPostgres('ride_idem_outage');
      if (!postgres) throw new Error('no PostgreSQL server');
      proxy = await startTcpProxy({ host: postgres.host, port: postgres.port });
      handle = await openDatabase({ databaseUrl: proxy.urlFor(postgres.url), poolSize: 2 });
      await migrateToLatest(handle.db);
      yoga = createYoga({
        schema: createSchema({
          typeDefs: 'type Query { ok: Boolean } type Mutation { book: Int! }',
          resolvers: {
            Mutation: {
              book: async () => {
                runs += 1;
                // The first run loses the database half way, as a booking under an outage does.
                if (runs === 1) {
                  await proxy.refuse();
                  throw new Error('Connection terminated unexpectedly');
                }
                return runs;
              },
            },
          },
        }),
        context: ({ request }) => ({ request }),
        // A retry waits 3 s for the first run at most; its lease (45 s) is far longer.
        plugins: [idempotencyPlugin(handle.db, { ...CLAIM_TIMINGS, waitMs: 3_000 })],
        logging: false,
        maskedErrors: false,
      });
    });
    afterAll(async () => {
      await handle?.close();
      await proxy?.close();
      await postgres?.drop();
    });

    const send = async (key: string) => {
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ query: 'mutation { book }' }),
      });
      return (await response.json()) as {
        data?: { book: number } | null;
        errors?: { extensions?: { code?: string; reason?: string } }[];
      };
    };

    it('is freed once the database is back, and the retry runs again', async () => {
      const key = 'outage-key-00000000001';
      const lost = await send(key);
      expect(lost.data).toBeNull();
      expect(runs).toBe(1);

      await proxy.allow();
      const retried = await send(key);
      expect(retried.errors).toBeUndefined();
      expect(retried.data).toEqual({ book: 2 });
      expect(await send(key)).toEqual(retried);
    });
  },
);
