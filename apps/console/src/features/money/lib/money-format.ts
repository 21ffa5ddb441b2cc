/** The company's today as YYYY-MM-DD, read in its time zone (its day, not the browser's). */
export function companyToday(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The name a range's CSV is saved under: `money-<day>.csv` for one day. */
export const moneyCsvFileName = (from: string, to: string = from): string =>
  from === to ? `money-${from}.csv` : `money-${from}-to-${to}.csv`;

/** The day `days` before a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The range the money screen shows: the address's `from` and `to` when given, else the company's
 * last seven days up to today.
 */
export function moneyRangeOf(params: URLSearchParams, today: string) {
  return { from: params.get('from') ?? daysBefore(today, 6), to: params.get('to') ?? today };
}

/**
 * An amount typed in major units ("12.5", "1,234.50") in minor units, or undefined when it is no
 * positive amount with at most two decimals.
 */
export function parseAmountMinor(text: string): number | undefined {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const [whole = '0', fraction = ''] = plain.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : undefined;
}

/** A minor-unit amount as a form shows it for editing, e.g. 1250 → "12.50". */
export const minorToInput = (minor: number): string => (minor / 100).toFixed(2);
