import type { BookingLocation, RouteItem, SeaportDetails } from '../booking-form.ts';
import { DROPOFF_ID } from '../constants.ts';

export interface StopCoordinates {
  latitude: number;
  longitude: number;
}

/** A stop of an address, FBO or point-of-interest kind in the lookup payload (spec part 1 §3). */
export interface AddressStopPayload {
  type: 'ADDRESS' | 'FBO' | 'POI';
  address: {
    name: string;
    line1: string;
    line2: string;
    postalCode: string;
    city: string;
    stateCode: string;
    countryCode: string;
    coordinates: StopCoordinates;
  };
}

/**
 * Every other location kind travels as an airport: its code plus name and coordinates; a seaport
 * also carries its cruise, so the ride is kept (and changed) as a seaport.
 */
export interface AirportStopPayload {
  type: 'AIRPORT';
  flightInfo: { airportCode: string };
  address: { name: string; coordinates: StopCoordinates };
  seaport?: SeaportDetails;
}

export type RouteStopPayload = AddressStopPayload | AirportStopPayload;

const ADDRESS_KINDS = new Set(['address', 'fbo', 'poi']);
const NO_CRUISE: SeaportDetails = { portOfCall: '', shipName: '', cruiseLine: '' };

/** UK addresses carry no state: stateCode is blank for GB (spec part 1 §5). */
export function stateCodeFor(
  countryCode: string | undefined,
  stateCode: string | undefined,
): string {
  return countryCode?.toUpperCase() === 'GB' ? '' : (stateCode ?? '');
}

export function toRouteStopPayload(location: BookingLocation): RouteStopPayload {
  const coordinates = { latitude: location.lat, longitude: location.lng };
  if (ADDRESS_KINDS.has(location.type)) {
    return {
      type: location.type.toUpperCase() as AddressStopPayload['type'],
      address: {
        name: location.name,
        line1: location.line1 ?? '',
        line2: location.line2 ?? '',
        postalCode: location.postalCode ?? '',
        city: location.city ?? '',
        stateCode: stateCodeFor(location.country, location.state),
        countryCode: location.country ?? '',
        coordinates,
      },
    };
  }
  return {
    type: 'AIRPORT',
    flightInfo: { airportCode: location.airportCode ?? '' },
    address: { name: location.name, coordinates },
    // A seaport says so (with no cruise when none is known), so the ride shows it as one.
    ...(location.type === 'seaport' ? { seaport: location.seaport ?? NO_CRUISE } : {}),
  };
}

/** The route as sent for pricing: the unfilled DROPOFF_ID placeholder and empty rows are left out. */
export function routeStopsPayload(route: readonly RouteItem[]): RouteStopPayload[] {
  return route.flatMap((item) =>
    item.id === DROPOFF_ID || !item.location ? [] : [toRouteStopPayload(item.location)],
  );
}
