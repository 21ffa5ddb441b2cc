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
  // and 68): longer than the test may take. It dies when it holds none.
  await waitUntil('no background work leased', async () => (await leasedWork(database.db)) === 0);
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
