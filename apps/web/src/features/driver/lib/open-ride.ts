import { formatClockTime, formatPickupDate } from '@ride/domain';
import type { DriverOpenRidesQuery } from '../../../lib/gql/graphql.ts';
import { AS_DIRECTED, placeLine } from './ride-card.ts';

export type OpenRide = DriverOpenRidesQuery['driverOpenRides'][number];

export interface OpenRideView {
  /** "Mon, Jan 5, 9:05 AM", on the company's clock. */
  pickupWhen: string;
  pickup: string;
  dropOff: string;
  /** "Sedan · 2 passengers, 1 bag". */
  vehicle: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a driver weighs before taking an open ride: when, from where to where, in what. */
export function openRideView(ride: OpenRide, timeZone: string): OpenRideView {
  const pickupAt = new Date(ride.pickupAt);
  const load = `${plural(ride.passengerCount, 'passenger', 'passengers')}, ${plural(ride.luggageCount, 'bag', 'bags')}`;
  return {
    pickupWhen: `${formatPickupDate(pickupAt, timeZone)}, ${formatClockTime(pickupAt, timeZone)}`,
    pickup: placeLine(ride.routing.pickup.location),
    dropOff: ride.routing.dropOff ? placeLine(ride.routing.dropOff.location) : AS_DIRECTED,
    vehicle: `${ride.vehicleTypeName} · ${load}`,
  };
}
