import { msg } from '@lingui/core/macro';

export const PICKUP_MESSAGES = {
  dateRange: msg`Choose a date from the first available day up to a year ahead.`,
  stale: msg`Your pickup time is no longer available. Please choose a new one.`,
} as const;
