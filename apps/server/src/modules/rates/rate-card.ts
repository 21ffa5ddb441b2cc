import type { Promotion, RateCard, VehicleCapacity } from '@ride/domain';
import type { findPromoCode, RatedVehicleRow } from './rates.repository.ts';

export function rateCardOf(row: RatedVehicleRow): RateCard {
  return {
    baseFare: row.base_fare,
    perMile: row.per_mile,
    perMinute: row.per_minute,
    hourlyRate: row.hourly_rate,
    hourlyMinimumHours: row.hourly_minimum_hours,
    airportPickupFee: row.airport_pickup_fee,
    airportDropoffFee: row.airport_dropoff_fee,
    stopFee: row.stop_fee,
    childSeatFee: row.child_seat_fee,
    gratuityMillipercent: row.gratuity_millipercent,
    taxMillipercent: row.tax_millipercent,
    minimumFare: row.minimum_fare,
    waitingPerMinute: row.waiting_per_minute,
  };
}

export function capacityOf(row: RatedVehicleRow): VehicleCapacity {
  return {
    passengerCapacity: row.passenger_capacity,
    luggageCapacity: row.luggage_capacity,
    childSeatCapacity: row.child_seat_capacity,
    isAccessible: row.is_accessible,
  };
}

type PromoRow = NonNullable<Awaited<ReturnType<typeof findPromoCode>>>;

export function promotionOf(row: PromoRow): Promotion {
  return row.kind === 'percent'
    ? { code: row.code, kind: 'percent', millipercent: row.percent_millipercent ?? 0 }
    : { code: row.code, kind: 'fixed', amount: row.amount ?? 0 };
}
