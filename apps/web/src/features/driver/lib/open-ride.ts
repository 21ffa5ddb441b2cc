import type { DriverOpenRidesQuery } from '../../../lib/gql/graphql.ts';
import { asDirected, loadText, pickupWhen, placeLine } from './ride-card.ts';

export type OpenRide = DriverOpenRidesQuery['driverOpenRides'][number];

export interface OpenRideView {
  /** "Mon, Jan 5, 9:05 AM", on the company's clock. */
  pickupWhen: string;
  pickup: string;
  dropOff: string;
  /** "Sedan · 2 passengers, 1 bag". */
  vehicle: string;
}

/** What a driver weighs before taking an open ride: when, from where to where, in what. */
export function openRideView(ride: OpenRide, timeZone: string): OpenRideView {
  const pickupAt = new Date(ride.pickupAt);
  const load = loadText(ride.passengerCount, ride.luggageCount);
  return {
    pickupWhen: pickupWhen(pickupAt, timeZone),
    pickup: placeLine(ride.routing.pickup.location),
    dropOff: ride.routing.dropOff ? placeLine(ride.routing.dropOff.location) : asDirected(),
    vehicle: `${ride.vehicleTypeName} · ${load}`,
  };
}
