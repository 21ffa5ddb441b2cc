import { plural, t } from '@lingui/core/macro';
import type { CurrentTripSummary } from './current-trips.ts';

// Apart from current-trips.ts, which the shell's current-trip watch loads: this text is the
// screen's, in the tracking catalog (decision 98).
/** /current-trip's minutes: "7 mins to pickup", "1 min to drop-off", or arriving. */
export function minutesLeftText(trip: Pick<CurrentTripSummary, 'minutesLeft' | 'phase'>): string {
  const minutes = trip.minutesLeft;
  if (trip.phase === 'TO_DROP_OFF') {
    if (minutes <= 0) return t`Arriving at drop-off now`;
    return plural(minutes, { one: '# min to drop-off', other: '# mins to drop-off' });
  }
  if (minutes <= 0) return t`Arriving at pickup now`;
  return plural(minutes, { one: '# min to pickup', other: '# mins to pickup' });
}
