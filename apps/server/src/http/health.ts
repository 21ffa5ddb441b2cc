import type { ServerResponse } from 'node:http';
import { redisClientFor } from '../adapters/redis/client.ts';
import { describeError } from '../db/unavailable.ts';
import type { AppServices } from '../graphql/context.ts';
import { isDatabaseReachable } from '../modules/maintenance/index.ts';
import { sendJson } from './responses.ts';

/** Liveness: the process is up and answers. Restart it only when this fails. */
export const LIVENESS_PATH = '/healthz/live';
/**
 * Readiness: the process can serve requests, its database (and Redis, when configured) answering.
 * `/healthz` has always meant this, and stays.
 */
export const READINESS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/healthz/ready']);
/** How long a readiness check waits for the database or Redis before calling it unreachable. */
const CHECK_TIMEOUT_MS = 3_000;
const NO_STORE = { 'Cache-Control': 'no-store' };

type CheckState = 'ok' | 'unreachable';

/** Whether `probe` answers within the timeout; the reason when it does not. */
async function check(probe: () => Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return null;
  } catch (error) {
    return describeError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** Answers GET /healthz/live, /healthz/ready and /healthz; false for any other path. */
export async function serveHealth(
  services: Pick<AppServices, 'config' | 'db' | 'logger'>,
  res: ServerResponse,
  pathname: string,
  requestId: string,
): Promise<boolean> {
  if (pathname === LIVENESS_PATH) {
    sendJson(res, 200, { status: 'ok' }, NO_STORE);
    return true;
  }
  if (!READINESS_PATHS.has(pathname)) return false;
  const { config, db, logger } = services;
  const redisUrl = config.redisUrl;
  const [databaseFailure, redisFailure] = await Promise.all([
    check(() => isDatabaseReachable(db)),
    redisUrl ? check(() => redisClientFor(redisUrl, logger).ping()) : null,
  ]);
  const stateOf = (failure: string | null): CheckState => (failure === null ? 'ok' : 'unreachable');
  const ready = databaseFailure === null && redisFailure === null;
  const body = {
    status: ready ? 'ok' : 'unavailable',
    database: stateOf(databaseFailure),
    ...(redisUrl ? { redis: stateOf(redisFailure) } : {}),
  };
  if (!ready) {
    logger.error('Health check failed', {
      requestId,
      ...(databaseFailure ? { database: databaseFailure } : {}),
      ...(redisFailure ? { redis: redisFailure } : {}),
    });
  }
  sendJson(res, ready ? 200 : 503, body, NO_STORE);
  return true;
}
