import { describe, expect, it } from 'vitest';
import { nextPointOf, reusableEta } from './next-point-eta.ts';
import { positionAt } from './position-store.test-helpers.ts';

const T0 = new Date('2026-05-01T14:00:00Z');
const seconds = (s: number) => new Date(T0.getTime() + s * 1000);
const stop = (latitude: number, longitude: number) => ({ latitude, longitude });
const ride = {
  status: 'DRIVER_IS_ON_THE_WAY',
  route: [stop(40.7527, -73.9772), stop(40.7, -73.99), stop(40.6413, -73.7781)],
  updated_at: seconds(-600),
};
/** The ETA was computed 10 s ago, at the last position. */
const last = positionAt('r1', seconds(0), {
  latitude: 40.78,
  longitude: -73.95,
  etaSeconds: 400,
  etaComputedAt: seconds(0),
});
/** About 100 m north of the last position. */
const hop = { latitude: 40.7809, longitude: -73.95 };

describe('nextPointOf', () => {
  it('is the pickup until the rider is on board, then the drop-off', () => {
    expect(nextPointOf(ride)).toEqual(stop(40.7527, -73.9772));
    for (const status of ['DRIVING_PASSENGER', 'DRIVER_IS_WAITING_AT_STOP', 'COMPLETING']) {
      expect(nextPointOf({ ...ride, status })).toEqual(stop(40.6413, -73.7781));
    }
  });

  it('is none for a ride with no drop-off once on board, or an unlocated point', () => {
    expect(
      nextPointOf({ ...ride, status: 'DRIVING_PASSENGER', route: [ride.route[0]] }),
    ).toBeNull();
    expect(nextPointOf({ ...ride, route: [stop(0, 0), ride.route[2]] })).toBeNull();
  });
});

describe('reusableEta', () => {
  const report = (at: number, point = hop, speed: number | null = 8) => ({
    ...point,
    recordedAt: seconds(at),
    speed,
  });

  it('reuses a fresh ETA while the driver has moved little', () => {
    expect(reusableEta(last, ride, report(10), seconds(10))).toEqual({
      etaSeconds: 400,
      etaComputedAt: seconds(0),
    });
  });

  it('recomputes after a minute, even standing still', () => {
    expect(reusableEta(last, ride, report(60, last, 0), seconds(60))).toBeNull();
  });

  it('recomputes once the driver has likely gone 300 m since, by speed or by a long hop', () => {
    // 8 m/s for 40 s is 320 m, though each hop was short.
    expect(reusableEta(last, ride, report(40), seconds(40))).toBeNull();
    // The device says 0 m/s, but 100 m in 2 s is 50 m/s: 300 m within 6 s.
    expect(reusableEta(last, ride, report(2, hop, 0), seconds(8))).toBeNull();
    expect(reusableEta(last, ride, report(5, stop(40.79, -73.95)), seconds(5))).toBeNull();
  });

  it('recomputes when the ride changed since (a status or a route)', () => {
    const changed = { ...ride, updated_at: seconds(5) };
    expect(reusableEta(last, changed, report(10), seconds(10))).toBeNull();
  });

  it('has nothing to reuse without a stored ETA', () => {
    expect(reusableEta(null, ride, report(10), seconds(10))).toBeNull();
    const noEta = { ...last, etaSeconds: null, etaComputedAt: null };
    expect(reusableEta(noEta, ride, report(10), seconds(10))).toBeNull();
  });
});
