import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import {
  openRestartableRedis,
  restartableRedisSkipReason,
  type RestartableRedis,
} from '../../../test/redis.ts';
import { closeRedisClients } from '../../adapters/redis/client.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { buildStaff, REPORT_POSITION, signInAsStaff } from './driver.test-helpers.ts';
import { DRIVER_LOCATION } from './tracking.test-helpers.ts';

const skip = restartableRedisSkipReason();
if (skip) console.warn(`Skipping the Redis outage tests: ${skip}`);

interface Polled {
  getDriverLocation: { coordinates: { latitude: number; longitude: number } } | null;
}

describe.skipIf(skip !== null)('drivers’ positions while Redis is away (REDIS_URL set)', () => {
  const config: Record<string, string> = {};
  let redis: RestartableRedis;
  beforeAll(async () => {
    redis = await openRestartableRedis();
    config.REDIS_URL = redis.url;
  });
  const api = useTestApi('pglite', config);
  afterAll(async () => {
    await closeRedisClients();
    await redis?.stop();
  });

  it('answers SERVICE_UNAVAILABLE meanwhile, says so on /healthz, and keeps positions again once Redis is back', async () => {
    await clearRateLimits(api);
    const driver = await buildStaff(api);
    const ride = await buildReservation(api, {
      driver_id: driver.id,
      status: 'DRIVER_IS_ON_THE_WAY',
    });
    const driverHeaders = await signInAsStaff(api, driver.email, driver.password);
    const report = (latitude: number) =>
      api.gql(
        REPORT_POSITION,
        {
          input: {
            reservationId: ride.id,
            latitude,
            longitude: -73.9,
            recordedAt: new Date().toISOString(),
          },
        },
        driverHeaders,
      );
    const poll = () =>
      api.gql<Polled>(DRIVER_LOCATION, { reservationId: ride.id, hash: ride.share_hash });
    const health = async (path: string) => {
      const response = await fetch(`${api.baseUrl}${path}`);
      return { status: response.status, body: (await response.json()) as unknown };
    };

    expect((await report(40.7)).errors).toBeUndefined();
    expect((await poll()).data!.getDriverLocation?.coordinates.latitude).toBe(40.7);
    expect(await health('/healthz')).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', redis: 'ok' },
    });

    await redis.stop();
    for (const answer of [await poll(), await report(40.71)]) {
      expect(answer.status).toBe(503);
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual([
        'SERVICE_UNAVAILABLE',
      ]);
    }
    expect(await health('/healthz/ready')).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'ok', redis: 'unreachable' },
    });
    expect(await health('/healthz/live')).toEqual({ status: 200, body: { status: 'ok' } });

    // Back, empty (nothing was saved to disk): the same client reconnects by itself.
    await redis.start();
    await expect.poll(async () => (await health('/healthz')).status).toBe(200);
    expect((await report(40.72)).errors).toBeUndefined();
    expect((await poll()).data!.getDriverLocation?.coordinates.latitude).toBe(40.72);
  });
});
