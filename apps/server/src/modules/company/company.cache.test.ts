import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { cachedRead, enableCompanyCache } from './company.cache.ts';

const fakeDb = () => ({}) as Db;

describe('cachedRead', () => {
  it('reads every time when the cache is not enabled', async () => {
    const db = fakeDb();
    let reads = 0;
    await cachedRead(db, 'k', async () => ++reads);
    await cachedRead(db, 'k', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('serves a read from the cache until it expires', async () => {
    const db = fakeDb();
    enableCompanyCache(db, 5000);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cachedRead(db, 'k', read, 1000)).toBe(1);
    expect(await cachedRead(db, 'k', read, 5999)).toBe(1);
    expect(await cachedRead(db, 'k', read, 6000)).toBe(2);
  });

  it('shares one read among concurrent callers and keeps keys and databases apart', async () => {
    const db = fakeDb();
    const other = fakeDb();
    enableCompanyCache(db, 5000);
    enableCompanyCache(other, 5000);
    let reads = 0;
    const read = async () => ++reads;
    const [a, b] = await Promise.all([cachedRead(db, 'k', read, 0), cachedRead(db, 'k', read, 0)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cachedRead(db, 'other-key', read, 0)).toBe(2);
    expect(await cachedRead(other, 'k', read, 0)).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const db = fakeDb();
    enableCompanyCache(db, 5000);
    await expect(
      cachedRead(db, 'k', async () => Promise.reject(new Error('down')), 0),
    ).rejects.toThrow('down');
    expect(await cachedRead(db, 'k', async () => 'fresh', 1)).toBe('fresh');
  });
});
