import { describe, expect, it } from 'vitest';
import type { DriverPosition, DriverWhereabouts } from './driver-position.ts';
import { etaMinutes, etaView, minutesText } from './eta.ts';

const position = (etaSeconds: number | null): DriverPosition => ({
  latitude: 40.75,
  longitude: -73.98,
  heading: null,
  recordedAt: '2026-03-01T15:00:00Z',
  etaSeconds,
});
const trip = (type: string, routeDurationSeconds = 1500, isTerminal = false) => ({
  routeDurationSeconds,
  reservationState: { type, isTerminal },
});
const live = (eta: number | null): DriverWhereabouts => ({ kind: 'live', position: position(eta) });

describe('etaView', () => {
  it('takes the driver’s ETA to pickup, or to drop-off with the rider on board', () => {
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), live(421))).toEqual({
      minutes: 8,
      caption: 'to pickup',
    });
    expect(etaView(trip('DRIVING_PASSENGER'), live(60))).toEqual({
      minutes: 1,
      caption: 'to drop-off',
    });
  });

  it('falls back to the route’s time without a fresh ETA of the driver', () => {
    const route = { minutes: 25, caption: 'pickup to drop-off' };
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), live(null))).toEqual(route);
    const stale: DriverWhereabouts = { kind: 'stale', position: position(300) };
    expect(etaView(trip('DRIVER_IS_ON_THE_WAY'), stale)).toEqual(route);
    expect(etaView(trip('BOOKED'), { kind: 'unavailable' })).toEqual(route);
  });

  it('shows nothing for a ride that is over or without any time', () => {
    expect(etaView(trip('COMPLETED', 1500, true), live(300))).toBeNull();
    expect(etaView(trip('BOOKED', 0), { kind: 'locating' })).toBeNull();
  });

  it('rounds up to whole minutes', () => {
    expect([0, 1, 60, 61, 3600].map(etaMinutes)).toEqual([0, 1, 1, 2, 60]);
    expect(minutesText(7)).toBe('7 min');
    expect(minutesText(0)).toBe('Arriving now');
  });
});
