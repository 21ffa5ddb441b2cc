import { describe, expect, it } from 'vitest';
import { formatAge } from './dispatch-format.ts';
import { ageNow, isStaleNow, type TrackedDriver, upsertDriver } from './live-drivers.ts';

const T0 = Date.parse('2026-06-03T13:00:00Z');

function buildTrackedDriver(overrides: Partial<TrackedDriver> = {}): TrackedDriver {
  return {
    driver: { id: 'd1', firstName: 'Sam', lastName: 'Ortiz' },
    reservationId: null,
    confirmationNumber: null,
    status: null,
    latitude: 40.75,
    longitude: -73.98,
    heading: null,
    recordedAt: '2026-06-03T12:59:50Z',
    ageSeconds: 10,
    isStale: false,
    receivedAt: T0,
    ...overrides,
  };
}

describe('a driver position on the map', () => {
  it('ages with the clock from its age when answered, and goes stale after two minutes', () => {
    const driver = buildTrackedDriver();
    expect(ageNow(driver, T0)).toBe(10);
    expect(ageNow(driver, T0 + 5_500)).toBe(15);
    expect(isStaleNow(driver, T0 + 110_000)).toBe(false);
    expect(isStaleNow(driver, T0 + 111_000)).toBe(true);
  });

  it('says the age in seconds, minutes or hours', () => {
    expect(formatAge(12)).toBe('12 s ago');
    expect(formatAge(59.9)).toBe('59 s ago');
    expect(formatAge(180)).toBe('3 min ago');
    expect(formatAge(7300)).toBe('2 h ago');
  });

  it('keeps one entry per driver, freshest first', () => {
    const sam = buildTrackedDriver({ ageSeconds: 30 });
    const kim = buildTrackedDriver({
      driver: { id: 'd2', firstName: 'Kim', lastName: 'Park' },
      ageSeconds: 20,
    });
    const moved = buildTrackedDriver({ ageSeconds: 0, receivedAt: T0 + 1000, latitude: 40.8 });
    const list = upsertDriver([sam, kim], moved, T0 + 1000);
    expect(list.map((d) => [d.driver.id, d.latitude])).toEqual([
      ['d1', 40.8],
      ['d2', 40.75],
    ]);
  });
});
