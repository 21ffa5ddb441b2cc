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
