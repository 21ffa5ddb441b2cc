import { t } from '@lingui/core/macro';
import { UPCOMING_STATUSES } from '@ride/domain';
import type { DriverPosition, DriverWhereabouts } from './driver-position.ts';

export interface TrackingState {
  isTripTrackable: boolean;
  reservationState: { type: string; isTerminal: boolean };
}

/** Not under way yet: the SCHEDULED group of the status table, or a quote. */
const notStarted = ({ type }: { type: string }) =>
  UPCOMING_STATUSES.includes(type) || type === 'QUOTE';

/**
 * Whether the driver's position is asked for: only while the ride is trackable (spec part 2 §4).
 * A ride under way but not trackable (the driver waiting at a stop) still shows the last position
 * this browser kept.
 */
export function pollsDriver(trip: TrackingState): boolean {
  return trip.isTripTrackable;
}

/** Whether a position kept in this browser may be shown: while the ride is under way. */
export function showsKeptPosition(trip: TrackingState): boolean {
  return !trip.reservationState.isTerminal && !notStarted(trip.reservationState);
}

/** The driver's position the map and the age line show: none once the ride is over. */
export function shownPosition(
  trip: TrackingState,
  whereabouts: DriverWhereabouts,
): DriverPosition | null {
  if (trip.reservationState.isTerminal || !('position' in whereabouts)) return null;
  return whereabouts.position;
}

/**
 * The sentence about the driver's whereabouts, for the status line that screen readers hear when
 * it changes: the spec's text when there is no position at all (part 2 §8), otherwise what kind
 * of position the map shows.
 */
export function whereaboutsText(trip: TrackingState, whereabouts: DriverWhereabouts): string {
  if (trip.reservationState.isTerminal) return t`This ride has ended.`;
  if (notStarted(trip.reservationState))
    return t`Your driver’s location will show here once your driver is on the way.`;
  switch (whereabouts.kind) {
    case 'live':
      return '';
    case 'stale':
      return t`Your driver’s position may be out of date.`;
    case 'stored':
      return t`Showing your driver’s last known position.`;
    case 'locating':
      return trip.isTripTrackable ? t`Finding your driver…` : '';
    case 'unavailable':
      // NO_DRIVER_LOCATION in English.
      return trip.isTripTrackable
        ? t`We are currently unable to view your driver’s location. If needed, please call your driver.`
        : '';
  }
}

/** What the map's driver marker means, for its text alternative. */
export function driverMarkerText(whereabouts: DriverWhereabouts): string {
  switch (whereabouts.kind) {
    case 'live':
      return t`Your driver’s position is shown`;
    case 'stale':
      return t`Your driver’s position, which may be out of date, is shown`;
    case 'stored':
      return t`Your driver’s last known position is shown`;
    default:
      return '';
  }
}
