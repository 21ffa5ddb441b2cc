import { describe, expect, it } from 'vitest';
import type { DriverPosition, DriverWhereabouts } from './driver-position.ts';
import { etaMinutes, etaView, minutesText } from './eta.ts';

const NOW = Date.parse('2026-03-01T15:00:00Z');
const position = (etaSeconds: number | null, secondsAgo = 0): DriverPosition => ({
  latitude: 40.75,
  longitude: -73.98,
  heading: null,
  recordedAt: new Date(NOW - secondsAgo * 1000).toISOString(),
  etaSeconds,
});
const trip = (type: string, routeDurationSeconds = 1500, isTerminal = false) => ({
  routeDurationSeconds,
  reservationState: { type, isTerminal },
});
const live = (eta: number | null, secondsAgo = 0): DriverWhereabouts => ({
  kind: 'live',
  position: position(eta, secondsAgo),
});

describe('etaView', () => {
  it('takes the driver’s ETA to pickup, or to drop-off with the rider on board', () => {
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), live(421), NOW)).toEqual({
      minutes: 8,
      caption: 'to pickup',
    });
    expect(etaView(trip('DRIVING_PASSENGER'), live(60), NOW)).toEqual({
      minutes: 1,
      caption: 'to drop-off',
    });
  });

  it('counts down from the time the position was taken', () => {
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), live(420, 150), NOW)).toEqual({
      minutes: 5,
      caption: 'to pickup',
    });
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), live(60, 300), NOW)?.minutes).toBe(0);
    // A position stamped ahead of this device's clock takes nothing off.
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), live(420, -60), NOW)?.minutes).toBe(7);
  });

  it('falls back to the route’s time without a fresh ETA of the driver', () => {
    const route = { minutes: 25, caption: 'pickup to drop-off' };
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), live(null), NOW)).toEqual(route);
    const stale: DriverWhereabouts = { kind: 'stale', position: position(300) };
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), stale, NOW)).toEqual(route);
    expect(etaView(trip('BOOKED'), { kind: 'unavailable' }, NOW)).toEqual(route);
  });

  it('shows nothing for a ride that is over or without any time', () => {
    expect(etaView(trip('COMPLETED', 1500, true), live(300), NOW)).toBeNull();
    expect(etaView(trip('BOOKED', 0), { kind: 'locating' }, NOW)).toBeNull();
  });

  it('rounds up to whole minutes', () => {
    expect([0, 1, 60, 61, 3600].map(etaMinutes)).toEqual([0, 1, 1, 2, 60]);
    expect(minutesText(7)).toBe('7 min');
    expect(minutesText(0)).toBe('Arriving now');
  });
});
