import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../../test/throwaway-postgres.ts';
import {
  openRestartableRedis,
  restartableRedisSkipReason,
  type RestartableRedis,
} from '../../../../test/redis.ts';
import { closeRedisClients } from '../../../adapters/redis/client.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/database.ts';
import { createLogger } from '../../../logger.ts';
import type { DispatchEventPayload } from './dispatch-event.ts';
import { openLiveEvents, type LiveEvents } from './live-events.ts';

function eventNumbered(cursor: number): DispatchEventPayload {
  return { cursor: String(cursor), kind: 'RIDE_CHANGED', ride: null as never, driver: null };
}

/**
 * Publishes events numbered from `first`, one every 100 ms, until the subscriber hears one (a
 * transport subscribes a moment after its connection opens): the number it heard.
 */
async function publishUntilHeard(
  live: LiveEvents,
  stream: AsyncIterator<DispatchEventPayload>,
  first: number,
) {
  const heard = stream.next();
  let received: IteratorResult<DispatchEventPayload> | undefined;
  void heard.then((result) => (received = result));
  for (let cursor = first; !received; cursor += 1) {
    live.publish('demo', eventNumbered(cursor));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number(received.value?.cursor);
}

describe('live events over PostgreSQL when the database ends their connections', () => {
  let postgres: ThrowawayPostgres | null = null;
  let database: DatabaseHandle | undefined;
  let live: LiveEvents | undefined;

  beforeAll(async () => {
    postgres = await createThrowawayPostgres('ride_live');
    if (!postgres) return;
    const logger = createLogger('silent');
    database = await openDatabase({ databaseUrl: postgres.url, logger });
    live = await openLiveEvents({ config: { redisUrl: undefined }, database, logger });
    await live.ready;
  });

  afterAll(async () => {
    await live?.close();
    await database?.close();
    await postgres?.drop();
  });

  it('listens again after its LISTEN connection is ended, and keeps delivering', async (context) => {
    if (!postgres || !live) return context.skip('no PostgreSQL server for this test run');
    expect(live.transport).toBe('postgres');
    const stream = live.subscribe('demo');
    try {
      expect(await publishUntilHeard(live, stream, 1)).toBe(1);
      // The LISTEN connection and the pool's (which sends NOTIFY) all end at once.
      expect(await postgres.terminateBackends()).toBeGreaterThanOrEqual(2);
      expect(await publishUntilHeard(live, stream, 1000)).toBeGreaterThanOrEqual(1000);
    } finally {
      await stream.return?.();
    }
  });
});

const skipRedis = restartableRedisSkipReason();

describe.skipIf(skipRedis !== null)('live events over Redis when Redis restarts', () => {
  let redis: RestartableRedis;
  let live: LiveEvents;
  const failures: string[] = [];

  beforeAll(async () => {
    redis = await openRestartableRedis();
    live = await openLiveEvents({
      config: { redisUrl: redis.url },
      database: { db: undefined as never, kind: 'pglite' },
      logger: { ...createLogger('silent'), error: (message) => void failures.push(message) },
    });
  });

  afterAll(async () => {
    await live?.close();
    await closeRedisClients();
    await redis?.stop();
  });

  it('logs while Redis is away and subscribes again once it is back', async () => {
    const stream = live.subscribe('demo');
    try {
      expect(await publishUntilHeard(live, stream, 1)).toBeGreaterThanOrEqual(1);
      await redis.stop();
      live.publish('demo', eventNumbered(500));
      await expect.poll(() => failures).toContain('Live events: Redis publish failed');
      await redis.start();
      // A new, empty server: the subscription is made again on it, and events flow.
      expect(await publishUntilHeard(live, stream, 1000)).toBeGreaterThanOrEqual(1000);
    } finally {
      await stream.return?.();
    }
  });
});
