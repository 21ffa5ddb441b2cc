import { t } from '@lingui/core/macro';
import { ON_BOARD_STATUSES } from '@ride/domain';
import type { DriverWhereabouts } from './driver-position.ts';

export interface EtaView {
  minutes: number;
  /** "to pickup", "to drop-off", or, without the driver's own ETA, the route's time. */
  caption: string;
}

/** Whole minutes, rounded up, so "1 min" still means the car is not there yet. */
export function etaMinutes(seconds: number): number {
  return seconds <= 0 ? 0 : Math.ceil(seconds / 60);
}

/**
 * The ETA the tracking screen shows: the server's driving time from the driver's fresh position
 * to the next point (pickup, or drop-off once the rider is on board), less the time since the
 * position was taken; without one, the route's own driving time from pickup to drop-off;
 * nothing for a ride that is over.
 */
export function etaView(
  trip: {
    routeDurationSeconds: number;
    reservationState: { type: string; isTerminal: boolean };
  },
  whereabouts: DriverWhereabouts,
  now: number,
): EtaView | null {
  if (trip.reservationState.isTerminal) return null;
  const position = whereabouts.kind === 'live' ? whereabouts.position : null;
  if (position?.etaSeconds != null && position.etaSeconds >= 0) {
    const ageSeconds = Math.max(0, (now - Date.parse(position.recordedAt)) / 1000) || 0;
    const onBoard = ON_BOARD_STATUSES.includes(trip.reservationState.type);
    return {
      minutes: etaMinutes(Math.max(0, position.etaSeconds - ageSeconds)),
      caption: onBoard ? 'to drop-off' : 'to pickup',
    };
  }
  if (trip.routeDurationSeconds > 0)
    return { minutes: etaMinutes(trip.routeDurationSeconds), caption: 'pickup to drop-off' };
  return null;
}

/** "7 min", or "Arriving now" once nothing is left. */
export function minutesText(minutes: number): string {
  return minutes > 0 ? t`${minutes} min` : t`Arriving now`;
}
