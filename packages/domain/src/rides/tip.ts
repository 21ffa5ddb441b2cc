/** Spec part 2 §9: the post-trip screen's tip choices, in percent of the trip total. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** Spec part 2 §9: the rating scale, 1 to 5 stars. */
export const RATING_STARS = 5;

export const isTipPercent = (value: unknown): value is TipPercent =>
  (TIP_PERCENTS as readonly unknown[]).includes(value);

/**
 * The tip for a trip total, both in minor units: `percent` of the total, rounded half up to the
 * minor unit (10 % of $61.93 is $6.19, 15 % is $9.29); no percent is no tip. The screen that
 * offers the tip and the server that holds it use this one rule.
 */
export function tipInMinorUnits(totalMinor: number, percent: TipPercent | null): number {
  return percent === null ? 0 : Math.round((totalMinor * percent) / 100);
}
