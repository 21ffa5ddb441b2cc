import { describe, expect, it } from 'vitest';
import {
  COMPLETED_STATUSES,
  currentTripPhase,
  isRideCompleted,
  minutesLeft,
  type RideMoment,
} from './current-trip.ts';

const NOW = new Date('2026-05-04T15:00:00Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const ride = (overrides: Partial<RideMoment> = {}): RideMoment => ({
  status: 'BOOKED',
  pickupAt: minutesFromNow(10),
  completedAt: null,
  hasFeedback: false,
  ...overrides,
});

describe('currentTripPhase', () => {
  it('counts a scheduled ride from 30 minutes before its pickup', () => {
    expect(currentTripPhase(ride({ pickupAt: minutesFromNow(30) }), NOW)).toBe('TO_PICKUP');
    expect(currentTripPhase(ride({ pickupAt: minutesFromNow(31) }), NOW)).toBeNull();
    expect(currentTripPhase(ride({ pickupAt: minutesFromNow(120) }), NOW)).toBeNull();
  });

  it('drops a scheduled ride no driver started an hour after its pickup', () => {
    expect(currentTripPhase(ride({ pickupAt: minutesFromNow(-60) }), NOW)).toBe('TO_PICKUP');
    expect(currentTripPhase(ride({ pickupAt: minutesFromNow(-61) }), NOW)).toBeNull();
  });

  it('counts every driver state, however far its pickup is from now', () => {
    for (const status of [
      'DRIVER_IS_ON_THE_WAY',
      'DRIVER_IS_AT_PICKUP',
      'DRIVER_IS_WAITING_FOR_PASSENGER',
    ]) {
      expect(currentTripPhase(ride({ status, pickupAt: minutesFromNow(90) }), NOW)).toBe(
        'TO_PICKUP',
      );
    }
    for (const status of [
      'DRIVING_PASSENGER',
      'DRIVER_IS_WAITING_AT_STOP',
      'AFFILIATE_DRIVER_IS_ENROUTE',
    ]) {
      expect(currentTripPhase(ride({ status, pickupAt: minutesFromNow(-300) }), NOW)).toBe(
        'TO_DROP_OFF',
      );
    }
    // Driven outside its pickup window: the driver set off a day and more early, or late.
    const late = ride({ status: 'DRIVING_PASSENGER', pickupAt: minutesFromNow(-24 * 60 - 1) });
    expect(currentTripPhase(late, NOW)).toBe('TO_DROP_OFF');
    const early = ride({ status: 'DRIVER_IS_ON_THE_WAY', pickupAt: minutesFromNow(3 * 24 * 60) });
    expect(currentTripPhase(early, NOW)).toBe('TO_PICKUP');
    // The same ride still scheduled is not under way.
    expect(currentTripPhase({ ...early, status: 'BOOKED' }, NOW)).toBeNull();
  });

  it('leads a completed ride without feedback to the post-trip screen for six hours', () => {
    const done = (completedMinutesAgo: number, extra: Partial<RideMoment> = {}) =>
      ride({
        status: 'COMPLETED',
        pickupAt: minutesFromNow(-completedMinutesAgo - 40),
        completedAt: minutesFromNow(-completedMinutesAgo),
        ...extra,
      });
    expect(currentTripPhase(done(5), NOW)).toBe('COMPLETED');
    expect(currentTripPhase(done(6 * 60), NOW)).toBe('COMPLETED');
    expect(currentTripPhase(done(6 * 60 + 1), NOW)).toBeNull();
    expect(currentTripPhase(done(5, { hasFeedback: true }), NOW)).toBeNull();
    expect(currentTripPhase(done(5, { status: 'CLOSED_BY_DRIVER' }), NOW)).toBe('COMPLETED');
  });

  it('never counts a cancelled, deleted or unknown-terminal ride', () => {
    for (const status of ['CANCELLED', 'DELETED', 'NO_SHOW', 'QUOTE']) {
      const r = ride({ status, completedAt: minutesFromNow(-5) });
      expect(currentTripPhase(r, NOW), status).toBeNull();
    }
  });
});

describe('isRideCompleted', () => {
  it('is the COMPLETED group of the status table', () => {
    expect([...COMPLETED_STATUSES].sort()).toEqual(
      ['CLOSED', 'CLOSED_BY_DRIVER', 'COMPLETED', 'COMPLETING', 'DRIVER_IS_CLOSING_JOB'].sort(),
    );
    expect(
      ['CLOSED', 'CLOSED_BY_DRIVER', 'DRIVER_IS_CLOSING_JOB', 'COMPLETING', 'COMPLETED'].every(
        isRideCompleted,
      ),
    ).toBe(true);
    expect(['CANCELLED', 'DRIVING_PASSENGER', 'BOOKED', 'NO_SHOW'].some(isRideCompleted)).toBe(
      false,
    );
  });
});

describe('minutesLeft', () => {
  const base = {
    now: NOW,
    pickupAt: minutesFromNow(12),
    tripDurationSeconds: 40 * 60,
    boardedAt: null,
    eta: null,
  };

  it('counts to pickup, rounded up, never below 0', () => {
    expect(minutesLeft({ ...base, phase: 'TO_PICKUP' })).toBe(12);
    expect(
      minutesLeft({ ...base, phase: 'TO_PICKUP', pickupAt: new Date(NOW.getTime() + 61_000) }),
    ).toBe(2);
    expect(minutesLeft({ ...base, phase: 'TO_PICKUP', pickupAt: minutesFromNow(-5) })).toBe(0);
  });

  it('prefers the driver’s ETA, less the time since it was computed', () => {
    const eta = { seconds: 7 * 60 + 10, computedAt: NOW };
    expect(minutesLeft({ ...base, phase: 'TO_PICKUP', eta })).toBe(8);
    const older = { seconds: 7 * 60, computedAt: minutesFromNow(-2) };
    expect(minutesLeft({ ...base, phase: 'TO_DROP_OFF', eta: older })).toBe(5);
    const long = { seconds: 60, computedAt: minutesFromNow(-10) };
    expect(minutesLeft({ ...base, phase: 'TO_PICKUP', eta: long })).toBe(0);
  });

  it('counts to drop-off from boarding plus the route’s duration', () => {
    const boardedAt = minutesFromNow(-15);
    expect(minutesLeft({ ...base, phase: 'TO_DROP_OFF', boardedAt })).toBe(25);
    expect(minutesLeft({ ...base, phase: 'TO_DROP_OFF', boardedAt: minutesFromNow(-50) })).toBe(0);
    // Without a boarding time, from the pickup time.
    const pickedUp = { ...base, pickupAt: minutesFromNow(-30) };
    expect(minutesLeft({ ...pickedUp, phase: 'TO_DROP_OFF' })).toBe(10);
  });

  it('is 0 once the ride is completed', () => {
    expect(
      minutesLeft({ ...base, phase: 'COMPLETED', eta: { seconds: 600, computedAt: NOW } }),
    ).toBe(0);
  });
});
