import { describe, expect, it } from 'vitest';
import type { RouteItem } from '../booking-form.ts';
import { childSeatsLabel, luggageLabel, passengersLabel } from './labels.ts';
import { mapPoints, mapView } from './map-points.ts';

const at = (lat: number, lng: number) => ({ type: 'address' as const, name: 'x', lat, lng });
const item = (id: string, lat: number, lng: number, flags: Partial<RouteItem> = {}): RouteItem => ({
  id,
  name: id,
  location: at(lat, lng),
  placeholder: '',
  ...flags,
});

describe('mapPoints', () => {
  it('keeps pickup, stops and drop-off in order', () => {
    const points = mapPoints([
      item('a', 40.7, -73.9, { isPickup: true }),
      item('s', 40.71, -73.95, { isStop: true }),
      item('b', 40.64, -73.78, { isDropOff: true }),
    ]);
    expect(points.map((p) => [p.id, p.role])).toEqual([
      ['a', 'pickup'],
      ['s', 'stop'],
      ['b', 'dropOff'],
    ]);
  });

  it('ignores a drop-off at 0,0, skips sameAsPickup rows and the DROPOFF_ID placeholder', () => {
    const points = mapPoints([
      item('a', 40.7, -73.9, { isPickup: true }),
      item('s', 40.7, -73.9, { isStop: true, sameAsPickup: true }),
      item('DROPOFF_ID', 40.6, -73.7, { isDropOff: true }),
      item('b', 0, 0, { isDropOff: true }),
    ]);
    expect(points.map((p) => p.id)).toEqual(['a']);
  });

  it('draws no place that is not located: a 0 in either coordinate, as geocoding reads it', () => {
    const points = mapPoints([
      item('a', 40.7, 0, { isPickup: true }),
      item('s', 0, -73.95, { isStop: true }),
      item('b', 0, 32.5, { isDropOff: true }),
      item('c', 40.64, -73.78, { isDropOff: true }),
    ]);
    expect(points.map((p) => p.id)).toEqual(['c']);
  });
});

describe('mapView', () => {
  it('is empty with no points, a centred marker with one, and a route with two or more', () => {
    expect(mapView([])).toEqual({ kind: 'empty' });
    const [a, s, b] = mapPoints([
      item('a', 1, 1, { isPickup: true }),
      item('s', 2, 2, { isStop: true }),
      item('b', 3, 3, { isDropOff: true }),
    ]);
    expect(mapView([a!])).toEqual({ kind: 'marker', center: a });
    expect(mapView([a!, s!, b!])).toEqual({
      kind: 'route',
      origin: a,
      waypoints: [s],
      destination: b,
    });
  });
});

describe('vehicle labels', () => {
  it('reads "N Passenger(s)", "N Luggage(s)" and "N Child Seat(s)"', () => {
    expect([passengersLabel(3), luggageLabel(0), childSeatsLabel(2)]).toEqual([
      '3 Passenger(s)',
      '0 Luggage(s)',
      '2 Child Seat(s)',
    ]);
  });
});
