import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { openTestRedis, redisSkipReason, type TestRedis } from '../../../test/redis.ts';
import { closeRedisClients } from '../../adapters/redis/client.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { buildStaff, REPORT_POSITION, signInAsStaff } from './driver.test-helpers.ts';
import { dbPositionStore } from './position-store.repository.ts';
import { POSITION_TTL_MS, redisPositionStore } from './position-store.redis.ts';
import { itKeepsOnlyTheLatestPosition, positionAt } from './position-store.test-helpers.ts';
import { DRIVER_LOCATION } from './tracking.test-helpers.ts';

describe.each(databaseKinds())('the database position store on %s', (kind) => {
  const api = useTestApi(kind);
  itKeepsOnlyTheLatestPosition(
    () => dbPositionStore(api.db),
    async () => (await buildReservation(api, { status: 'DRIVER_IS_ON_THE_WAY' })).id,
  );

  it('holds one row per ride', async () => {
    const { id } = await buildReservation(api, { status: 'DRIVER_IS_ON_THE_WAY' });
    const store = dbPositionStore(api.db);
    for (let i = 1; i <= 3; i++) await store.save(positionAt(id, new Date(Date.now() - i * 1000)));
    await store.save(positionAt(id, new Date()));
    const rows = await api.db
      .selectFrom('driver_position')
      .select('recorded_at')
      .where('reservation_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

const skipRedis = redisSkipReason();
if (skipRedis) console.warn(`Skipping the Redis position store tests: ${skipRedis}`);

describe.skipIf(skipRedis !== null)('the Redis position store', () => {
  let redis: TestRedis;
  let client: Redis;
  beforeAll(async () => {
    redis = await openTestRedis();
    client = new Redis(redis.url);
  });
  afterAll(async () => {
    await client?.quit();
    await redis?.close();
  });

  itKeepsOnlyTheLatestPosition(
    () => redisPositionStore(client, { keyPrefix: redis.keyPrefix }),
    async () => randomUUID(),
  );

  it('lets a ride’s position expire a day after it was written', async () => {
    const id = randomUUID();
    await redisPositionStore(client, { keyPrefix: redis.keyPrefix }).save(
      positionAt(id, new Date()),
    );
    const ttl = await client.pttl(`${redis.keyPrefix}driver-position:demo:${id}`);
    expect(ttl).toBeGreaterThan(POSITION_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(POSITION_TTL_MS);
  });
});

describe.skipIf(skipRedis !== null)('reportDriverPosition with REDIS_URL set', () => {
  const config: Record<string, string> = {};
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await openTestRedis();
    config.REDIS_URL = redis.url;
  });
  const api = useTestApi('pglite', config);
  beforeEach(() => clearRateLimits(api));
  afterAll(async () => {
    await closeRedisClients();
    await redis?.close();
  });

  it('keeps the position in Redis, not in the database', async () => {
    const driver = await buildStaff(api);
    const ride = await buildReservation(api, {
      driver_id: driver.id,
      status: 'DRIVER_IS_ON_THE_WAY',
    });
    const recordedAt = new Date().toISOString();
    const res = await api.gql(
      REPORT_POSITION,
      { input: { reservationId: ride.id, latitude: 40.7, longitude: -73.9, recordedAt } },
      await signInAsStaff(api, driver.email, driver.password),
    );
    expect(res.errors).toBeUndefined();
    const rows = await api.db
      .selectFrom('driver_position')
      .select('reservation_id')
      .where('reservation_id', '=', ride.id)
      .execute();
    expect(rows).toEqual([]);
    const client = new Redis(redis.url);
    const stored = await client.hget(`ride:driver-position:demo:${ride.id}`, 'position');
    await client.quit();
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ latitude: 40.7, recordedAt });

    // The rider's poll (by the ride's secret, as the app polls) reads it back from Redis.
    const polled = await api.gql<{ getDriverLocation: { coordinates: unknown } | null }>(
      DRIVER_LOCATION,
      { reservationId: ride.id, hash: ride.share_hash },
    );
    expect(polled.data!.getDriverLocation?.coordinates).toEqual({
      latitude: 40.7,
      longitude: -73.9,
    });
  });
});
