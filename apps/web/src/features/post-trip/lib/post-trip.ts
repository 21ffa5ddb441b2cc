import {
  formatPrice,
  fromMinorUnits,
  RATING_STARS,
  TIP_PERCENTS,
  tipInMinorUnits,
  type TipPercent,
} from '@ride/domain';
import type { DetailsTrip } from '../../rides/index.ts';

type PricedTrip = Pick<DetailsTrip, 'rates' | 'currencySymbol' | 'currencyCode'>;

/** What the screen shows: the form, or why there is none. */
export type PostTripStage =
  | { kind: 'form' }
  | { kind: 'notCompleted' }
  | { kind: 'rated'; feedback: NonNullable<DetailsTrip['feedback']> };

/**
 * A ride takes a tip and rating once it is completed (the status table's COMPLETED group) and
 * only once: a ride already rated shows what was left instead.
 */
export function postTripStage(
  trip: Pick<DetailsTrip, 'reservationState' | 'feedback'>,
): PostTripStage {
  if (trip.feedback) return { kind: 'rated', feedback: trip.feedback };
  return trip.reservationState.label === 'COMPLETED' ? { kind: 'form' } : { kind: 'notCompleted' };
}

/** Tapping the chosen tip again takes it back (spec part 2 §2). */
export function toggleTip(current: TipPercent | null, tapped: TipPercent): TipPercent | null {
  return current === tapped ? null : tapped;
}

export interface TipChoice {
  percent: TipPercent;
  /** "$6.19": what this choice adds. */
  amount: string;
}

export interface PostTripTotals {
  choices: TipChoice[];
  /** "$9.29", or null without a tip. */
  tip: string | null;
  /** The trip total plus the tip. */
  total: string;
}

/** Amounts with the currency symbol and two decimals (spec part 2 §5), from minor units. */
export function priceText(trip: PricedTrip, minor: number): string {
  return formatPrice(fromMinorUnits(minor), trip.currencySymbol, trip.currencyCode);
}

/**
 * The tip choices with their amounts and the total with the chosen tip, by the same rule the
 * server holds the tip with (tipInMinorUnits of the trip total in minor units).
 */
export function postTripTotals(trip: PricedTrip, percent: TipPercent | null): PostTripTotals {
  const totalMinor = trip.rates.totalPriceInMinorUnits;
  const tipMinor = tipInMinorUnits(totalMinor, percent);
  return {
    choices: TIP_PERCENTS.map((choice) => ({
      percent: choice,
      amount: priceText(trip, tipInMinorUnits(totalMinor, choice)),
    })),
    tip: percent === null ? null : priceText(trip, tipMinor),
    total: priceText(trip, totalMinor + tipMinor),
  };
}

/** "1 star", "4 stars": each choice of the rating, 1 to RATING_STARS. */
export function starLabels(): string[] {
  return Array.from({ length: RATING_STARS }, (_, i) => `${i + 1} ${i === 0 ? 'star' : 'stars'}`);
}
