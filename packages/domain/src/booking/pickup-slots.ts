import { TZDateMini, tzName, tzOffset } from '@date-fns/tz';

/** Pickup times are offered on a quarter-hour grid, the way dispatchers plan their day. */
export const PICKUP_SLOT_MINUTES = 15;
/** How far ahead a pickup can be booked (the server refuses later ones). */
export const PICKUP_MAX_DAYS_AHEAD = 365;

const MINUTE = 60_000;
const DAY = 86_400_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const pad = (n: number) => String(n).padStart(2, '0');

interface WallClock {
  /** "YYYY-MM-DD" */
  date: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
}

/** The wall clock of an instant in a time zone. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const zoned = new TZDateMini(instant.getTime(), timeZone);
  const year = zoned.getFullYear();
  const month = zoned.getMonth() + 1;
  const day = zoned.getDate();
  return {
    date: `${year}-${pad(month)}-${pad(day)}`,
    year,
    month,
    day,
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
    weekday: WEEKDAYS[zoned.getDay()] ?? '',
  };
}

/** Minutes the time zone is ahead of UTC at an instant (e.g. -300 in New York in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return tzOffset(timeZone, instant);
}

/** "14:05": the 24-hour wall-clock time of an instant in a time zone. */
export function zonedTime24(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClockOf(instant, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** The calendar date ("YYYY-MM-DD") of an instant where the ride happens. */
export function zonedDateOf(instant: Date, timeZone: string): string {
  return wallClockOf(instant, timeZone).date;
}

/** "9:05 AM": the 12-hour clock riders read (spec part 2 §9). */
export function formatClockTime(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClockOf(instant, timeZone);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Mon, Jan 5": the date as riders read it (spec part 2 §9, "ddd, MMM D"). */
export function formatPickupDate(instant: Date, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${clock.weekday}, ${MONTHS[clock.month - 1]} ${clock.day}`;
}

/**
 * The first pickup the company accepts: now plus the creation lead time, moved on to the next
 * slot strictly after it (so a zero lead time never offers a time that is already now).
 */
export function earliestPickupTime(
  now: Date,
  leadMinutes: number | null,
  stepMinutes = PICKUP_SLOT_MINUTES,
): Date {
  const step = stepMinutes * MINUTE;
  const earliest = now.getTime() + Math.max(0, leadMinutes ?? 0) * MINUTE;
  return new Date((Math.floor(earliest / step) + 1) * step);
}

export function latestPickupTime(now: Date): Date {
  return new Date(now.getTime() + PICKUP_MAX_DAYS_AHEAD * DAY);
}

/** The first instant of a calendar date in a time zone (midnight, or later when DST skips it). */
export function startOfZonedDate(date: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  // TZDate moves a wall-clock time the zone skips on to the first instant after the gap.
  return new Date(new TZDateMini(year, month - 1, day, timeZone).getTime());
}

export interface PickupSlot {
  /** The pickup instant, ISO 8601 in UTC. */
  value: string;
  /** "9:15 AM", with the zone's short name when a clock change makes a time occur twice. */
  label: string;
}

/**
 * The pickup times offered on a date in the company's time zone: every slot of that local day
 * from `earliest` (the lead time, see earliestPickupTime) up to `latest`. Stepping through real
 * instants rather than clock readings makes a spring-forward hour vanish and a fall-back hour
 * appear twice, as the wall clock does.
 */
export function pickupSlots(
  date: string,
  timeZone: string,
  earliest: Date,
  latest: Date,
  stepMinutes = PICKUP_SLOT_MINUTES,
): PickupSlot[] {
  const slots: { instant: Date; clock: string }[] = [];
  const step = stepMinutes * MINUTE;
  for (let time = startOfZonedDate(date, timeZone).getTime(); ; time += step) {
    const instant = new Date(time);
    if (zonedDateOf(instant, timeZone) !== date) break;
    if (time >= earliest.getTime() && time <= latest.getTime()) {
      slots.push({ instant, clock: formatClockTime(instant, timeZone) });
    }
  }
  const counts = new Map<string, number>();
  for (const slot of slots) counts.set(slot.clock, (counts.get(slot.clock) ?? 0) + 1);
  return slots.map(({ instant, clock }) => ({
    value: instant.toISOString(),
    label: (counts.get(clock) ?? 0) > 1 ? `${clock} ${tzName(timeZone, instant, 'short')}` : clock,
  }));
}
