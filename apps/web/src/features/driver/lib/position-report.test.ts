import { describe, expect, it } from 'vitest';
import { positionReport, type DevicePosition } from './position-report.ts';

const at = Date.UTC(2026, 5, 1, 14, 30, 5, 250);
const position = (coords: Partial<DevicePosition['coords']> = {}): DevicePosition => ({
  timestamp: at,
  coords: { latitude: 40.7128, longitude: -74.006, heading: 90, speed: 12.5, ...coords },
});

describe('positionReport', () => {
  it('sends the coordinates, heading, speed and the moment the device took the position', () => {
    expect(positionReport('r1', position())).toEqual({
      reservationId: 'r1',
      latitude: 40.7128,
      longitude: -74.006,
      heading: 90,
      speed: 12.5,
      recordedAt: '2026-06-01T14:30:05.250Z',
    });
  });

  it('leaves out a heading the device does not know (NaN while standing still, or null)', () => {
    expect(positionReport('r1', position({ heading: Number.NaN })).heading).toBeNull();
    expect(positionReport('r1', position({ heading: null })).heading).toBeNull();
    expect(positionReport('r1', position({ heading: 0 })).heading).toBe(0);
    expect(positionReport('r1', position({ heading: 360 })).heading).toBeNull();
  });

  it('leaves out a speed the device does not know', () => {
    expect(positionReport('r1', position({ speed: null })).speed).toBeNull();
    expect(positionReport('r1', position({ speed: Number.NaN })).speed).toBeNull();
    expect(positionReport('r1', position({ speed: -1 })).speed).toBeNull();
    expect(positionReport('r1', position({ speed: 0 })).speed).toBe(0);
  });
});
