export const PICKUP_MESSAGES = {
  gone: 'That pickup time is no longer available. Please choose a later time.',
  dateRange: 'Choose a date from the first available day up to a year ahead.',
  stale: 'Your pickup time is no longer available. Please choose a new one.',
} as const;

function duration(minutes: number): string {
  if (minutes % 60 !== 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** "Rides are booked at least 1 hour ahead." — or nothing when the company sets no lead time. */
export function leadTimeText(leadMinutes: number | null): string {
  if (!leadMinutes || leadMinutes <= 0) return '';
  return `Rides are booked at least ${duration(leadMinutes)} ahead.`;
}
