import { emptyRoute, routeStopsPayload, type BookingLocation, type RouteItem } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import {
  addStop,
  canAddStop,
  clearDropOff,
  DROPOFF_SET_ID,
  hasDropOff,
  moveStop,
  newStopId,
  removeStop,
  routeParts,
  setLocation,
} from './route-items.ts';

const place = (name: string, lat = 40.7, lng = -73.9): BookingLocation => ({
  type: 'poi',
  name,
  lat,
  lng,
});

function routeWithStops(...names: string[]): RouteItem[] {
  let route = setLocation(emptyRoute(), 'PICKUP_ID', place('The Plaza'));
  route = setLocation(route, 'DROPOFF_ID', place('Grand Central Terminal'));
  names.forEach((name, index) => (route = addStop(route, place(name), `S${index + 1}`)));
  return route;
}
const names = (route: RouteItem[]) => route.map((item) => item.name);

describe('route editing', () => {
  it('fills the pickup, and gives a chosen drop-off an id of its own so it is priced', () => {
    const route = routeWithStops();
    expect(names(route)).toEqual(['The Plaza', 'Grand Central Terminal']);
    expect(route[1]?.id).toBe(DROPOFF_SET_ID);
    expect(hasDropOff(route)).toBe(true);
    expect(routeStopsPayload(route)).toHaveLength(2);
    expect(hasDropOff(emptyRoute())).toBe(false);
  });

  it('adds stops before the drop-off and removes them', () => {
    const route = routeWithStops('Carnegie Hall', 'Times Square');
    expect(names(route)).toEqual([
      'The Plaza',
      'Carnegie Hall',
      'Times Square',
      'Grand Central Terminal',
    ]);
    expect(route[1]).toMatchObject({ isStop: true, placeholder: 'Enter Stop Location' });
    expect(names(removeStop(route, 'S1'))).toEqual([
      'The Plaza',
      'Times Square',
      'Grand Central Terminal',
    ]);
  });

  it('moves a stop among the stops only, clamping at either end', () => {
    const route = routeWithStops('One', 'Two', 'Three');
    expect(names(routeParts(moveStop(route, 'S3', 0)).stops)).toEqual(['Three', 'One', 'Two']);
    expect(names(routeParts(moveStop(route, 'S1', 5)).stops)).toEqual(['Two', 'Three', 'One']);
    expect(names(routeParts(moveStop(route, 'S2', -1)).stops)).toEqual(['Two', 'One', 'Three']);
    expect(moveStop(route, 'nope', 0)).toEqual(route);
    const moved = moveStop(route, 'S3', 0);
    expect(moved[0]?.name).toBe('The Plaza');
    expect(moved.at(-1)?.name).toBe('Grand Central Terminal');
  });

  it('sets a stop’s place by id and puts the drop-off placeholder back when cleared', () => {
    const route = setLocation(routeWithStops('One'), 'S1', place('Radio City Music Hall'));
    expect(names(route)).toEqual(['The Plaza', 'Radio City Music Hall', 'Grand Central Terminal']);
    const cleared = clearDropOff(route);
    expect(cleared.at(-1)).toMatchObject({ id: 'DROPOFF_ID', location: null, name: '' });
    expect(routeStopsPayload(cleared)).toHaveLength(2);
  });

  it('reads a stored route in any order and fills in what is missing', () => {
    const stop: RouteItem = {
      id: 'S',
      name: 'x',
      location: place('x'),
      placeholder: '',
      isStop: true,
    };
    const parts = routeParts([stop]);
    expect(parts.pickup.id).toBe('PICKUP_ID');
    expect(parts.dropOff.id).toBe('DROPOFF_ID');
    expect(parts.stops).toEqual([stop]);
  });

  it('allows stops up to the company’s limit', () => {
    expect(canAddStop(routeWithStops('One', 'Two'), 3)).toBe(true);
    expect(canAddStop(routeWithStops('One', 'Two', 'Three'), 3)).toBe(false);
  });

  it('makes stop ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 50 }, newStopId));
    expect(ids.size).toBe(50);
    expect([...ids].every((id) => /^STOP_[0-9a-f]{12}$/.test(id))).toBe(true);
  });
});
