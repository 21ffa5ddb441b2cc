import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { useTestApi } from '../../test/api.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../../test/throwaway-postgres.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedDemoData } from '../db/seed/index.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  signInAs,
} from '../modules/auth/auth.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
} from '../modules/reservations/reservations.test-helpers.ts';

const COMPANY_DATA = /* GraphQL */ `
  query getCompanyData($coid: String!) {
    getCompanyData(coid: $coid) {
      coid
      name
    }
  }
`;

/**
 * The app on a PostgreSQL database of its own reached through a TCP proxy, so that a test can make
 * the database unreachable (every connection cut, new ones refused) and reachable again.
 */
describe.skipIf(!inject('postgresUrl'))('requests while the database is unreachable', () => {
  let postgres: ThrowawayPostgres | null = null;
  let proxy: TcpProxy | undefined;
  const api = useTestApi(
    'postgres',
    {},
    {
      async openDatabase() {
        postgres = await createThrowawayPostgres('ride_outage');
        if (!postgres) throw new Error('no PostgreSQL server');
        proxy = await startTcpProxy({ host: postgres.host, port: postgres.port });
        const database = await openDatabase({ databaseUrl: proxy.urlFor(postgres.url) });
        await migrateToLatest(database.db);
        await seedDemoData(database.db, { isProduction: false });
        return database;
      },
    },
  );
  afterAll(async () => {
    await proxy?.close();
    await postgres?.drop();
  });
  beforeEach(async () => {
    await proxy!.allow();
    await clearRateLimits(api);
  });

  const get = (path: string) => fetch(`${api.baseUrl}${path}`);

  it('answers GraphQL with SERVICE_UNAVAILABLE, 503 and Retry-After, then serves again once it is back', async () => {
    expect((await api.gql(COMPANY_DATA, { coid: 'demo' })).status).toBe(200);
    await proxy!.refuse();

    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: COMPANY_DATA, variables: { coid: 'demo' } }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = (await response.json()) as {
      errors: { message: string; extensions: Record<string, unknown> }[];
    };
    expect(body.errors).toEqual([
      {
        message: 'The service is unavailable for a moment; please try again in a few seconds',
        locations: expect.any(Array),
        path: ['getCompanyData'],
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ]);

    await proxy!.allow();
    const again = await api.gql<{ getCompanyData: { name: string } }>(COMPANY_DATA, {
      coid: 'demo',
    });
    expect(again.status).toBe(200);
    expect(again.data!.getCompanyData.name).toBe('Demo Limousine');
  });

  it('answers the app’s pages 503 with Retry-After, not 500', async () => {
    await proxy!.refuse();
    const page = await get('/book?coid=demo');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    await proxy!.allow();
    expect((await get('/book?coid=demo')).status).toBe(200);
  });

  it('reports readiness apart from liveness', async () => {
    expect(await (await get('/healthz/ready')).json()).toEqual({ status: 'ok', database: 'ok' });
    await proxy!.refuse();
    for (const path of ['/healthz', '/healthz/ready']) {
      const ready = await get(path);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    }
    // The process itself is fine: no reason to restart it.
    const live = await get('/healthz/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    await proxy!.allow();
    expect((await get('/healthz')).status).toBe(200);
  });

  describe('a booking', () => {
    let headers: Record<string, string>;
    let cardId: string;
    beforeAll(async () => {
      const rider = await buildRider(api);
      headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
      cardId = await savedCardId(api, headers);
    });

    it('refused while the database is unreachable is booked once when retried with its key', async () => {
      const trip = await tripInput(api);
      const input = {
        trip,
        ...(await quoteFor(api, trip, headers)),
        payment: { savedPaymentId: cardId },
      };
      const key = randomUUID();
      await proxy!.refuse();
      const refused = await book(api, input, headers, key);
      expect(refused.status).toBe(503);
      expect(refused.errors?.map((error) => error.extensions?.code)).toEqual([
        'SERVICE_UNAVAILABLE',
      ]);

      await proxy!.allow();
      const booked = await book(api, input, headers, key);
      expect(booked.status).toBe(200);
      expect(booked.errors).toBeUndefined();
      const replayed = await book(api, input, headers, key);
      expect(replayed.data).toEqual(booked.data);
      const rows = await api.db
        .selectFrom('reservation')
        .select('id')
        .where('id', '=', booked.data!.createReservation.id)
        .execute();
      expect(rows).toHaveLength(1);
      const holds = await api.db
        .selectFrom('payment_hold')
        .select('status')
        .where('reservation_id', '=', booked.data!.createReservation.id)
        .execute();
      expect(holds).toEqual([{ status: 'held' }]);
    });
  });
});
