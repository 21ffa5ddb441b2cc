import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../../test/api.ts';
import { databaseKinds, openTestDatabase } from '../../../../test/database.ts';
import { openTestRedis, redisSkipReason, type TestRedis } from '../../../../test/redis.ts';
import { openEventStream, type EventStream } from '../../../../test/sse.ts';
import { testConfig } from '../../../../test/api.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { closeRedisClients } from '../../../adapters/redis/client.ts';
import { createAppServer, startApp } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/database.ts';
import { createLogger } from '../../../logger.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { DEMO_ADMIN, DEMO_DISPATCHER, signInAsStaff } from '../../staff/staff.test-helpers.ts';
import { buildDriver, buildFleetVehicle } from '../../tracking/tracking.test-helpers.ts';
import { CHANGE_ROLE, DEACTIVATE } from '../staff/operator-staff.test-helpers.ts';
import { announceRideChanged } from './announce.ts';
import {
  DISPATCH_EVENTS,
  LOGOUT,
  signedInDispatcher,
  type DispatchEvent,
} from './live.test-helpers.ts';
import { openLiveEvents, type LiveEvents } from './live-events.ts';
import { MAX_STREAMS_PER_USER } from './live-streams.ts';

const ASSIGN = /* GraphQL */ `
  mutation assignRide($input: AssignRideInput!) {
    assignRide(input: $input) {
      reservationId
    }
  }
`;

/**
 * A second server process, as far as live events go: its own server, its own live events (its
 * own Redis subscription or LISTEN connection), on the same database.
 */
function usePeer(api: TestApi, options: { redisPrefix?: string; separatePool?: boolean } = {}) {
  const peer: { baseUrl: string; live?: LiveEvents } = { baseUrl: '' };
  let server: Server | undefined;
  let live: LiveEvents | undefined;
  let pool: DatabaseHandle | undefined;
  beforeAll(async () => {
    pool = options.separatePool ? await api.database.openAnother!() : undefined;
    const database = pool ?? api.database;
    const logger = createLogger('silent');
    live = await openLiveEvents({
      config: api.services.config,
      database,
      logger,
      ...(options.redisPrefix ? { redisPrefix: options.redisPrefix } : {}),
    });
    await live.ready;
    peer.live = live;
    server = createAppServer({ ...api.services, db: database.db, live });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    peer.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await pool?.close();
  });
  return peer;
}

