import { createHash } from 'node:crypto';
import { MapsHttpError, MapsStatusError, type MapsProvider } from '../../adapters/maps/index.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import {
  checksFor,
  clientAddressKey,
  perMinuteAndHour,
  rateLimitsOf,
} from '../../rate-limits/rate-limits.ts';
import { purgeExpiredCache, readCache, writeCache } from './maps.repository.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * How long a remote answer is kept: places and addresses for 30 days (the longest Google allows
 * for coordinates), searches for a day, driving routes for an hour because traffic changes them.
 */
export const CACHE_TTL_MS = {
  geocode: 30 * DAY,
  reverseGeocode: 30 * DAY,
  placeDetails: 30 * DAY,
  findPlace: DAY,
  autocomplete: DAY,
  nearby: DAY,
  directions: HOUR,
} as const;

export type MapsOperation = keyof typeof CACHE_TTL_MS;

/** "No result" answers are kept briefly, so a place added to the map tomorrow is found tomorrow. */
const EMPTY_TTL_MS = HOUR;
const PURGE_PROBABILITY = 0.02;

export interface ProviderCallContext {
  db: Db;
  logger: Logger;
  provider: MapsProvider;
  companyId: string;
  clientIp: string;
}

function requestKey(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, request]))
    .digest('base64url');
}

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

/**
 * Calls the provider. Remote answers are cached per company in the database and misses are rate
 * limited per client, since each one costs the operator money. A failed call is logged ("HTTP
 * error! Status: {code}" for HTTP failures) and gives `fallback`, never an error to the rider.
 */
/** Uncached calls to a paid maps provider, per client address. */
const MAPS_CALL_LIMITS = perMinuteAndHour('maps-calls:address', 60, 600);
const MAPS_CALL_CHECKS = (clientIp: string) =>
  checksFor(MAPS_CALL_LIMITS, clientAddressKey(clientIp));

export async function callProvider<T>(
  context: ProviderCallContext,
  operation: MapsOperation,
  request: unknown,
  fallback: T,
  load: () => Promise<T>,
): Promise<T> {
  const { db, logger, provider, companyId } = context;
  // The offline provider answers from memory: nothing to cache, nothing to pay for.
  const remote = provider.name !== 'offline';
  const key = remote
    ? { companyId, provider: provider.name, operation, requestKey: requestKey(operation, request) }
    : null;
  const now = new Date();
  if (key) {
    const hit = await readCache(db, key, now);
    if (hit) return hit.response as T;
    await rateLimitsOf(db).consume(companyId, MAPS_CALL_CHECKS(context.clientIp));
  }
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (error instanceof MapsHttpError)
      logger.error(error.message, { provider: provider.name, operation });
    else if (error instanceof MapsStatusError)
      logger.info(`Maps provider warning: ${error.message}`, { operation });
    else
      logger.error('Maps provider call failed', {
        provider: provider.name,
        operation,
        error: String(error),
      });
    return fallback;
  }
  if (key) {
    const ttl = isEmpty(value)
      ? Math.min(EMPTY_TTL_MS, CACHE_TTL_MS[operation])
      : CACHE_TTL_MS[operation];
    await writeCache(db, key, value, new Date(now.getTime() + ttl));
    if (Math.random() < PURGE_PROBABILITY) await purgeExpiredCache(db, companyId, now);
  }
  return value;
}
