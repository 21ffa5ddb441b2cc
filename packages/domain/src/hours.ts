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
