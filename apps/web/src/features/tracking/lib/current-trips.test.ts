import { describe, expect, it } from 'vitest';
import { resetCurrentTripState } from '../../../stores/current-trip.ts';
import {
  bannerTrip,
  carText,
  currentTripState,
  sameCurrentTrip,
  type CurrentTripSummary,
} from './current-trips.ts';
import { minutesLeftText } from './minutes-left.ts';

const trip = (
  id: string,
  phase: CurrentTripSummary['phase'],
  minutesLeft: number,
  awaitsFeedback = false,
): CurrentTripSummary => ({
  id,
  confirmationNumber: `100${id}`,
  reservationState: {
    type: 'DRIVER_IS_ON_THE_WAY',
    label: 'DRIVER IS ON THE WAY',
    colour: 'green',
  },
  phase,
  vehicle: null,
  minutesLeft,
  awaitsFeedback,
});

describe('the current trip', () => {
  it('is the first ride under way, before any completed one', () => {
    const done = trip('1', 'COMPLETED', 0, true);
    const onTheWay = trip('2', 'TO_PICKUP', 7);
    expect(bannerTrip([done, onTheWay])).toBe(onTheWay);
    expect(bannerTrip([done])).toBe(done);
    expect(bannerTrip([trip('3', 'COMPLETED', 0, false)])).toBeNull();
    expect(bannerTrip([])).toBeNull();
  });

  it('puts the banner’s minutes, its ride and the rides under way into the state', () => {
    const previous = { ...resetCurrentTripState(), tripEstimationTime: '25,7.1' };
    const next = currentTripState(previous, [
      trip('2', 'TO_DROP_OFF', 12),
      trip('5', 'TO_PICKUP', 30),
      trip('1', 'COMPLETED', 0, true),
    ]);
    expect(next).toEqual({
      ...previous,
      onTrip: true,
      timeLeft: 12,
      id: '2',
      completed: false,
      statusLabel: 'DRIVER IS ON THE WAY',
      statusColour: 'green',
      car: '',
      ridesUnderWay: ['2', '5'],
    });
  });

  it('gives the banner the ride’s status and its car once it has one', () => {
    const vehicle = {
      make: 'Cadillac',
      model: 'Escalade',
      color: 'Black',
      licensePlate: 'DEMO 101',
    };
    const riding = {
      ...trip('2', 'TO_DROP_OFF', 9),
      reservationState: { type: 'DRIVING_PASSENGER', label: 'RIDE IN PROGRESS', colour: 'green' },
      vehicle,
    } satisfies CurrentTripSummary;
    const state = currentTripState(resetCurrentTripState(), [riding]);
    expect(state).toMatchObject({
      statusLabel: 'RIDE IN PROGRESS',
      car: 'Black Cadillac Escalade, DEMO 101',
    });
    expect(carText({ ...vehicle, color: '' })).toBe('Cadillac Escalade, DEMO 101');
    expect(carText(null)).toBe('');
    // A change of status alone is a change the shell shows.
    const moved = currentTripState(state, [
      { ...riding, reservationState: { ...riding.reservationState, label: 'DRIVER IS WAITING' } },
    ]);
    expect(sameCurrentTrip(state, moved)).toBe(false);
  });

  it('marks a completed ride that waits for feedback, and clears everything with no ride', () => {
    const previous = resetCurrentTripState();
    expect(currentTripState(previous, [trip('1', 'COMPLETED', 0, true)])).toMatchObject({
      onTrip: true,
      timeLeft: 0,
      completed: true,
      ridesUnderWay: [],
    });
    const onTrip = currentTripState(previous, [trip('2', 'TO_PICKUP', 4)]);
    expect(currentTripState(onTrip, [])).toEqual(previous);
  });

  it('tells when an answer changes nothing the shell shows', () => {
    const a = currentTripState(resetCurrentTripState(), [trip('2', 'TO_PICKUP', 4)]);
    expect(sameCurrentTrip(a, currentTripState(a, [trip('2', 'TO_PICKUP', 4)]))).toBe(true);
    expect(sameCurrentTrip(a, currentTripState(a, [trip('2', 'TO_PICKUP', 3)]))).toBe(false);
  });
});

describe('minutesLeftText', () => {
  it('counts minutes to pickup, then to drop-off', () => {
    expect(minutesLeftText(trip('1', 'TO_PICKUP', 7))).toBe('7 mins to pickup');
    expect(minutesLeftText(trip('1', 'TO_DROP_OFF', 1))).toBe('1 min to drop-off');
    expect(minutesLeftText(trip('1', 'TO_PICKUP', 0))).toBe('Arriving at pickup now');
  });
});
