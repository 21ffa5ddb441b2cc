import { isRedisUnavailable } from '../adapters/redis/unavailable.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * Whether a request failed because the database or Redis cannot be reached just now: it is then
 * answered SERVICE_UNAVAILABLE (503, Retry-After), not as an internal error.
 */
export function isServiceUnavailable(error: unknown): boolean {
  return isDatabaseUnavailable(error) || isRedisUnavailable(error);
}
