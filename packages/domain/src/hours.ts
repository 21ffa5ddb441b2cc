import { LOOKUP_LIMITS } from './booking/lookup-limits.ts';

/** "1 Hour" or "N Hours", plus " M Minutes" when the fraction is non-zero (spec part 1 §9). */
export function formatHourlyDuration(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  const hourLabel = whole === 1 ? '1 Hour' : `${whole} Hours`;
  return minutes > 0 ? `${hourLabel} ${minutes} Minutes` : hourLabel;
}

export function hoursToSeconds(hours: number): number {
  return Math.round(hours * 3600);
}

/** The hours a rider can book: half hours up to 12, then whole hours up to the longest hire priced. */
export const HOURLY_CHOICES: readonly number[] = [
  ...Array.from({ length: 23 }, (_, index) => 1 + index / 2),
  ...Array.from({ length: LOOKUP_LIMITS.maxHourlySeconds / 3600 - 12 }, (_, index) => 13 + index),
];
