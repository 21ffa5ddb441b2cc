/** The post-trip screen's tip choices (spec part 2 §2, §9), in percent of the trip total. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** The rating scale of the post-trip screen. */
export const RATING_STARS = 5;

export const isTipPercent = (value: unknown): value is TipPercent =>
  (TIP_PERCENTS as readonly unknown[]).includes(value);

/** The tip in minor units: the percent of the trip total, rounded to the nearest unit; none is 0. */
export function tipInMinorUnits(totalMinor: number, percent: TipPercent | null): number {
  return percent === null ? 0 : Math.round((totalMinor * percent) / 100);
}

/**
 * The percent a stored tip was chosen as (null for none). Each percent gives a different tip on
 * any total of 20 minor units or more; on a smaller one the lowest matching percent is named.
 */
export function tipPercentOf(totalMinor: number, tipMinor: number): TipPercent | null {
  if (tipMinor === 0) return null;
  return TIP_PERCENTS.find((percent) => tipInMinorUnits(totalMinor, percent) === tipMinor) ?? null;
}

/** Why a custom tip is refused: the error's `reason`, with words the rider can act on. */
export interface TipProblem {
  reason: 'TIP_AMOUNT_INVALID' | 'TIP_CURRENCY_MISMATCH' | 'TIP_TOO_LARGE';
  message: string;
}

/**
 * A tip typed by the rider, as minor units: digits with at most two decimals ("5", "7.5",
 * "12.25"; a leading currency symbol and spaces are ignored). Null for anything else.
 */
export function parseTipAmount(text: string): number | null {
  const match = /^(?:[^\d\s.,-]\s*)?(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/**
 * What is wrong with a custom tip on a ride, or null: a whole number of minor units above 0 in
 * the ride's currency, and at most the trip total (a larger tip is almost always a typing slip).
 */
export function customTipProblem(
  tip: { amountMinor: number; currencyCode: string },
  ride: { totalMinor: number; currencyCode: string },
  formatMinor: (minor: number) => string = (minor) => (minor / 100).toFixed(2),
): TipProblem | null {
  if (!Number.isSafeInteger(tip.amountMinor) || tip.amountMinor < 1) {
    return {
      reason: 'TIP_AMOUNT_INVALID',
      message: 'Enter a tip above 0, with at most two decimals.',
    };
  }
  if (tip.currencyCode.toUpperCase() !== ride.currencyCode.toUpperCase()) {
    return {
      reason: 'TIP_CURRENCY_MISMATCH',
      message: `A tip is given in the ride's currency, ${ride.currencyCode}.`,
    };
  }
  if (tip.amountMinor > ride.totalMinor) {
    return {
      reason: 'TIP_TOO_LARGE',
      message: `A tip can be at most the trip total, ${formatMinor(ride.totalMinor)}.`,
    };
  }
  return null;
}
