import { latestPickupTime, PICKUP_MAX_DAYS_AHEAD } from './pickup-slots.ts';

const MINUTE = 60_000;

/** "1 hour", "3 hours", "45 minutes": a lead time as riders read it. */
export function formatLeadTime(minutes: number): string {
  if (minutes % 60 !== 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The company's creation lead time as a rule, or '' when it sets none. */
export function leadTimeRule(leadMinutes: number | null): string {
  if (!leadMinutes || leadMinutes <= 0) return '';
  return `Rides must be booked at least ${formatLeadTime(leadMinutes)} before pickup`;
}

export const PICKUP_PROBLEMS = {
  invalid: 'The pickup time is not a date and time',
  past: 'The pickup time is in the past',
  tooFar: `Rides can be booked at most ${PICKUP_MAX_DAYS_AHEAD} days ahead`,
} as const;

/**
 * Why a pickup cannot be booked at `now` (in the past, inside the company's creation lead time,
 * more than a year ahead), or null when it can. The booking form and the price lookup both
 * apply it, so the rider reads the same words from either.
 */
export function pickupTimeProblem(
  pickup: Date | string,
  now: Date,
  leadMinutes: number | null,
): string | null {
  const time = new Date(pickup).getTime();
  if (Number.isNaN(time)) return PICKUP_PROBLEMS.invalid;
  if (time <= now.getTime()) return PICKUP_PROBLEMS.past;
  const lead = Math.max(0, leadMinutes ?? 0);
  if (time < now.getTime() + lead * MINUTE) return leadTimeRule(lead);
  if (time > latestPickupTime(now).getTime()) return PICKUP_PROBLEMS.tooFar;
  return null;
}

/** Whether a stored pickup is still bookable: after now plus the lead time, within a year. */
export function isPickupBookable(pickup: Date | string, now: Date, leadMinutes: number | null) {
  return pickupTimeProblem(pickup, now, leadMinutes) === null;
}
