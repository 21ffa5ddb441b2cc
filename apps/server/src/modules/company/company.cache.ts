import type { Db } from '../../db/database.ts';

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

interface DbCache {
  ttlMs: number;
  entries: Map<string, Entry<unknown>>;
}

// Per database handle, so each test database (and each server) has its own cache.
const caches = new WeakMap<Db, DbCache>();
const MAX_ENTRIES = 5000;

/**
 * Turns on short-lived caching of company reads for this database handle. Company rows change
 * rarely (an operator edits branding or settings) and are read by every request, so a server keeps
 * them for a few seconds; each instance refreshes on its own, so a change shows everywhere within
 * `ttlMs`. Without this call nothing is cached (tests see their own writes at once).
 */
export function enableCompanyCache(db: Db, ttlMs: number): void {
  caches.set(db, { ttlMs, entries: new Map() });
}

/** Reads through the cache when it is enabled; failed reads are not kept. */
export function cachedRead<T>(
  db: Db,
  key: string,
  read: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const cache = caches.get(db);
  if (!cache || cache.ttlMs <= 0) return read();
  const hit = cache.entries.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
  const value = read();
  cache.entries.set(key, { value, expires: now + cache.ttlMs });
  value.catch(() => cache.entries.delete(key));
  return value;
}
