export const PICKUP_MESSAGES = {
  dateRange: 'Choose a date from the first available day up to a year ahead.',
  stale: 'Your pickup time is no longer available. Please choose a new one.',
} as const;
