import type { PricedTrip, RateCard } from './types.ts';

/** A sedan's rate card as the rate tests price with it: no minimum fare, no waiting charge. */
export const SEDAN: RateCard = {
  baseFare: 2500,
  perMile: 350,
  perMinute: 50,
  hourlyRate: 7500,
  hourlyMinimumHours: 2,
  airportPickupFee: 1500,
  airportDropoffFee: 1000,
  stopFee: 1200,
  childSeatFee: 1000,
  gratuityMillipercent: 20_000,
  taxMillipercent: 8_875,
  minimumFare: 0,
  waitingPerMinute: 0,
};

/** Ten miles across town in half an hour, without airports, stops or child seats. */
export const CITY_RIDE: PricedTrip = {
  isHourly: false,
  distanceMiles: 10,
  drivingMinutes: 30,
  hourlySeconds: 0,
  airportPickup: false,
  airportDropoff: false,
  stopCount: 0,
  childSeats: 0,
};
