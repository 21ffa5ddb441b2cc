/** The faults of a bad day, one after another, while the server is under load. */
import type { RestartableRedis } from '../../../apps/server/test/redis.ts';
import type { Db } from '../../../apps/server/src/db/database.ts';
import { leasedWork } from './ride-checks.ts';
import {
  busiestWorker,
  sleep,
  terminateBackends,
  waitUntil,
  type ServerProcess,
} from './server-process.ts';

/**
 * SIGKILL of the worker busy with requests (the primary replaces it), then every connection to
 * the database ended, then Redis stopped for 4 s (when there is one), a few seconds apart.
 */
export async function runFaults(
  server: ServerProcess,
  database: { url: string; db: Db },
  redis: RestartableRedis | null,
) {
  const killed = await busiestWorker(server);
  // A worker killed holding a lease on background work (a batch of mail, a capture it is asking
  // the gateway for) leaves that work until the lease runs out, two minutes later (decisions 67
  // and 68). It dies at a moment without one when there is such a moment within 20 s; on a busy
  // machine there may be none, and the test waits out the lease instead.
  await waitUntil(
    'no background work leased',
    async () => (await leasedWork(database.db)) === 0,
    20_000,
  ).catch(() => undefined);
  process.kill(killed, 'SIGKILL');
  await sleep(3_000);
  const backendsTerminated = await terminateBackends(database.url);
  await sleep(3_000);
  if (redis) {
    await redis.stop();
    await sleep(4_000);
    await redis.start();
  }
  await sleep(3_000);
  return { killed, backendsTerminated };
}
