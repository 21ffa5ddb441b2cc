import type { ParsedRouteStop } from '@ride/domain';
import { airportByCode, type LatLng } from '../../adapters/maps/index.ts';
import { badUserInput } from '../../core/errors.ts';
import { describeServiceArea, isInServiceArea } from '../company/index.ts';
import { geocodeAddress, type MapsCall } from '../maps/index.ts';

export interface LocatedStop {
  coordinates: LatLng;
  isAirport: boolean;
  /** How an error names it: "the pickup (JFK)", "stop 1 (Grand Central)". */
  named: string;
}

function stopLabel(index: number, count: number): string {
  if (index === 0) return 'the pickup';
  return index === count - 1 ? 'the drop-off' : `stop ${index}`;
}

/** The text to geocode for a stop that came without coordinates. */
function addressText(stop: ParsedRouteStop): string {
  const { address } = stop;
  const area = [
    address.city,
    [address.stateCode, address.postalCode].filter(Boolean).join(' '),
    address.countryCode,
  ];
  const street = [address.line1, ...area].filter(Boolean).join(', ');
  return street || address.name;
}

async function locate(call: MapsCall, stop: ParsedRouteStop): Promise<LatLng | null> {
  if (stop.address.coordinates) return stop.address.coordinates;
  if (stop.type === 'AIRPORT') {
    const airport = stop.flightInfo?.airportCode
      ? airportByCode(stop.flightInfo.airportCode)
      : undefined;
    if (airport) return airport.coordinates;
    return (await geocodeAddress(call, stop.address.name))?.coordinates ?? null;
  }
  return (await geocodeAddress(call, addressText(stop)))?.coordinates ?? null;
}

function describeStop(stop: ParsedRouteStop): string {
  return stop.type === 'AIRPORT'
    ? stop.flightInfo?.airportCode || stop.address.name
    : addressText(stop);
}

/**
 * Coordinates for every stop: as sent, else an airport's from its IATA code, else geocoded from
 * the address. A stop that cannot be located, or that lies outside the company's service area,
 * is refused, naming which one.
 */
export async function locateStops(
  call: MapsCall,
  route: readonly ParsedRouteStop[],
): Promise<LocatedStop[]> {
  const located: LocatedStop[] = [];
  for (const [index, stop] of route.entries()) {
    const coordinates = await locate(call, stop);
    const what = describeStop(stop);
    const named = `${stopLabel(index, route.length)}${what ? ` (${what})` : ''}`;
    if (!coordinates) {
      throw badUserInput(
        `We could not locate ${named}. Please choose it from the suggestions.`,
        `route.${index}`,
      );
    }
    const { company } = call;
    if (!isInServiceArea(company, coordinates)) {
      const area = describeServiceArea(company);
      throw badUserInput(
        `${named[0]?.toUpperCase()}${named.slice(1)} is outside the area ${company.name} serves${area ? ` (${area})` : ''}.`,
        `route.${index}`,
      );
    }
    located.push({ coordinates, isAirport: stop.type === 'AIRPORT', named });
  }
  return located;
}
