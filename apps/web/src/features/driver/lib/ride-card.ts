import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import {
  flightCode,
  formatClockTime,
  formatPickupDate,
  nameWithCode,
  pickupPartsInLanguage,
} from '@ride/domain';
import type { DriverPlaceFragment, DriverRideFieldsFragment } from '../../../lib/gql/graphql.ts';

export type DriverRide = DriverRideFieldsFragment;

/*
 * The driver page's words are in the language shown (Lingui's active one, `driver` catalog): the
 * page draws them again when the driver changes language.
 */

/** What a drop-off without a place means for the driver: the rider says where on the way. */
export const asDirected = () => t`As directed`;

/** "Mon, Jan 5, 9:05 AM" in English, on the company's clock; other languages their own way. */
export function pickupWhen(instant: Date, timeZone: string): string {
  const language = i18n.locale;
  const { date, time } =
    language === 'en' || !language
      ? { date: formatPickupDate(instant, timeZone), time: formatClockTime(instant, timeZone) }
      : pickupPartsInLanguage(language, instant, timeZone);
  return t`${date}, ${time}`;
}

/** "2 passengers, 1 bag". */
export function loadText(passengers: number, bags: number): string {
  const people = plural(passengers, { one: '# passenger', other: '# passengers' });
  const luggage = plural(bags, { one: '# bag', other: '# bags' });
  return t`${people}, ${luggage}`;
}

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
  const { code, stateText } = flight;
  if (flight.isAlert || !landing) return `${code}: ${stateText}`;
  const time = formatClockTime(new Date(landing), timeZone);
  return flight.landedAt
    ? t`${code}: ${stateText}, landed ${time}`
    : t`${code}: ${stateText}, lands ${time}`;
}

const joined = (parts: (string | null | undefined)[], separator = ', ') =>
  parts.filter((part) => part?.trim()).join(separator);

/** One line a driver can drive to: the place's name or airport with its flight, street and town. */
export function placeLine(place: DriverPlaceFragment): string {
  if (place.kind === 'AIRPORT') {
    const airport = nameWithCode(place.name, place.airportCode);
    const flight = place.flightInfo;
    const code = flight?.flightNumber
      ? flightCode(flight.airlineCode ?? '', flight.flightNumber)
      : '';
    const flightText = code ? t`flight ${code}` : '';
    return joined([airport, flightText]);
  }
  const name = place.name.trim();
  return joined([name, place.line1.trim() === name ? '' : place.line1, place.city]);
}

/** tel: keeps the digits and a leading +, so any way the number was written dials. */
export function phoneHref(phone: string): string | null {
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

export function rideCardView(ride: DriverRide, timeZone: string): RideCardView {
  const pickupAt = new Date(ride.pickupAt);
  const vehicle = ride.vehicles[0];
  return {
    pickupWhen: pickupWhen(pickupAt, timeZone),
    pickup: placeLine(ride.routing.pickup.location),
    stops: ride.routing.stops.edges.map((edge) => placeLine(edge.node.location)),
    dropOff: ride.routing.dropOff ? placeLine(ride.routing.dropOff.location) : asDirected(),
    passenger: ride.passengerName.trim() || t`N/A`,
    phone: ride.passengerPhone.trim(),
    phoneHref: phoneHref(ride.passengerPhone),
    load: loadText(ride.passengerCount, ride.luggageCount),
    vehicle: vehicle
      ? joined([`${vehicle.make} ${vehicle.model}`, vehicle.color, vehicle.licensePlate])
      : '',
    flight: flightLine(ride.flight, timeZone),
  };
}
