import { SOURCE_LANGUAGE, wallClockOf } from '@ride/domain';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface MonthGroup<T> {
  /** "2026-11": unique per month, stable across pages. */
  key: string;
  /** "November 2026" */
  label: string;
  rides: T[];
}

/** "November 2026" in English; another language's own month name and order (Intl). */
function monthLabel(
  instant: Date,
  year: number,
  month: number,
  timeZone: string,
  language: string,
) {
  if (language === SOURCE_LANGUAGE) return `${MONTH_NAMES[month - 1]} ${year}`;
  return Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone }).format(
    instant,
  );
}

/**
 * The rides list's sections (spec part 2 §2): trips grouped by the month of their pickup where
 * the ride happens, in the order the server sent them (ascending upcoming, descending past).
 */
export function groupByPickupMonth<T>(
  rides: readonly T[],
  pickupOf: (ride: T) => Date,
  timeZone: string,
  language: string = SOURCE_LANGUAGE,
): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  const byKey = new Map<string, MonthGroup<T>>();
  for (const ride of rides) {
    const pickup = pickupOf(ride);
    const { year, month } = wallClockOf(pickup, timeZone);
    const key = `${year}-${String(month).padStart(2, '0')}`;
    let group = byKey.get(key);
    if (!group) {
      group = { key, label: monthLabel(pickup, year, month, timeZone, language), rides: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.rides.push(ride);
  }
  return groups;
}
