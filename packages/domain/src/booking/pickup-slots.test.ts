import { describe, expect, it } from 'vitest';
import {
  earliestPickupTime,
  formatClockTime,
  formatPickupDate,
  pickupSlots,
  startOfZonedDate,
  wallClockOf,
  zonedDateOf,
  zonedTime24,
  zoneOffsetMinutes,
} from './pickup-slots.ts';

const NY = 'America/New_York';
const FAR = new Date('2030-01-01T00:00:00Z');

describe('earliestPickupTime', () => {
  it('adds the lead time and moves on to the next quarter hour', () => {
    expect(earliestPickupTime(new Date('2026-03-10T14:07:30Z'), 60).toISOString()).toBe(
      '2026-03-10T15:15:00.000Z',
    );
  });

  it('never offers the current instant, even with no lead time', () => {
    expect(earliestPickupTime(new Date('2026-03-10T14:00:00Z'), 0).toISOString()).toBe(
      '2026-03-10T14:15:00.000Z',
    );
    expect(earliestPickupTime(new Date('2026-03-10T14:00:00Z'), null).toISOString()).toBe(
      '2026-03-10T14:15:00.000Z',
    );
  });
});

describe('pickupSlots', () => {
  it('offers no time inside the lead time, starting at the first slot after it', () => {
    const now = new Date('2026-05-04T13:50:00Z'); // 9:50 AM in New York
    const slots = pickupSlots('2026-05-04', NY, earliestPickupTime(now, 60), FAR);
    expect(slots[0]).toEqual({ value: '2026-05-04T15:00:00.000Z', label: '11:00 AM' });
    expect(slots.every((slot) => new Date(slot.value).getTime() >= now.getTime() + 3_600_000)).toBe(
      true,
    );
    expect(slots.at(-1)?.label).toBe('11:45 PM');
  });

  it('covers a whole future day in quarter hours, midnight to 11:45 PM', () => {
    const slots = pickupSlots('2026-05-05', NY, new Date('2026-05-01T00:00:00Z'), FAR);
    expect(slots).toHaveLength(96);
    expect(slots[0]).toEqual({ value: '2026-05-05T04:00:00.000Z', label: '12:00 AM' });
    expect(slots[48]?.label).toBe('12:00 PM');
  });

  it('skips the hour that spring-forward removes and names the zone in the repeated one', () => {
    const spring = pickupSlots('2026-03-08', NY, new Date('2026-03-01T00:00:00Z'), FAR);
    expect(spring).toHaveLength(92);
    expect(spring.map((s) => s.label)).not.toContain('2:30 AM');
    const fall = pickupSlots('2026-11-01', NY, new Date('2026-10-01T00:00:00Z'), FAR);
    expect(fall).toHaveLength(100);
    expect(fall.map((s) => s.label)).toEqual(
      expect.arrayContaining(['1:30 AM EDT', '1:30 AM EST', '2:00 AM']),
    );
  });

  it('stops at the latest bookable time', () => {
    const latest = new Date('2026-05-05T05:00:00Z');
    const slots = pickupSlots('2026-05-05', NY, new Date('2026-05-01T00:00:00Z'), latest);
    expect(slots.map((s) => s.label)).toEqual([
      '12:00 AM',
      '12:15 AM',
      '12:30 AM',
      '12:45 AM',
      '1:00 AM',
    ]);
  });

  it("reads the date in the company's zone, not the browser's", () => {
    expect(zonedDateOf(new Date('2026-05-05T02:00:00Z'), NY)).toBe('2026-05-04');
    expect(zonedDateOf(new Date('2026-05-05T02:00:00Z'), 'Europe/London')).toBe('2026-05-05');
    expect(startOfZonedDate('2026-07-01', 'Europe/London').toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
  });
});

describe('wall clock and zoned dates', () => {
  it('reads the wall clock of an instant in the zone, DST included', () => {
    expect(wallClockOf(new Date('2026-07-04T03:30:00Z'), NY)).toEqual({
      date: '2026-07-03',
      year: 2026,
      month: 7,
      day: 3,
      hour: 23,
      minute: 30,
      weekday: 'Fri',
    });
    expect(wallClockOf(new Date('2026-01-10T03:30:00Z'), 'America/St_Johns').hour).toBe(0);
  });

  it('starts a day whose midnight the zone skips at the first instant after the gap', () => {
    // Cuba springs forward at midnight: 8 March 2026 begins at 1:00 AM.
    expect(startOfZonedDate('2026-03-08', 'America/Havana').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    const slots = pickupSlots('2026-03-08', 'America/Havana', new Date(0), FAR);
    expect(slots[0]).toEqual({ value: '2026-03-08T05:00:00.000Z', label: '1:00 AM' });
    expect(slots).toHaveLength(92);
  });

  it('starts a day whose midnight happens twice at the first one', () => {
    // Cuba falls back from 1:00 AM to midnight on 1 November 2026.
    expect(startOfZonedDate('2026-11-01', 'America/Havana').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    const labels = pickupSlots('2026-11-01', 'America/Havana', new Date(0), FAR).map(
      (s) => s.label,
    );
    expect(labels.slice(0, 2)).toEqual(['12:00 AM GMT-4', '12:15 AM GMT-4']);
    expect(labels).toContain('12:00 AM GMT-5');
    expect(labels).toHaveLength(100);
  });
});

describe('pickup display', () => {
  it('writes "ddd, MMM D" and a 12-hour clock in the given zone', () => {
    const instant = new Date('2026-01-05T14:05:00Z');
    expect(formatPickupDate(instant, NY)).toBe('Mon, Jan 5');
    expect(formatClockTime(instant, NY)).toBe('9:05 AM');
    expect(formatClockTime(new Date('2026-01-05T05:00:00Z'), NY)).toBe('12:00 AM');
    expect(formatClockTime(new Date('2026-01-05T17:30:00Z'), NY)).toBe('12:30 PM');
  });
});

describe('zoneOffsetMinutes and zonedTime24', () => {
  it('follows daylight saving and zones east of UTC', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('writes the wall clock on 24 hours', () => {
    expect(zonedTime24(new Date('2026-01-15T19:05:00Z'), NY)).toBe('14:05');
    expect(zonedTime24(new Date('2026-01-15T05:00:00Z'), NY)).toBe('00:00');
  });
});
