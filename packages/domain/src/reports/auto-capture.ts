/** The longest wait before a completed ride is captured by itself: a day (the tip window). */
export const AUTO_CAPTURE_MAX_MINUTES = 1440;

/**
 * Why `minutes` cannot be the company's wait before a completed ride is captured by itself, or
 * null; null minutes (automatic capture off) is always fine.
 */
export function autoCaptureMinutesProblem(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > AUTO_CAPTURE_MAX_MINUTES) {
    return `Enter whole minutes from 0 to ${AUTO_CAPTURE_MAX_MINUTES}.`;
  }
  return null;
}
