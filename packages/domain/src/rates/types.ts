/**
 * One vehicle type's rate card. Every amount is in the company currency's minor units (cents,
 * pence); percentages are in millipercent (8.875% = 8875) so tax rates like New York's stay exact.
 */
export interface RateCard {
  baseFare: number;
  perMile: number;
  perMinute: number;
  hourlyRate: number;
  hourlyMinimumHours: number;
  airportPickupFee: number;
  airportDropoffFee: number;
  stopFee: number;
  childSeatFee: number;
  gratuityMillipercent: number;
  taxMillipercent: number;
  /** The trip total before gratuity and tax is never below it (0: no minimum). */
  minimumFare: number;
  /** Each minute waited at the pickup beyond the company's free waiting time. */
  waitingPerMinute: number;
}

/** What a vehicle type can carry; a vehicle is offered only when the request fits all of it. */
export interface VehicleCapacity {
  passengerCapacity: number;
  luggageCapacity: number;
  childSeatCapacity: number;
  isAccessible: boolean;
}

export interface RideNeeds {
  passengers: number;
  luggage: number;
  childSeats: number;
  requiresAccessibility: boolean;
}

/** The trip as the engine prices it: measured facts, no addresses. */
export interface PricedTrip {
  /** Hourly rides are priced by time booked; the others by distance and driving time. */
  isHourly: boolean;
  /** Driving distance in miles, two decimals (spec: feet / 5280 rounded to 2 decimals). */
  distanceMiles: number;
  /** Driving time in whole minutes. */
  drivingMinutes: number;
  /** Hourly rides only: the booked duration in seconds. */
  hourlySeconds: number;
  airportPickup: boolean;
  airportDropoff: boolean;
  /** Stops between pickup and drop-off. */
  stopCount: number;
  childSeats: number;
  /** Minutes waited at the pickup beyond the free waiting time (billed on the final price). */
  waitingMinutes?: number;
}

export type Promotion =
  | { code: string; kind: 'percent'; millipercent: number }
  | { code: string; kind: 'fixed'; amount: number };

/** A named part of a price; a quote's amount is exactly the sum of its lines' values. */
export interface RateLine {
  name: string;
  /** Minor units; negative only for a promotion. */
  value: number;
}

export interface Quote {
  amount: number;
  lines: RateLine[];
}
