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
  const server = await startRedisServer(port);
  return { url: server.url, keyPrefix, close: server.stop };
}

/** A redis-server process of this test's own on `port`, answering, and how to stop it. */
async function startRedisServer(port: number): Promise<{ url: string; stop(): Promise<void> }> {
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A Redis server a test can stop and start again on the same port (an outage of Redis). */
export interface RestartableRedis {
  url: string;
  /** Stops the server: connections to it drop and new ones are refused. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
}

/** Why a Redis outage cannot be tested here (it needs redis-server), or null. */
export function restartableRedisSkipReason(): string | null {
  return existsSync(REDIS_SERVER) ? null : `no ${REDIS_SERVER} to stop and start`;
}

export async function openRestartableRedis(): Promise<RestartableRedis> {
  const port = await freePort();
  let server = await startRedisServer(port);
  let running = true;
  return {
    url: server.url,
    async stop() {
      if (!running) return;
      running = false;
      await server.stop();
    },
    async start() {
      if (running) return;
      server = await startRedisServer(port);
      running = true;
    },
  };
}
