import { mapPoints, mapView, type RouteItem } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { describeMap } from './describe-map.ts';
import {
  bubblePosition,
  bubbleText,
  directionsInput,
  markerSpecs,
  summarizeLegs,
} from './route-drawing.ts';

const row = (
  id: string,
  name: string,
  lat: number,
  lng: number,
  flags: Partial<RouteItem>,
): RouteItem => ({
  id,
  name,
  location: { type: 'poi', name, lat, lng },
  placeholder: '',
  ...flags,
});
const route = [
  row('PICKUP_ID', 'The Plaza', 40.7646, -73.9743, { isPickup: true }),
  row('S1', 'Carnegie Hall', 40.7651, -73.9799, { isStop: true }),
  row('DROPOFF', 'Grand Central Terminal', 40.7527, -73.9772, { isDropOff: true }),
];

describe('what the map draws', () => {
  it('puts A at the pickup, numbers the stops and B at the drop-off', () => {
    expect(markerSpecs(mapView(mapPoints(route))).map((m) => m.text)).toEqual(['A', '1', 'B']);
    expect(markerSpecs(mapView(mapPoints(route.slice(0, 1))))).toEqual([
      { lat: 40.7646, lng: -73.9743, text: 'A', kind: 'pickup' },
    ]);
    expect(markerSpecs(mapView([]))).toEqual([]);
  });

  it('asks for directions from the pickup through the stops, only with two or more points', () => {
    expect(directionsInput('demo', mapView(mapPoints(route)))).toEqual({
      coid: 'demo',
      origin: { latitude: 40.7646, longitude: -73.9743 },
      waypoints: [{ latitude: 40.7651, longitude: -73.9799 }],
      destination: { latitude: 40.7527, longitude: -73.9772 },
    });
    expect(directionsInput('demo', mapView(mapPoints(route.slice(0, 1))))).toBeNull();
  });

  it('sums the legs into "duration,distance" and a bubble 0.001 north of the pickup', () => {
    const summary = summarizeLegs([
      { durationSeconds: 300, distanceMeters: 1000 },
      { durationSeconds: 330, distanceMeters: 2000 },
    ]);
    expect(summary).toEqual({
      durationSeconds: 630,
      distanceMeters: 3000,
      tripEstimationTime: '11,1.86',
    });
    expect(bubbleText(summary)).toBe('11 min · 1.86 mi');
    expect(bubblePosition(mapView(mapPoints(route)))).toEqual({ lat: 40.7656, lng: -73.9743 });
    expect(bubblePosition(mapView([]))).toBeNull();
  });

  it('writes the bubble in the rider’s language and the company’s unit', () => {
    const summary = summarizeLegs([{ durationSeconds: 2580, distanceMeters: 26_254 }]);
    expect(bubbleText(summary, { language: 'en', unit: 'km' })).toBe('43 min · 26.25 km');
    expect(bubbleText(summary, { language: 'de', unit: 'km' })).toBe('43 Min. · 26,25 km');
  });

  it('describes the map in words', () => {
    expect(describeMap([], { state: 'none' })).toBe('Map: no locations chosen yet');
    expect(describeMap(route.slice(0, 1), { state: 'none' })).toBe('Map showing The Plaza');
    const summary = summarizeLegs([{ durationSeconds: 600, distanceMeters: 1609.344 }]);
    expect(describeMap(route, { state: 'ready', path: [], summary, alongRoads: true })).toBe(
      'Map of the route from The Plaza to Grand Central Terminal with 1 stop(s), about 10 min · 1 mi',
    );
    expect(describeMap(route, { state: 'ready', path: [], summary, alongRoads: false })).toBe(
      'Map of the route from The Plaza to Grand Central Terminal with 1 stop(s), about 10 min · 1 mi, drawn as a straight line',
    );
  });
});
