import { formatHourlyDuration } from '../hours.ts';
import { formatPercent, percentOf, timesHundredths } from './arithmetic.ts';
import { gratuityLineName } from './gratuity.ts';
import { promotionDiscount } from './promotion.ts';
import { surchargeLineName, surchargeValue, type Surcharge } from './surcharges.ts';
import type { PricedTrip, Promotion, Quote, RateCard, RateLine } from './types.ts';
import type { ZoneFareCharge } from './zones.ts';

const SECONDS_PER_HOUR = 3600;

/** The company's rules that apply to this trip: its zone fare and the surcharges of its pickup. */
export interface TripRules {
  zoneFare: ZoneFareCharge | null;
  surcharges: readonly Surcharge[];
}

const NO_RULES: TripRules = { zoneFare: null, surcharges: [] };

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

/** A zone fare takes the place of distance pricing; hourly rides are always billed by time. */
function fareLines(card: RateCard, trip: PricedTrip, rules: TripRules): RateLine[] {
  if (trip.isHourly) return [hourlyLine(card, trip)];
  const zone = rules.zoneFare;
  if (zone) return [{ name: `Zone Fare (${zone.from} → ${zone.to})`, value: zone.amount }];
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
  const waited = trip.waitingMinutes ?? 0;
  return [
    { name: 'Airport Pickup Fee', value: trip.airportPickup ? card.airportPickupFee : 0 },
    { name: 'Airport Drop-off Fee', value: trip.airportDropoff ? card.airportDropoffFee : 0 },
    { name: `Additional Stops (${trip.stopCount})`, value: card.stopFee * trip.stopCount },
    { name: `Child Seats (${trip.childSeats})`, value: card.childSeatFee * trip.childSeats },
    { name: `Waiting Time (${waited} min)`, value: card.waitingPerMinute * waited },
  ];
}

const sum = (lines: readonly RateLine[]) => lines.reduce((total, line) => total + line.value, 0);

/**
 * Prices one vehicle for one trip. Fare (a zone fare, distance and time, or hours) and fees make
 * the subtotal; each surcharge of the pickup's time is charged on that subtotal; a promotion comes
 * off (never below zero); a minimum fare then lifts what remains to the vehicle's minimum; gratuity
 * and tax are charged on the result. Lines worth nothing are left out, and the amount is exactly
 * the sum of the lines.
 */
export function quoteTrip(
  card: RateCard,
  trip: PricedTrip,
  promotion?: Promotion | null,
  rules: TripRules = NO_RULES,
): Quote {
  const charged = [...fareLines(card, trip, rules), ...feeLines(card, trip)];
  const base = sum(charged);
  const surcharges = rules.surcharges.map((surcharge) => ({
    name: surchargeLineName(surcharge),
    value: surchargeValue(surcharge, base),
  }));
  const subtotal = base + sum(surcharges);
  const discount = promotion ? promotionDiscount(promotion, subtotal) : 0;
  const discounted = subtotal - discount;
  const adjustment = Math.max(0, card.minimumFare - discounted);
  const beforeTax = discounted + adjustment;
  const lines: RateLine[] = [
    ...charged,
    ...surcharges,
    ...(promotion ? [{ name: `Promo Code ${promotion.code}`, value: -discount }] : []),
    { name: 'Minimum Fare Adjustment', value: adjustment },
    {
      name: gratuityLineName(card.gratuityMillipercent),
      value: percentOf(beforeTax, card.gratuityMillipercent),
    },
    {
      name: `Tax (${formatPercent(card.taxMillipercent)})`,
      value: percentOf(beforeTax, card.taxMillipercent),
    },
  ].filter((line) => line.value !== 0);
  return { amount: sum(lines), lines };
}
