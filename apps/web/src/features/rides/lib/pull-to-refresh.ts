/** Spec part 2 §9: pull-to-refresh threshold 7, maximum pull 200; infinite scroll at 50 px. */
export const PULL_THRESHOLD = 7;
export const PULL_MAX = 200;
export const SCROLL_THRESHOLD_PX = 50;

/** How far the list follows the finger: downward only, never beyond the maximum pull. */
export function pullDistance(startY: number, currentY: number): number {
  return Math.min(PULL_MAX, Math.max(0, currentY - startY));
}

/** Whether letting go at this distance refreshes the list. */
export function pullRefreshes(distance: number): boolean {
  return distance > PULL_THRESHOLD;
}
