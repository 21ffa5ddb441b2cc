import { flightCode, formatClockTime, formatPickupDate, nameWithCode } from '@ride/domain';
import type { DriverPlaceFragment, DriverRideFieldsFragment } from '../../../lib/gql/graphql.ts';

export type DriverRide = DriverRideFieldsFragment;

/** What a drop-off without a place means for the driver: the rider says where on the way. */
export const AS_DIRECTED = 'As directed';

export interface RideCardView {
  /** "Mon, Jan 5, 9:05 AM", on the company's clock. */
  pickupWhen: string;
  pickup: string;
  stops: string[];
  dropOff: string;
  passenger: string;
  /** The passenger's number as it was given, and its "tel:+12125550100" link (null: none). */
  phone: string;
  phoneHref: string | null;
  /** "2 passengers, 1 bag". */
  load: string;
  /** "Cadillac Escalade, Black, DEMO 101"; empty until dispatch assigns a vehicle. */
  vehicle: string;
  /** "DL1297: Delayed, lands 2:23 PM" on an airport pickup whose flight was looked up; else empty. */
  flight: string;
}

/** The pickup's flight as the flight watch last saw it (decision 88). */
export function flightLine(flight: DriverRide['flight'], timeZone: string): string {
  if (!flight) return '';
  const landing = flight.landedAt ?? flight.expectedArrival;
  const when =
    !flight.isAlert && landing
      ? `, ${flight.landedAt ? 'landed' : 'lands'} ${formatClockTime(new Date(landing), timeZone)}`
      : '';
  return `${flight.code}: ${flight.stateText}${when}`;
}

const joined = (parts: (string | null | undefined)[], separator = ', ') =>
  parts.filter((part) => part?.trim()).join(separator);

/** One line a driver can drive to: the place's name or airport with its flight, street and town. */
export function placeLine(place: DriverPlaceFragment): string {
  if (place.kind === 'AIRPORT') {
    const airport = nameWithCode(place.name, place.airportCode);
    const flight = place.flightInfo;
    const flightText = flight?.flightNumber
      ? `flight ${flightCode(flight.airlineCode ?? '', flight.flightNumber)}`
      : '';
    return joined([airport, flightText]);
  }
  const name = place.name.trim();
  return joined([name, place.line1.trim() === name ? '' : place.line1, place.city]);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** tel: keeps the digits and a leading +, so any way the number was written dials. */
export function phoneHref(phone: string): string | null {
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

export function rideCardView(ride: DriverRide, timeZone: string): RideCardView {
  const pickupAt = new Date(ride.pickupAt);
  const vehicle = ride.vehicles[0];
  return {
    pickupWhen: `${formatPickupDate(pickupAt, timeZone)}, ${formatClockTime(pickupAt, timeZone)}`,
    pickup: placeLine(ride.routing.pickup.location),
    stops: ride.routing.stops.edges.map((edge) => placeLine(edge.node.location)),
    dropOff: ride.routing.dropOff ? placeLine(ride.routing.dropOff.location) : AS_DIRECTED,
    passenger: ride.passengerName.trim() || 'N/A',
    phone: ride.passengerPhone.trim(),
    phoneHref: phoneHref(ride.passengerPhone),
    load: `${plural(ride.passengerCount, 'passenger', 'passengers')}, ${plural(ride.luggageCount, 'bag', 'bags')}`,
    vehicle: vehicle
      ? joined([`${vehicle.make} ${vehicle.model}`, vehicle.color, vehicle.licensePlate])
      : '',
    flight: flightLine(ride.flight, timeZone),
  };
}
