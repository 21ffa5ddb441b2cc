import { Redis } from 'ioredis';
import type { Logger } from '../../logger.ts';

const clients = new Map<string, Redis>();

/**
 * The process's connection to the Redis at `url`, opened on first use and shared by everything
 * that keeps state there. A command fails after a couple of reconnect attempts instead of
 * waiting for as long as Redis is down, so a request never hangs on it.
 */
export function redisClientFor(url: string, logger: Logger): Redis {
  let client = clients.get(url);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    // ioredis reports every failed reconnect; one line per outage is enough.
    let reported = false;
    client.on('error', (error: unknown) => {
      if (!reported) logger.error('Redis connection failed', { error: String(error) });
      reported = true;
    });
    client.on('ready', () => {
      if (reported) logger.info('Redis connection open again');
      reported = false;
    });
    clients.set(url, client);
  }
  return client;
}

/** Closes every connection opened here (on shutdown, and after tests). */
export async function closeRedisClients(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((client) => client.quit().catch(() => client.disconnect())));
}
