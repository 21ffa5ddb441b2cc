import { describe, expect, it } from 'vitest';
import { IN_PROGRESS_STATUSES, reservationStatusView, UPCOMING_STATUSES } from './status.ts';

describe('reservationStatusView', () => {
  it.each([
    ['BOOKED', 'SCHEDULED', 'grey', false, false],
    ['AFFILIATE_DRIVER_IS_ASSIGNED', 'SCHEDULED', 'grey', false, false],
    ['CANCELLED', 'CANCELLED', 'grey', false, true],
    ['CLOSED_BY_DRIVER', 'COMPLETED', 'grey', false, true],
    ['COMPLETED', 'COMPLETED', 'grey', false, true],
    ['DELETED', 'DELETED', 'grey', false, true],
    ['DRIVER_IS_AT_PICKUP', 'DRIVER IS AT PICKUP', 'green', true, false],
    ['AFFILIATE_DRIVER_IS_CIRCLING_AT_PICKUP', 'DRIVER IS CIRCLING', 'green', true, false],
    ['AFFILIATE_DRIVER_IS_EN_ROUTE_TO_PICKUP', 'DRIVER IS ON THE WAY', 'green', true, false],
    ['DRIVER_IS_WAITING_AT_PICKUP', 'DRIVER HAS ARRIVED', 'green', true, false],
    ['DRIVER_IS_WAITING_FOR_PASSENGER', 'DRIVER IS WAITING', 'red', true, false],
    ['DRIVING_PASSENGER', 'RIDE IN PROGRESS', 'green', true, false],
    ['AFFILIATE_DRIVER_IS_ENROUTE', 'RIDE IN PROGRESS', 'green', true, false],
    ['DRIVER_IS_WAITING_AT_STOP', 'RIDE IN PROGRESS', 'green', false, false],
    ['QUOTE', '', 'grey', false, false],
    ['NO_SHOW', 'NO SHOW', 'grey', false, true],
  ])('%s shows %j in %s (TRACK %s, terminal %s)', (status, label, colour, track, terminal) => {
    expect(reservationStatusView(status)).toEqual({
      label,
      colour,
      isTrackable: track,
      isTerminal: terminal,
    });
  });

  it('lists upcoming and in-progress states apart, neither terminal', () => {
    expect(UPCOMING_STATUSES).toContain('BOOKED');
    expect(IN_PROGRESS_STATUSES).toContain('DRIVING_PASSENGER');
    expect(UPCOMING_STATUSES.filter((s) => IN_PROGRESS_STATUSES.includes(s))).toEqual([]);
    for (const s of [...UPCOMING_STATUSES, ...IN_PROGRESS_STATUSES]) {
      expect(reservationStatusView(s).isTerminal).toBe(false);
    }
  });
});
