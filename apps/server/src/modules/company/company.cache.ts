import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';

/** Entries one server keeps: companies, their service types, rate cards and places. */
const MAX_ENTRIES = 5_000;

/** A read's result, boxed so that "none" (undefined or null) is cached like any other answer. */
interface Box {
  value: unknown;
}

type Read = () => Promise<unknown>;

// Per database handle, so each test database (and each server) has its own cache.
const caches = new WeakMap<Db, LRUCache<string, Box, Read>>();

/**
 * Turns on short-lived caching of company reads for this database handle. Company rows change
 * rarely (an operator edits branding or settings) and are read by every request, so a server keeps
 * them for a few seconds; each instance refreshes on its own, so a change shows everywhere within
 * `ttlMs`. Without this call nothing is cached (tests see their own writes at once). `now` is the
 * clock (tests).
 */
export function enableCompanyCache(db: Db, ttlMs: number, now?: () => number): void {
  caches.set(
    db,
    new LRUCache<string, Box, Read>({
      max: MAX_ENTRIES,
      ttl: ttlMs,
      // Every read looks at the clock (a cached reading would be a timer per cache).
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    }),
  );
}

/**
 * Reads through the cache when it is enabled: concurrent callers of one key share one read, and a
 * failed read is not kept.
 */
export async function cachedRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return read();
  const box = await cache.fetch(key, { context: read });
  return box?.value as T;
}

/**
 * Drops cached reads after a change: this server answers with it at once; others within the
 * cache's few seconds.
 */
export function forgetCached(db: Db, ...keys: string[]): void {
  const cache = caches.get(db);
  for (const key of keys) cache?.delete(key);
}
