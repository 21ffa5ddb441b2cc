import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feetToMiles, metersToMiles, sumLegs, tripEstimationTime } from './distance.ts';
import { decodePolyline, encodePolyline } from './polyline.ts';
import { formatPickUpTime } from './pickup-time.ts';

describe('distances', () => {
  it('turns feet into miles by dividing by 5280, to 2 decimals', () => {
    expect(feetToMiles(5280)).toBe(1);
    expect(feetToMiles(12_345)).toBe(2.34);
    expect(feetToMiles(2640)).toBe(0.5);
  });

  it('turns meters into miles through feet', () => {
    expect(metersToMiles(1609.344)).toBe(1);
    expect(metersToMiles(26_000)).toBe(16.16);
  });

  it('adds up the legs of a route', () => {
    expect(
      sumLegs([
        { durationSeconds: 600, distanceMeters: 5000 },
        { durationSeconds: 900, distanceMeters: 8000 },
      ]),
    ).toEqual({ durationSeconds: 1500, distanceMeters: 13_000 });
  });

  it('writes tripEstimationTime as "minutes,miles"', () => {
    expect(tripEstimationTime(2530, 26_250)).toBe('43,16.31');
    expect(tripEstimationTime(20, 100)).toBe('1,0.06');
  });
});

describe('polyline', () => {
  it('encodes the documented example', () => {
    const points = [
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(points);
  });

  it('writes an empty route as an empty string and rounds to 5 decimals', () => {
    expect(encodePolyline([])).toBe('');
    expect(decodePolyline('')).toEqual([]);
    expect(decodePolyline(encodePolyline([{ lat: 38.500004, lng: -120.199996 }]))).toEqual([
      { lat: 38.5, lng: -120.2 },
    ]);
  });

  it('round-trips any route to 5 decimals', () => {
    const point = fc.record({
      lat: fc.integer({ min: -9_000_000, max: 9_000_000 }).map((v) => v / 1e5),
      lng: fc.integer({ min: -18_000_000, max: 18_000_000 }).map((v) => v / 1e5),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 20 }), (points) => {
        expect(decodePolyline(encodePolyline(points))).toEqual(points);
      }),
    );
  });
});

describe('formatPickUpTime', () => {
  it("reads the wall clock in the company's zone, across daylight saving", () => {
    expect(formatPickUpTime('2026-01-15T14:05:00Z', 'America/New_York')).toBe(
      '2026-01-15T09:05:00.000Z',
    );
    expect(formatPickUpTime('2026-07-15T14:05:59Z', 'Europe/London')).toBe(
      '2026-07-15T15:05:00.000Z',
    );
    expect(formatPickUpTime('2026-07-15T23:30:00Z', 'UTC')).toBe('2026-07-15T23:30:00.000Z');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatPickUpTime('2026-03-02T05:00:00Z', 'America/New_York')).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });
});
