const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * formattedPickUpTime: the pickup's wall-clock date and time where the ride happens (the
 * company's time zone), written as "YYYY-MM-DDTHH:mm:00.000Z" (spec part 1 §3). The Z is part of
 * the agreed format, not a claim that the time is UTC.
 */
export function formatPickUpTime(pickup: Date | string, timeZone: string): string {
  const instant = typeof pickup === 'string' ? new Date(pickup) : pickup;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a pickup time: ${String(pickup)}`);
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00.000Z`;
}

/** The pickup instant to the whole minute, as scheduledPickupTime carries it. */
export function scheduledPickupTime(pickup: Date | string): string {
  const instant = new Date(typeof pickup === 'string' ? pickup : pickup.getTime());
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a pickup time: ${String(pickup)}`);
  instant.setUTCSeconds(0, 0);
  return instant.toISOString();
}
