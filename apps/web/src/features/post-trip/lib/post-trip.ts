import { plural, t } from '@lingui/core/macro';
import {
  customTipProblem,
  formatPrice,
  fromMinorUnits,
  isRideCompleted,
  parseTipAmount,
  RATING_STARS,
  TIP_PERCENTS,
  tipInMinorUnits,
  type TipPercent,
  type TipProblem,
} from '@ride/domain';
import type { DetailsTrip, OwnTrip } from '../../rides/index.ts';

export type PricedTrip = Pick<OwnTrip, 'rates' | 'currencySymbol' | 'currencyCode'>;

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
  // By the status's type: the label is in the rider's language.
  return isRideCompleted(trip.reservationState.type) ? { kind: 'form' } : { kind: 'notCompleted' };
}

/** The rider's tip: none (no extra tip), one of the percents, or an amount typed in. */
export type TipSelection = TipPercent | null | { customText: string };

export const isCustomTip = (tip: TipSelection): tip is { customText: string } =>
  typeof tip === 'object' && tip !== null;

/** Tapping the chosen tip again takes it back (spec part 2 §2). */
export function toggleTip(current: TipSelection, tapped: TipPercent): TipSelection {
  return current === tapped ? null : tapped;
}

/** "20 % gratuity is included" when the price lines charge a gratuity already, else null. */
export function gratuityNote(trip: Pick<DetailsTrip, 'rates'>): string | null {
  const gratuity = trip.rates?.includedGratuity;
  if (!gratuity) return null;
  const percent = gratuity.percent;
  return t`${percent} % gratuity is included`;
}

/**
 * The domain's tip refusal in the rider's language, by its reason (the domain words it in
 * English): the same sentences the server answers with.
 */
function tipProblemText(trip: PricedTrip, problem: TipProblem): string {
  switch (problem.reason) {
    case 'TIP_AMOUNT_INVALID':
      return t`Enter a tip above 0, with at most two decimals.`;
    case 'TIP_CURRENCY_MISMATCH': {
      const currency = trip.currencyCode;
      return t`A tip is given in the ride's currency, ${currency}.`;
    }
    case 'TIP_TOO_LARGE': {
      const total = priceText(trip, trip.rates.totalPriceInMinorUnits);
      return t`A tip can be at most the trip total, ${total}.`;
    }
  }
}

/**
 * What is wrong with a typed tip, by the rule the server checks it with (customTipProblem), or
 * null when it may be sent.
 */
export function customTipError(trip: PricedTrip, text: string): string | null {
  const amountMinor = parseTipAmount(text);
  if (amountMinor === null) return t`Enter a tip above 0, with at most two decimals.`;
  const problem = customTipProblem(
    { amountMinor, currencyCode: trip.currencyCode },
    { totalMinor: trip.rates.totalPriceInMinorUnits, currencyCode: trip.currencyCode },
    (minor) => priceText(trip, minor),
  );
  return problem ? tipProblemText(trip, problem) : null;
}

/** The tip in minor units, or null for a typed amount that cannot be sent. */
export function tipMinorOf(trip: PricedTrip, tip: TipSelection): number | null {
  if (!isCustomTip(tip)) return tipInMinorUnits(trip.rates.totalPriceInMinorUnits, tip);
  return customTipError(trip, tip.customText) ? null : parseTipAmount(tip.customText);
}

/** The tip as submitTripFeedback takes it: a percent, an amount in the ride's currency, or none. */
export function tipInput(trip: PricedTrip, tip: TipSelection) {
  if (!isCustomTip(tip)) return { tipPercent: tip, customTip: null };
  const amountInMinorUnits = tipMinorOf(trip, tip);
  return {
    tipPercent: null,
    customTip:
      amountInMinorUnits === null ? null : { amountInMinorUnits, currencyCode: trip.currencyCode },
  };
}

export interface TipChoice {
  percent: TipPercent;
  /** "$6.19": what this choice adds. */
  amount: string;
}

export interface PostTripTotals {
  choices: TipChoice[];
  /** "$9.29", or null without a tip (or with a typed amount that cannot be sent). */
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
export function postTripTotals(trip: PricedTrip, tip: TipSelection): PostTripTotals {
  const totalMinor = trip.rates.totalPriceInMinorUnits;
  const tipMinor = tipMinorOf(trip, tip) ?? 0;
  return {
    choices: TIP_PERCENTS.map((choice) => ({
      percent: choice,
      amount: priceText(trip, tipInMinorUnits(totalMinor, choice)),
    })),
    tip: tipMinor > 0 ? priceText(trip, tipMinor) : null,
    total: priceText(trip, totalMinor + tipMinor),
  };
}

/** "Dora Wheeler": the ride's driver as the thank-you names them; null before one was assigned. */
export function driverName(trip: Pick<DetailsTrip, 'drivers'>): string | null {
  const edges = trip.drivers.edges;
  const driver = (edges.find((edge) => edge.isPrimary) ?? edges[0])?.node;
  const name = driver ? `${driver.firstName} ${driver.lastName}`.trim() : '';
  return name || null;
}

/** "1 star", "4 stars": each choice of the rating, 1 to RATING_STARS. */
export function starLabels(): string[] {
  return Array.from({ length: RATING_STARS }, (_, i) => starsText(i + 1));
}

/** "1 star", "4 stars". */
export function starsText(count: number): string {
  return plural(count, { one: '# star', other: '# stars' });
}
