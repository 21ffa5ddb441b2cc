import { FEET_PER_MILE } from '../constants.ts';

const FEET_PER_METER = 1 / 0.3048;

/** Feet to miles by dividing by 5280, rounded to 2 decimals (spec part 1 §9). */
export function feetToMiles(feet: number): number {
  return Math.round((feet / FEET_PER_MILE) * 100) / 100;
}

/** Providers measure in meters; riders read miles, by the same rule as feet. */
export function metersToMiles(meters: number): number {
  return feetToMiles(meters * FEET_PER_METER);
}

export interface RouteLeg {
  durationSeconds: number;
  distanceMeters: number;
}

/** A route through stops has one leg per hop; its duration and distance are the legs' sums. */
export function sumLegs(legs: readonly RouteLeg[]): RouteLeg {
  return legs.reduce(
    (total, leg) => ({
      durationSeconds: total.durationSeconds + leg.durationSeconds,
      distanceMeters: total.distanceMeters + leg.distanceMeters,
    }),
    { durationSeconds: 0, distanceMeters: 0 },
  );
}

/**
 * The current trip's tripEstimationTime, "duration,distance": whole minutes (rounded up, so a
 * short hop never reads 0) and miles with 2 decimals, e.g. "42,16.31".
 */
export function tripEstimationTime(durationSeconds: number, distanceMeters: number): string {
  return `${Math.ceil(durationSeconds / 60)},${metersToMiles(distanceMeters)}`;
}
