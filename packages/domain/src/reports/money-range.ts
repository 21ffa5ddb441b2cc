/** The longest range the money screen and its CSV cover at once: a year and a day. */
export const MONEY_RANGE_MAX_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** Every day from `from` to `to`, both included, as YYYY-MM-DD. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export type MoneyRangeProblem = { field: 'from' | 'to'; message: string };

/**
 * Why a money range (days in the company's time zone, both included) cannot be read, or null: the
 * same words on the console's form and in the API's BAD_USER_INPUT.
 */
export function moneyRangeProblem(from: string, to: string): MoneyRangeProblem | null {
  if (!isCalendarDay(from)) return { field: 'from', message: 'Enter the first day as YYYY-MM-DD.' };
  if (!isCalendarDay(to)) return { field: 'to', message: 'Enter the last day as YYYY-MM-DD.' };
  if (to < from) return { field: 'to', message: 'The last day cannot be before the first.' };
  if (daysInRange(from, to) > MONEY_RANGE_MAX_DAYS) {
    return { field: 'to', message: `Choose at most ${MONEY_RANGE_MAX_DAYS} days.` };
  }
  return null;
}
