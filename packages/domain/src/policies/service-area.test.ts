import { describe, expect, it } from 'vitest';
import { leadTimeError } from './lead-times.ts';
import { formatPointLines, parsePointLines, serviceAreaProblem } from './service-area.ts';

describe('serviceAreaProblem', () => {
  const circle = { kind: 'CIRCLE', latitude: 40.7, longitude: -74, radiusKm: 50 } as const;

  it('accepts a circle within range and names the field that is not', () => {
    expect(serviceAreaProblem(circle)).toBeNull();
    expect(serviceAreaProblem({ ...circle, latitude: 90.5 })?.field).toBe('latitude');
    expect(serviceAreaProblem({ ...circle, longitude: -181 })?.field).toBe('longitude');
    expect(serviceAreaProblem({ ...circle, radiusKm: 0 })?.field).toBe('radiusKm');
    expect(serviceAreaProblem({ ...circle, radiusKm: 5001 })?.field).toBe('radiusKm');
    expect(serviceAreaProblem({ ...circle, radiusKm: 5000 })).toBeNull();
  });

  it('takes 3 to 200 points, each on the globe', () => {
    const point = (i: number): [number, number] => [40 + i / 1000, -74];
    const polygon = (n: number) => ({
      kind: 'POLYGON' as const,
      points: Array.from({ length: n }, (_, i) => point(i)),
    });
    expect(serviceAreaProblem(polygon(2))?.field).toBe('points');
    expect(serviceAreaProblem(polygon(3))).toBeNull();
    expect(serviceAreaProblem(polygon(200))).toBeNull();
    expect(serviceAreaProblem(polygon(201))?.field).toBe('points');
    const bad = polygon(3);
    bad.points[1] = [95, 0];
    expect(serviceAreaProblem(bad)?.field).toBe('points.1');
  });
});

describe('parsePointLines', () => {
  it('reads one "latitude, longitude" a line, skipping blank lines, and round-trips', () => {
    const parsed = parsePointLines('40.7, -74\n\n 40.8 ,-73.9\n40.6;-73.8');
    expect(parsed).toEqual({
      points: [
        [40.7, -74],
        [40.8, -73.9],
        [40.6, -73.8],
      ],
    });
    if ('points' in parsed)
      expect(parsePointLines(formatPointLines(parsed.points))).toEqual(parsed);
  });

  it('names the first line that is not a point', () => {
    expect(parsePointLines('40.7, -74\nsomewhere')).toEqual({ badLine: 2 });
  });
});

describe('leadTimeError', () => {
  it('takes none, 0 and up to 30 days in whole minutes', () => {
    expect(leadTimeError(null, 'X')).toBeNull();
    expect(leadTimeError(0, 'X')).toBeNull();
    expect(leadTimeError(43_200, 'X')).toBeNull();
    expect(leadTimeError(43_201, 'X')).toMatch(/^X must be whole minutes/);
    expect(leadTimeError(-1, 'X')).not.toBeNull();
    expect(leadTimeError(1.5, 'X')).not.toBeNull();
  });
});
