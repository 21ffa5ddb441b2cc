import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { PositionStore, StoredPosition } from './position-store.ts';

const MINUTE = 60_000;

export function positionAt(
  reservationId: string,
  recordedAt: Date,
  overrides: Partial<StoredPosition> = {},
): StoredPosition {
  return {
    companyId: 'demo',
    reservationId,
    staffUserId: randomUUID(),
    latitude: 40.7527,
    longitude: -73.9772,
    heading: 87.5,
    speed: 11.25,
    recordedAt,
    etaSeconds: 420,
    etaComputedAt: recordedAt,
    announcedAt: null,
    ...overrides,
  };
}

/**
 * What every PositionStore must do, for the store `storeOf` gives; `newRide` makes a reservation
 * of company demo the store may hold a position for and gives its id.
 */
export function itKeepsOnlyTheLatestPosition(
  storeOf: () => PositionStore,
  newRide: () => Promise<string>,
) {
  const base = Date.now() - 10 * MINUTE;
  const at = (minutes: number) => new Date(base + minutes * MINUTE);

  it('has no position for a ride nobody reported on', async () => {
    expect(await storeOf().latest('demo', await newRide())).toBeNull();
  });

  it('gives back what was saved, field for field, nulls included', async () => {
    const id = await newRide();
    const position = positionAt(id, at(1), { heading: null, speed: null, etaSeconds: null });
    expect(await storeOf().save(position)).toBe('saved');
    expect(await storeOf().latest('demo', id)).toEqual(position);
  });

  it('replaces a position with a later one', async () => {
    const id = await newRide();
    await storeOf().save(positionAt(id, at(1)));
    const later = positionAt(id, at(2), { latitude: 40.76, etaSeconds: 300, announcedAt: at(1) });
    expect(await storeOf().save(later)).toBe('saved');
    expect(await storeOf().latest('demo', id)).toEqual(later);
  });

  it('refuses an older or an equally recent position and keeps the stored one', async () => {
    const id = await newRide();
    const stored = positionAt(id, at(2));
    await storeOf().save(stored);
    expect(await storeOf().save(positionAt(id, at(1), { latitude: 1 }))).toBe('older');
    expect(await storeOf().save(positionAt(id, at(2), { latitude: 2 }))).toBe('older');
    expect(await storeOf().latest('demo', id)).toEqual(stored);
  });

  it('keeps the latest of many positions saved at once, whatever their order', async () => {
    const id = await newRide();
    const minutes = [7, 2, 9, 1, 5, 8, 3, 6, 4];
    const results = await Promise.all(minutes.map((m) => storeOf().save(positionAt(id, at(m)))));
    expect(results).toContain('saved');
    expect((await storeOf().latest('demo', id))?.recordedAt).toEqual(at(9));
  });

  it('keeps companies apart', async () => {
    const id = await newRide();
    await storeOf().save(positionAt(id, at(1)));
    expect(await storeOf().latest('acme', id)).toBeNull();
  });
}
