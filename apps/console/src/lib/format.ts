/** An instant as the company reads it: date and time in its time zone, e.g. "Jun 3, 2026, 9:15 AM". */
export function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
