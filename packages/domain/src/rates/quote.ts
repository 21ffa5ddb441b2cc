import { formatHourlyDuration } from '../hours.ts';
import { formatPercent, percentOf, timesHundredths } from './arithmetic.ts';
import { promotionDiscount } from './promotion.ts';
import type { PricedTrip, Promotion, Quote, RateCard, RateLine } from './types.ts';

const SECONDS_PER_HOUR = 3600;

/** Hourly rides bill the time booked, but never less than the vehicle's minimum hours. */
function hourlyLine(card: RateCard, trip: PricedTrip): RateLine {
  const minimumSeconds = card.hourlyMinimumHours * SECONDS_PER_HOUR;
  const billedSeconds = Math.max(trip.hourlySeconds, minimumSeconds);
  const value = Math.floor(
    (card.hourlyRate * billedSeconds + SECONDS_PER_HOUR / 2) / SECONDS_PER_HOUR,
  );
  const label =
    trip.hourlySeconds < minimumSeconds
      ? `${formatHourlyDuration(card.hourlyMinimumHours)} minimum`
      : formatHourlyDuration(trip.hourlySeconds / SECONDS_PER_HOUR);
  return { name: `Hourly Rate (${label})`, value };
}

function fareLines(card: RateCard, trip: PricedTrip): RateLine[] {
  if (trip.isHourly) return [hourlyLine(card, trip)];
  return [
    { name: 'Base Fare', value: card.baseFare },
    {
      name: `Distance (${trip.distanceMiles.toFixed(2)} mi)`,
      value: timesHundredths(card.perMile, trip.distanceMiles),
    },
    {
      name: `Driving Time (${trip.drivingMinutes} min)`,
      value: card.perMinute * trip.drivingMinutes,
    },
  ];
}

function feeLines(card: RateCard, trip: PricedTrip): RateLine[] {
  return [
    { name: 'Airport Pickup Fee', value: trip.airportPickup ? card.airportPickupFee : 0 },
    { name: 'Airport Drop-off Fee', value: trip.airportDropoff ? card.airportDropoffFee : 0 },
    { name: `Additional Stops (${trip.stopCount})`, value: card.stopFee * trip.stopCount },
    { name: `Child Seats (${trip.childSeats})`, value: card.childSeatFee * trip.childSeats },
  ];
}

const sum = (lines: readonly RateLine[]) => lines.reduce((total, line) => total + line.value, 0);

/**
 * Prices one vehicle for one trip. Fare and fees make the subtotal; a promotion comes off the
 * subtotal (never below zero); gratuity and tax are then charged on what remains. Lines worth
 * nothing are left out, and the amount is exactly the sum of the lines.
 */
export function quoteTrip(card: RateCard, trip: PricedTrip, promotion?: Promotion | null): Quote {
  const charged = [...fareLines(card, trip), ...feeLines(card, trip)];
  const subtotal = sum(charged);
  const discount = promotion ? promotionDiscount(promotion, subtotal) : 0;
  const discounted = subtotal - discount;
  const lines: RateLine[] = [
    ...charged,
    ...(promotion ? [{ name: `Promo Code ${promotion.code}`, value: -discount }] : []),
    {
      name: `Gratuity (${formatPercent(card.gratuityMillipercent)})`,
      value: percentOf(discounted, card.gratuityMillipercent),
    },
    {
      name: `Tax (${formatPercent(card.taxMillipercent)})`,
      value: percentOf(discounted, card.taxMillipercent),
    },
  ].filter((line) => line.value !== 0);
  return { amount: sum(lines), lines };
}
