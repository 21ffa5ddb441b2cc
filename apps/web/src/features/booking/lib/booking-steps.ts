import { deriveTripType, type BookingForm, type TripType } from '@ride/domain';
import { hasDropOff, routeParts } from './route-items.ts';

export const BOOKING_PATHS = {
  start: '/book',
  routing: '/book/routing',
  routingSearch: '/book/routing/search',
  dateTime: '/book/dateTimeSelection',
  flightInfo: '/book/flightInfo',
  vehicles: '/book/vehicleSelection',
  confirmation: '/book/confirmation',
} as const;

export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  pointToPoint: 'Point to Point',
  airportArrival: 'Airport Arrival',
  airportDeparture: 'Airport Departure',
  hourly: 'Hourly',
};

export const ROUTE_PROBLEMS = {
  pickup: 'Enter a pickup location',
  dropOff: 'Enter a drop-off location',
  hours: 'Choose how many hours you need the car',
} as const;

/** The trip type from the hourly flag and the rows that have a place (spec part 1 §4). */
export function tripTypeOf(form: BookingForm): TripType {
  return deriveTripType(
    form.isHourly,
    form.route.filter((item) => item.location),
  );
}

/** What still keeps the route step from being complete, or null when it is. */
export function routeProblem(form: BookingForm): string | null {
  if (!routeParts(form.route).pickup.location) return ROUTE_PROBLEMS.pickup;
  if (form.isHourly) return form.numberOfHours ? null : ROUTE_PROBLEMS.hours;
  return hasDropOff(form.route) ? null : ROUTE_PROBLEMS.dropOff;
}

export function needsFlightInfo(form: BookingForm): boolean {
  const type = tripTypeOf(form);
  return type === 'airportArrival' || type === 'airportDeparture';
}

export function stepAfterDateTime(form: BookingForm): string {
  return needsFlightInfo(form) ? BOOKING_PATHS.flightInfo : BOOKING_PATHS.vehicles;
}
