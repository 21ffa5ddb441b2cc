import type { BookingLocation, RouteItem } from '@ride/domain';
import type { GetTripLocationsQuery } from '../../../lib/gql/graphql.ts';
import { placeLine } from '../../rides/index.ts';

export type TrackedTrip = GetTripLocationsQuery['getTripLocations'];
export type TrackedPlace = TrackedTrip['routing']['pickup']['location'];

function locationOf(place: TrackedPlace): BookingLocation {
  return {
    type: place.kind.toLowerCase() as BookingLocation['type'],
    name: placeLine(place) ?? '',
    lat: place.coordinates.latitude,
    lng: place.coordinates.longitude,
    line1: place.line1,
    city: place.city,
    ...(place.airportCode ? { airportCode: place.airportCode } : {}),
  };
}

function item(
  id: string,
  place: TrackedPlace,
  flag: 'isPickup' | 'isStop' | 'isDropOff',
): RouteItem {
  const location = locationOf(place);
  return { id, name: location.name, location, placeholder: '', [flag]: true };
}

/**
 * The ride's route as the map draws it: A at the pickup, the stops in order, B at the drop-off
 * (none for an hourly ride without one). Places at 0,0 are left out by the map itself.
 */
export function trackingRoute(routing: TrackedTrip['routing']): RouteItem[] {
  return [
    item('PICKUP', routing.pickup.location, 'isPickup'),
    ...routing.stops.edges.map((edge, index) =>
      item(`STOP_${index + 1}`, edge.node.location, 'isStop'),
    ),
    ...(routing.dropOff ? [item('DROPOFF', routing.dropOff.location, 'isDropOff')] : []),
  ];
}
