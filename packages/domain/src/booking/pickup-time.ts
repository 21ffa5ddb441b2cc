import { wallClockOf } from './pickup-slots.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * formattedPickUpTime: the pickup's wall-clock date and time where the ride happens (the
 * company's time zone), written as "YYYY-MM-DDTHH:mm:00.000Z" (spec part 1 §3). The Z is part of
 * the agreed format, not a claim that the time is UTC.
 */
export function formatPickUpTime(pickup: Date | string, timeZone: string): string {
  const instant = typeof pickup === 'string' ? new Date(pickup) : pickup;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a pickup time: ${String(pickup)}`);
  const clock = wallClockOf(instant, timeZone);
  return `${clock.date}T${pad(clock.hour)}:${pad(clock.minute)}:00.000Z`;
}

/** The pickup instant to the whole minute, as scheduledPickupTime carries it. */
export function scheduledPickupTime(pickup: Date | string): string {
  const instant = new Date(typeof pickup === 'string' ? pickup : pickup.getTime());
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a pickup time: ${String(pickup)}`);
  instant.setUTCSeconds(0, 0);
  return instant.toISOString();
}
