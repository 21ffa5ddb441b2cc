import { DROPOFF_ID, emptyRoute, type BookingLocation, type RouteItem } from '@ride/domain';

/** A chosen drop-off leaves the DROPOFF_ID placeholder id behind, so pricing and the map use it. */
export const DROPOFF_SET_ID = 'DROPOFF';
export const STOP_PLACEHOLDER = 'Enter Stop Location';

export interface RouteParts {
  pickup: RouteItem;
  stops: RouteItem[];
  dropOff: RouteItem;
}

/** The route as pickup, stops and drop-off, whatever order or gaps a stored copy has. */
export function routeParts(route: readonly RouteItem[]): RouteParts {
  const [defaultPickup, defaultDropOff] = emptyRoute() as [RouteItem, RouteItem];
  return {
    pickup: route.find((item) => item.isPickup) ?? defaultPickup,
    stops: route.filter((item) => item.isStop && !item.isPickup && !item.isDropOff),
    dropOff: route.find((item) => item.isDropOff) ?? defaultDropOff,
  };
}

function join({ pickup, stops, dropOff }: RouteParts): RouteItem[] {
  return [pickup, ...stops, dropOff];
}

/** Puts a chosen place on a row: the pickup, a stop, or the drop-off (by id). */
export function setLocation(
  route: readonly RouteItem[],
  itemId: string,
  location: BookingLocation,
): RouteItem[] {
  const parts = routeParts(route);
  const filled = (item: RouteItem): RouteItem => ({ ...item, name: location.name, location });
  if (parts.pickup.id === itemId) return join({ ...parts, pickup: filled(parts.pickup) });
  if (parts.dropOff.id === itemId) {
    return join({ ...parts, dropOff: { ...filled(parts.dropOff), id: DROPOFF_SET_ID } });
  }
  return join({
    ...parts,
    stops: parts.stops.map((stop) => (stop.id === itemId ? filled(stop) : stop)),
  });
}

/** Back to the "Enter Final Drop-Off Location" placeholder (hourly rides may end as directed). */
export function clearDropOff(route: readonly RouteItem[]): RouteItem[] {
  const [, placeholder] = emptyRoute() as [RouteItem, RouteItem];
  return join({ ...routeParts(route), dropOff: placeholder });
}

export function addStop(
  route: readonly RouteItem[],
  location: BookingLocation,
  id: string,
): RouteItem[] {
  const parts = routeParts(route);
  const stop: RouteItem = {
    id,
    name: location.name,
    location,
    placeholder: STOP_PLACEHOLDER,
    isStop: true,
  };
  return join({ ...parts, stops: [...parts.stops, stop] });
}

export function removeStop(route: readonly RouteItem[], id: string): RouteItem[] {
  const parts = routeParts(route);
  return join({ ...parts, stops: parts.stops.filter((stop) => stop.id !== id) });
}

/** Moves a stop to another position among the stops (pickup and drop-off stay where they are). */
export function moveStop(route: readonly RouteItem[], id: string, toIndex: number): RouteItem[] {
  const parts = routeParts(route);
  const from = parts.stops.findIndex((stop) => stop.id === id);
  const moving = parts.stops[from];
  if (!moving) return [...route];
  const rest = parts.stops.filter((stop) => stop.id !== id);
  const target = Math.max(0, Math.min(rest.length, toIndex));
  return join({ ...parts, stops: [...rest.slice(0, target), moving, ...rest.slice(target)] });
}

export function canAddStop(route: readonly RouteItem[], maxStops: number): boolean {
  return routeParts(route).stops.length < maxStops;
}

export function hasDropOff(route: readonly RouteItem[]): boolean {
  const { dropOff } = routeParts(route);
  return dropOff.id !== DROPOFF_ID && dropOff.location !== null;
}

/** A fresh stop id; the route only needs it to be unique among its rows. */
export function newStopId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `STOP_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
