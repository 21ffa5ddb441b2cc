import { describe, expect, it } from 'vitest';
import { NO_DRIVER_LOCATION } from './driver-card.ts';
import type { DriverWhereabouts } from './driver-position.ts';
import {
  driverMarkerText,
  pollsDriver,
  shownPosition,
  showsKeptPosition,
  whereaboutsText,
  type TrackingState,
} from './tracking-status.ts';

const state = (type: string, isTripTrackable: boolean, isTerminal = false): TrackingState => ({
  isTripTrackable,
  reservationState: { type, isTerminal },
});
const ON_THE_WAY = state('DRIVER_IS_ON_THE_WAY', true);
const AT_A_STOP = state('DRIVER_IS_WAITING_AT_STOP', false);
const SCHEDULED = state('BOOKED', false);
const COMPLETED = state('COMPLETED', false, true);
const position = {
  latitude: 40.75,
  longitude: -73.98,
  heading: null,
  recordedAt: '2026-03-01T15:00:00Z',
  etaSeconds: null,
};
const kind = (k: DriverWhereabouts['kind']): DriverWhereabouts =>
  k === 'locating' || k === 'unavailable' ? { kind: k } : { kind: k, position };

describe('what tracking says about the driver', () => {
  it('polls only a trackable ride, and shows a kept position only while it is under way', () => {
    expect([ON_THE_WAY, AT_A_STOP, SCHEDULED, COMPLETED].map(pollsDriver)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([ON_THE_WAY, AT_A_STOP, SCHEDULED, COMPLETED].map(showsKeptPosition)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('gives the spec’s text when neither the server nor this browser has a position', () => {
    expect(whereaboutsText(ON_THE_WAY, kind('unavailable'))).toBe(NO_DRIVER_LOCATION);
    expect(NO_DRIVER_LOCATION).toBe(
      'We are currently unable to view your driver’s location. If needed, please call your driver.',
    );
  });

  it('says what kind of position the map shows', () => {
    expect(whereaboutsText(ON_THE_WAY, kind('live'))).toBe('');
    expect(whereaboutsText(ON_THE_WAY, kind('stale'))).toBe(
      'Your driver’s position may be out of date.',
    );
    expect(whereaboutsText(ON_THE_WAY, kind('stored'))).toBe(
      'Showing your driver’s last known position.',
    );
    expect(whereaboutsText(ON_THE_WAY, kind('locating'))).toBe('Finding your driver…');
    expect(driverMarkerText(kind('stale'))).toBe(
      'Your driver’s position, which may be out of date, is shown',
    );
    expect(driverMarkerText(kind('unavailable'))).toBe('');
  });

  it('shows the driver’s position until the ride is over', () => {
    expect(shownPosition(ON_THE_WAY, kind('stale'))).toBe(position);
    expect(shownPosition(AT_A_STOP, kind('stored'))).toBe(position);
    expect(shownPosition(COMPLETED, kind('live'))).toBeNull();
    expect(shownPosition(ON_THE_WAY, kind('unavailable'))).toBeNull();
  });

  it('talks of the ride itself before it starts and after it ends', () => {
    expect(whereaboutsText(SCHEDULED, kind('unavailable'))).toBe(
      'Your driver’s location will show here once your driver is on the way.',
    );
    expect(whereaboutsText(state('QUOTE', false), kind('locating'))).toBe(
      'Your driver’s location will show here once your driver is on the way.',
    );
    expect(whereaboutsText(COMPLETED, kind('stored'))).toBe('This ride has ended.');
    expect(whereaboutsText(AT_A_STOP, kind('unavailable'))).toBe('');
  });
});
