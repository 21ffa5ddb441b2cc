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
    let clock = 1000;
    enableCompanyCache(db, 5000, () => clock);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cachedRead(db, 'k', read)).toBe(1);
    clock = 5999;
    expect(await cachedRead(db, 'k', read)).toBe(1);
    clock = 6001;
    expect(await cachedRead(db, 'k', read)).toBe(2);
  });

  it('keeps "none" as an answer too', async () => {
    const db = fakeDb();
    enableCompanyCache(db, 5000);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return undefined;
    };
    expect(await cachedRead(db, 'missing', read)).toBeUndefined();
    expect(await cachedRead(db, 'missing', read)).toBeUndefined();
    expect(reads).toBe(1);
  });

  it('keeps at most a bounded number of entries', async () => {
    const db = fakeDb();
    enableCompanyCache(db, 60_000);
    let reads = 0;
    const read = async () => ++reads;
    for (let i = 0; i < 5_001; i += 1) await cachedRead(db, `k${i}`, read);
    // The first key was the least recently used: it has been dropped and is read again.
    await cachedRead(db, 'k0', read);
    expect(reads).toBe(5_002);
  });

  it('shares one read among concurrent callers and keeps keys and databases apart', async () => {
    const db = fakeDb();
    const other = fakeDb();
    enableCompanyCache(db, 5000);
    enableCompanyCache(other, 5000);
    let reads = 0;
    const read = async () => ++reads;
    const [a, b] = await Promise.all([cachedRead(db, 'k', read), cachedRead(db, 'k', read)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cachedRead(db, 'other-key', read)).toBe(2);
    expect(await cachedRead(other, 'k', read)).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const db = fakeDb();
    enableCompanyCache(db, 5000);
    await expect(
      cachedRead(db, 'k', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cachedRead(db, 'k', async () => 'fresh')).toBe('fresh');
  });
});
