import { formatPercent, percentOf } from './arithmetic.ts';

/**
 * A surcharge on rides picked up at night (a window of the company's wall clock, which may cross
 * midnight) or on a holiday (a date in the company's time zone): a percentage or a fixed amount.
 */
export type Surcharge = {
  name: string;
} & (
  | { kind: 'night'; startMinute: number; endMinute: number; date?: never }
  | { kind: 'holiday'; date: string; startMinute?: never; endMinute?: never }
) &
  ({ millipercent: number; amount?: never } | { amount: number; millipercent?: never });

/** The pickup's wall clock where the company is: its date and minute of the day. */
export interface LocalPickup {
  /** "YYYY-MM-DD" */
  date: string;
  /** 0–1439 */
  minuteOfDay: number;
}

/**
 * Whether a minute of the day falls in [start, end): a window whose end is not after its start
 * crosses midnight (22:00–06:00 holds 23:30 and 05:59, not 06:00). start = end is the whole day.
 */
export function inNightWindow(minute: number, start: number, end: number): boolean {
  if (start < end) return minute >= start && minute < end;
  return minute >= start || minute < end;
}

export function surchargeApplies(surcharge: Surcharge, pickup: LocalPickup): boolean {
  if (surcharge.kind === 'holiday') return surcharge.date === pickup.date;
  return inNightWindow(pickup.minuteOfDay, surcharge.startMinute, surcharge.endMinute);
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** "Night Surcharge (22:00–06:00, 10%)", "New Year (2027-01-01)": the name, when, and a percentage. */
export function surchargeLineName(surcharge: Surcharge): string {
  const when =
    surcharge.kind === 'night'
      ? `${clock(surcharge.startMinute)}–${clock(surcharge.endMinute)}`
      : surcharge.date;
  const terms =
    surcharge.millipercent !== undefined ? `, ${formatPercent(surcharge.millipercent)}` : '';
  return `${surcharge.name} (${when}${terms})`;
}

/** A surcharge's amount on the subtotal it is charged on (percentages never compound). */
export function surchargeValue(surcharge: Surcharge, subtotal: number): number {
  return surcharge.millipercent !== undefined
    ? percentOf(subtotal, surcharge.millipercent)
    : surcharge.amount;
}
