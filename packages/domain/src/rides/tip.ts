/** Spec part 2 §9: the tip choices of the post-trip screen, in percent of the trip total. */
export const TIP_PERCENT_CHOICES: readonly number[] = [10, 15, 20];

/** Spec part 2 §9: the rating scale, 1 to 5 stars. */
export const RATING_STARS = 5;

export function isTipPercent(value: number): boolean {
  return TIP_PERCENT_CHOICES.includes(value);
}

export function isRating(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= RATING_STARS;
}

/**
 * The tip for a trip total, both in minor units: `percent` of the total, rounded half up to the
 * minor unit (10 % of $61.93 is $6.19, 15 % is $9.29). No percent (null) is no tip. The screen
 * that offers the tip and the server that charges it both use this one rule.
 */
export function tipInMinorUnits(totalMinor: number, percent: number | null): number {
  if (percent === null) return 0;
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0)
    throw new RangeError(`A trip total in minor units must be a whole number ≥ 0: ${totalMinor}`);
  if (!isTipPercent(percent)) throw new RangeError(`Not a tip choice: ${percent} %`);
  // Whole numbers until the one division, so no binary fraction can tip the rounding.
  return Math.floor((totalMinor * percent + 50) / 100);
}
