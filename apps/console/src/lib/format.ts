/** An instant as the company reads it: date and time in its time zone, e.g. "Jun 3, 2026, 9:15 AM". */
export function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/**
 * An amount in minor units as the company reads it, in its currency, e.g. "$1,234.50" or
 * "£12.00" (money is kept in hundredths of the currency throughout the system).
 */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
}
