import { mapPoints } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { trackingRoute, type TrackedPlace, type TrackedTrip } from './tracking-route.ts';

const place = (
  name: string,
  latitude: number,
  longitude: number,
  extra: Partial<TrackedPlace> = {},
): TrackedPlace => ({
  kind: 'ADDRESS',
  name,
  line1: `${name} street`,
  city: 'New York',
  airportCode: null,
  coordinates: { latitude, longitude },
  ...extra,
});

const routing = (dropOff: TrackedPlace | null): TrackedTrip['routing'] => ({
  pickup: { location: place('The Plaza', 40.7646, -73.9743) },
  stops: { edges: [{ node: { location: place('Carnegie Hall', 40.7651, -73.9799) } }] },
  dropOff: dropOff && { location: dropOff },
});

describe('trackingRoute', () => {
  it('puts the pickup first, the stops in order and the drop-off last', () => {
    const jfk = place('JFK', 40.6413, -73.7781, { kind: 'AIRPORT', airportCode: 'JFK' });
    const route = trackingRoute(routing(jfk));
    expect(route.map((r) => [r.id, r.name])).toEqual([
      ['PICKUP', 'The Plaza, The Plaza street'],
      ['STOP_1', 'Carnegie Hall, Carnegie Hall street'],
      ['DROPOFF', 'JFK, JFK street'],
    ]);
    expect(route[2]?.location).toMatchObject({ type: 'airport', airportCode: 'JFK' });
    expect(mapPoints(route).map((p) => p.role)).toEqual(['pickup', 'stop', 'dropOff']);
  });

  it('ends at the last stop for an hourly ride without a drop-off, and skips places at 0,0', () => {
    expect(trackingRoute(routing(null)).map((r) => r.id)).toEqual(['PICKUP', 'STOP_1']);
    const nowhere = trackingRoute(routing(place('Nowhere', 0, 0)));
    expect(mapPoints(nowhere).map((p) => p.id)).toEqual(['PICKUP', 'STOP_1']);
  });
});
