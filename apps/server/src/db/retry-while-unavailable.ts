import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError } from '../config.ts';
import type { Logger } from '../logger.ts';
import { databaseRefusal, describeError, isDatabaseUnavailable } from './unavailable.ts';

/** The first wait after a failed attempt; each later one doubles, up to the cap. */
const FIRST_WAIT_MS = 500;
const MAX_WAIT_MS = 15_000;

/**
 * The wait before attempt `attempt + 1`: doubling from half a second to at most 15 s, each
 * somewhere in its upper half so that processes started together do not all knock at once.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_WAIT_MS * 2 ** (attempt - 1), MAX_WAIT_MS);
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * Runs `work` (a start-up step that needs the database) until it gets through. While the database
 * is unreachable each failed attempt is logged and tried again after a capped exponential
 * backoff, as long as it takes: a process started during an outage waits for the database
 * instead of exiting. A database that refuses DATABASE_URL is a configuration error; anything
 * else fails at once, as before.
 */
export async function retryWhileUnavailable<T>(
  what: string,
  work: () => Promise<T>,
  logger: Logger,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await work();
      if (attempt > 1) logger.info(`${what}: the database answers again`, { attempt });
      return result;
    } catch (error) {
      const refusal = databaseRefusal(error);
      if (refusal) {
        throw new ConfigError([`DATABASE_URL: the database server refused it (${refusal})`]);
      }
      if (!isDatabaseUnavailable(error)) throw error;
      const waitMs = backoffMs(attempt);
      logger.error(`${what}: the database is unreachable; trying again`, {
        attempt,
        retryInMs: waitMs,
        error: describeError(error),
      });
      await sleep(waitMs);
    }
  }
}
