import { metersToMiles, quoteTrip, withWaiting, type PricedTrip, type Quote } from '@ride/domain';
import type { Db } from '../../db/database.ts';
import type { CompanyRow } from '../company/index.ts';
import { companyPricing, rulesOfTrip } from './pricing.ts';
import { promotionOf, rateCardOf } from './rate-card.ts';
import { findPromoCode, findRatedVehicle } from './rates.repository.ts';
import type { LocatedStop } from './stops.ts';

/** What a reservation kept of its trip when it was priced (its columns, as stored). */
export interface BookedTripFacts {
  vehicle_type_id: number;
  promo_code: string | null;
  route: readonly { type: string; name: string; latitude: number; longitude: number }[];
  trip_distance_meters: number;
  trip_duration_seconds: number;
  /** Hourly rides: the seconds booked; null for the others. */
  duration_seconds: number | null;
  infant_seats: number;
  toddler_seats: number;
  booster_seats: number;
  scheduled_pickup_at: Date | string;
  rate_lines: readonly { name: string; valueInMinorUnits: number }[];
}

/** The booked trip as the engine prices it, from what the reservation kept (as measureTrip did). */
function pricedTripOf(ride: BookedTripFacts): PricedTrip {
  const route = ride.route;
  const last = route.length > 1 ? route[route.length - 1] : undefined;
  return {
    isHourly: ride.duration_seconds !== null,
    distanceMiles: metersToMiles(ride.trip_distance_meters),
    drivingMinutes: Math.ceil(ride.trip_duration_seconds / 60),
    hourlySeconds: ride.duration_seconds ?? 0,
    airportPickup: route[0]?.type === 'AIRPORT',
    airportDropoff: last?.type === 'AIRPORT',
    stopCount: Math.max(0, route.length - 2),
    childSeats: ride.infant_seats + ride.toddler_seats + ride.booster_seats,
  };
}

/**
 * A completed ride's price with its billed waiting minutes, through the one engine (decision 89):
 * the booked trip is quoted with the vehicle's rate card as it is now, its promotion and the rules
 * of its pickup, without and with the minutes, and what the waiting adds is added to the booked
 * lines (`withWaiting`), so gratuity and tax follow. Null when nothing is billed: no minute beyond
 * the free wait, or a card that bills waiting at 0.
 */
export async function priceWithWaiting(
  db: Db,
  company: Pick<CompanyRow, 'id' | 'time_zone'>,
  ride: BookedTripFacts,
  waitingMinutes: number,
): Promise<Quote | null> {
  if (waitingMinutes <= 0) return null;
  const vehicle = await findRatedVehicle(db, company.id, ride.vehicle_type_id);
  if (!vehicle || vehicle.waiting_per_minute === 0) return null;
  const card = rateCardOf(vehicle);
  const promoRow = ride.promo_code ? await findPromoCode(db, company.id, ride.promo_code) : null;
  const stops: LocatedStop[] = ride.route.map((stop) => ({
    coordinates: { latitude: stop.latitude, longitude: stop.longitude },
    isAirport: stop.type === 'AIRPORT',
    named: stop.name,
  }));
  const pickupAt = new Date(ride.scheduled_pickup_at);
  const pricing = await companyPricing(db, company.id);
  const rules = rulesOfTrip(pricing, company, stops, pickupAt).forVehicle(vehicle.id);
  const promotion = promoRow ? promotionOf(promoRow) : null;
  const trip = pricedTripOf(ride);
  const before = quoteTrip(card, trip, promotion, rules);
  const after = quoteTrip(card, { ...trip, waitingMinutes }, promotion, rules);
  const booked = ride.rate_lines.map((line) => ({
    name: line.name,
    value: line.valueInMinorUnits,
  }));
  return withWaiting(booked, before, after);
}
