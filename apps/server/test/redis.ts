import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** Debian's Redis server: tests start their own, on a free port, keeping nothing on disk. */
const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * Why Redis tests cannot run here, or null when they can: with Debian's redis-server installed
 * (each test file starts its own), or with TEST_REDIS_URL naming a server to use.
 */
export function redisSkipReason(): string | null {
  if (existsSync(REDIS_SERVER) || process.env.TEST_REDIS_URL) return null;
  return `no Redis for tests: install redis-server (${REDIS_SERVER}) or set TEST_REDIS_URL`;
}

export interface TestRedis {
  url: string;
  /** A prefix of this test file's own, so files sharing a TEST_REDIS_URL server never meet. */
  keyPrefix: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // Refused connections while the server starts are expected: the caller tries again.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A Redis server for one test file: a fresh redis-server process, or TEST_REDIS_URL's. */
export async function openTestRedis(): Promise<TestRedis> {
  const keyPrefix = `test-${process.pid}-${Date.now()}:`;
  if (!existsSync(REDIS_SERVER)) {
    const url = process.env.TEST_REDIS_URL;
    if (!url) throw new Error(redisSkipReason() ?? 'no Redis');
    return { url, keyPrefix, close: async () => undefined };
  }
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    keyPrefix,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