/** Proves that an event published by one server reaches a subscriber of the other, both ways. */
function itCarriesEventsBetweenServers(api: TestApi, peer: { baseUrl: string }) {
  it('delivers a change made on one server to a board connected to the other, both ways', async () => {
    const dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
    for (const [subscribeTo, changeOn] of [
      [peer.baseUrl, api.baseUrl],
      [api.baseUrl, peer.baseUrl],
    ] as const) {
      const stream = await openEventStream<DispatchEvent>(
        subscribeTo,
        DISPATCH_EVENTS,
        {},
        dispatcher,
      );
      try {
        const ride = await buildReservation(api, { inMinutes: 4 * 24 * 60 });
        const driver = await buildDriver(api);
        const vehicle = await buildFleetVehicle(api);
        const response = await fetch(`${changeOn}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...dispatcher },
          body: JSON.stringify({
            query: ASSIGN,
            variables: {
              input: { reservationId: ride.id, driverId: driver.id, fleetVehicleId: vehicle.id },
            },
          }),
        });
        expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
        const event = (await stream.next()).data!.dispatchEvents;
        expect(event).toMatchObject({
          kind: 'RIDE_CHANGED',
          ride: { id: ride.id, driver: { id: driver.id } },
        });
      } finally {
        stream.close();
      }
    }
  });
}

/** Proves that a user's streams end, and are counted, on every server. */
function itKeepsStreamsInStepBetweenServers(api: TestApi, peer: { baseUrl: string }) {
  const subscribe = async (baseUrl: string, headers: Record<string, string>) => {
    const stream = await openEventStream<DispatchEvent>(baseUrl, DISPATCH_EVENTS, {}, headers);
    expect(stream.status).toBe(200);
    return stream;
  };
  const expectEnded = async (stream: EventStream<DispatchEvent>) => {
    await stream.ended;
    expect(stream.completed).toBe(true);
  };

  it('ends a user’s streams on the other server when they sign out, are deactivated or made a driver here', async () => {
    await clearRateLimits(api);
    const admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const endings: [string, (member: Awaited<ReturnType<typeof signedInDispatcher>>) => unknown][] =
      [
        ['logout', (member) => api.gql(LOGOUT, { refreshToken: member.refreshToken })],
        ['deactivateStaff', (member) => api.gql(DEACTIVATE, { id: member.id }, admin)],
        [
          'changeStaffRole',
          (member) => api.gql(CHANGE_ROLE, { id: member.id, role: 'DRIVER' }, admin),
        ],
      ];
    for (const [operation, end] of endings) {
      const member = await signedInDispatcher(api);
      const stream = await subscribe(peer.baseUrl, member.headers);
      try {
        const res = (await end(member)) as { errors?: unknown };
        expect(res.errors, operation).toBeUndefined();
        await expectEnded(stream);
      } finally {
        stream.close();
      }
    }
  });

  it(`counts a user’s streams on both servers: stream ${MAX_STREAMS_PER_USER + 1} ends the oldest, on the other server`, async () => {
    await clearRateLimits(api);
    const member = await signedInDispatcher(api);
    const streams: EventStream<DispatchEvent>[] = [];
    /** A ride announced on this server reaches every stream still open, on both. */
    const expectHearing = async (open: EventStream<DispatchEvent>[]) => {
      const ride = await buildReservation(api, { inMinutes: 6 * 24 * 60 });
      await announceRideChanged(api.services, 'demo', ride.id);
      for (const stream of open) {
        expect((await stream.next()).data?.dispatchEvents.ride.id).toBe(ride.id);
      }
    };
    try {
      streams.push(await subscribe(peer.baseUrl, member.headers));
      // The other server's stream is heard of before the next ones open.
      await expectHearing(streams);
      while (streams.length < MAX_STREAMS_PER_USER + 1) {
        streams.push(await subscribe(api.baseUrl, member.headers));
      }
      const [oldest, ...others] = streams;
      await expectEnded(oldest!);
      await expectHearing(others);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
}

describe.runIf(databaseKinds().includes('postgres'))('live events over PostgreSQL NOTIFY', () => {
  const api = useTestApi('postgres');
  const peer = usePeer(api, { separatePool: true });

  it('runs over NOTIFY without Redis', () => {
    expect(api.services.live?.transport).toBe('postgres');
  });
  itCarriesEventsBetweenServers(api, peer);
  itKeepsStreamsInStepBetweenServers(api, peer);

  it('carries the events published in one turn to the other server, all of them, in order', async () => {
    const heard = peer.live!.subscribe('notify-order');
    // The subscription starts listening with its first pull.
    const first = heard.next();
    const cursors = ['101', '102', '103', '104', '105'];
    try {
      for (const cursor of cursors) {
        api.services.live!.publish('notify-order', {
          cursor,
          kind: 'RIDE_CHANGED',
          ride: { id: cursor } as never,
          driver: null,
        });
      }
      const received = [(await first).value];
      while (received.length < cursors.length) received.push((await heard.next()).value);
      expect(received.map((event) => (event as { cursor: string }).cursor)).toEqual(cursors);
    } finally {
      await heard.return?.();
    }
  });
});

const skipRedis = redisSkipReason();
if (skipRedis) console.warn(`Skipping the Redis live events tests: ${skipRedis}`);

describe.skipIf(skipRedis !== null)('live events over Redis', () => {
  let redis: TestRedis;
  const overrides: Record<string, string> = {};
  const liveOptions: { redisPrefix?: string } = {};
  beforeAll(async () => {
    redis = await openTestRedis();
    overrides.REDIS_URL = redis.url;
    liveOptions.redisPrefix = redis.keyPrefix;
  });
  afterAll(async () => {
    await closeRedisClients();
    await redis?.close();
  });
  const api = useTestApi('pglite', overrides, { live: liveOptions });
  const peer = usePeer(api, liveOptions);

  it('runs over Redis when REDIS_URL is set', () => {
    expect(api.services.live?.transport).toBe('redis');
  });
  itCarriesEventsBetweenServers(api, peer);
  itKeepsStreamsInStepBetweenServers(api, peer);
});

describe('live events while Redis is away', () => {
  it('logs a failed publish instead of ending the process', async () => {
    const failures: string[] = [];
    const logger = {
      ...createLogger('silent'),
      error: (message: string) => void failures.push(message),
    };
    const live = await openLiveEvents({
      // Nothing listens on port 1.
      config: { redisUrl: 'redis://127.0.0.1:1' },
      database: { db: undefined as never, kind: 'pglite' },
      logger,
    });
    try {
      live.publish('demo', {
        cursor: '1',
        kind: 'RIDE_CHANGED',
        ride: null as never,
        driver: null,
      });
      await expect
        .poll(() => failures, { timeout: 10_000 })
        .toContain('Live events: Redis publish failed');
    } finally {
      await live.close();
      await closeRedisClients();
    }
  });
});

describe('shutting down with boards connected', () => {
  it('ends every open event stream, so the server closes at once', async () => {
    const database = await openTestDatabase('pglite');
    const app = await startApp(testConfig({ PORT: '0' }), {
      database,
      logger: createLogger('silent'),
      purge: false,
    });
    const { port } = app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const api = { baseUrl, gql: undefined } as unknown as TestApi;
    const dispatcher = await signInAsStaff(
      {
        ...api,
        gql: async (query, variables = {}, headers = {}) => {
          const response = await fetch(`${baseUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ query, variables }),
          });
          return { status: response.status, ...((await response.json()) as object) };
        },
      },
      DEMO_DISPATCHER.email,
      DEMO_DISPATCHER.password,
    );
    const stream = await openEventStream(baseUrl, DISPATCH_EVENTS, {}, dispatcher);
    expect(stream.status).toBe(200);
    await app.close();
    await stream.ended;
    // The server ended the stream as GraphQL over SSE does (`complete`), not by cutting it.
    expect(stream.completed).toBe(true);
  });
});
