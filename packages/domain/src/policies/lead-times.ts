/** The longest lead time an operator may set: 30 days, in minutes. */
export const LEAD_TIME_MAX_MINUTES = 30 * 24 * 60;

/** The three lead times of spec part 1 (minutes; null: the rider may not do it at all online). */
export interface LeadTimes {
  creationMinutes: number | null;
  modificationMinutes: number | null;
  cancellationMinutes: number | null;
}

/** Why a lead time cannot be saved, or null: whole minutes from 0 to 30 days, or none. */
export function leadTimeError(value: number | null, label: string): string | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 0 || value > LEAD_TIME_MAX_MINUTES) {
    return `${label} must be whole minutes from 0 to ${LEAD_TIME_MAX_MINUTES} (30 days), or none.`;
  }
  return null;
}
