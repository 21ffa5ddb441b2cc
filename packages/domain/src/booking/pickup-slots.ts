/** Pickup times are offered on a quarter-hour grid, the way dispatchers plan their day. */
export const PICKUP_SLOT_MINUTES = 15;
/** How far ahead a pickup can be booked (the server refuses later ones). */
export const PICKUP_MAX_DAYS_AHEAD = 365;

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface WallClock {
  date: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
  zoneName: string;
}

/** The wall clock of an instant in a time zone. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    year,
    month,
    day,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: parts.weekday ?? '',
    zoneName: parts.timeZoneName ?? '',
  };
}

/** The calendar date ("YYYY-MM-DD") of an instant where the ride happens. */
export function zonedDateOf(instant: Date, timeZone: string): string {
  return wallClockOf(instant, timeZone).date;
}

/** "9:05 AM": the 12-hour clock riders read (spec part 2 §9). */
export function formatClockTime(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClockOf(instant, timeZone);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
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

/** Whether a stored pickup is still bookable: after now plus the lead time, within a year. */
export function isPickupBookable(pickup: Date | string, now: Date, leadMinutes: number | null) {
  const time = new Date(pickup).getTime();
  if (Number.isNaN(time)) return false;
  const lead = Math.max(0, leadMinutes ?? 0) * MINUTE;
  return (
    time > now.getTime() && time >= now.getTime() + lead && time <= latestPickupTime(now).getTime()
  );
}

/** The first instant of a calendar date in a time zone (midnight, or later when DST skips it). */
export function startOfZonedDate(date: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  const offsetAt = (time: number) => {
    const clock = wallClockOf(new Date(time), timeZone);
    return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) - time;
  };
  let candidate = utcMidnight - offsetAt(utcMidnight);
  candidate = utcMidnight - offsetAt(candidate);
  // In a zone that skips midnight, the day starts at the first instant whose date is `date`.
  while (zonedDateOf(new Date(candidate), timeZone) < date)
    candidate += PICKUP_SLOT_MINUTES * MINUTE;
  while (zonedDateOf(new Date(candidate - MINUTE), timeZone) === date) candidate -= MINUTE;
  return new Date(candidate);
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
  const slots: { instant: Date; clock: string; zone: string }[] = [];
  const step = stepMinutes * MINUTE;
  for (let time = startOfZonedDate(date, timeZone).getTime(); ; time += step) {
    const instant = new Date(time);
    const clock = wallClockOf(instant, timeZone);
    if (clock.date !== date) break;
    if (time >= earliest.getTime() && time <= latest.getTime()) {
      slots.push({ instant, clock: formatClockTime(instant, timeZone), zone: clock.zoneName });
    }
  }
  const counts = new Map<string, number>();
  for (const slot of slots) counts.set(slot.clock, (counts.get(slot.clock) ?? 0) + 1);
  return slots.map((slot) => ({
    value: slot.instant.toISOString(),
    label: (counts.get(slot.clock) ?? 0) > 1 ? `${slot.clock} ${slot.zone}` : slot.clock,
  }));
}
