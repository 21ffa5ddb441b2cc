import { t } from '@lingui/core/macro';
import type { DriverRide } from './ride-card.ts';

/** The states with the passenger on board: the way on leads to the stops and the drop-off. */
const ON_BOARD = new Set(['DRIVING_PASSENGER', 'DRIVER_IS_WAITING_AT_STOP', 'COMPLETING']);

export interface Navigation {
  /** The link's words: where it leads. */
  label: string;
  /** Google Maps' directions URL: the phone's maps app opens it (decision 87). */
  href: string;
}

type Point = { latitude: number; longitude: number };
const at = (point: Point) => `${point.latitude},${point.longitude}`;

/** Google Maps' documented directions link (Maps URLs, api=1): driving, to the destination. */
export function directionsHref(destination: Point, waypoints: readonly Point[] = []): string {
  const params = new URLSearchParams({
    api: '1',
    destination: at(destination),
    travelmode: 'driving',
  });
  if (waypoints.length > 0) params.set('waypoints', waypoints.map(at).join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/**
 * Where the driver heads next: the pickup until the passenger is on board, then the drop-off by
 * way of the stops (an hourly ride without a drop-off has nowhere to lead once on board).
 */
export function nextStopNavigation(ride: DriverRide): Navigation | null {
  const { pickup, dropOff, stops } = ride.routing;
  if (!ON_BOARD.has(ride.reservationState.type)) {
    return { label: t`Navigate to pickup`, href: directionsHref(pickup.location.coordinates) };
  }
  if (!dropOff) return null;
  const waypoints = stops.edges.map((edge) => edge.node.location.coordinates);
  return {
    label: t`Navigate to drop-off`,
    href: directionsHref(dropOff.location.coordinates, waypoints),
  };
}
