import { describe, expect, it } from 'vitest';
import {
  cancelNotAllowedMessage,
  confirmationSearch,
  isRideCancellable,
  isRideModifiable,
  isRideUnderWay,
  RIDER_CANCELLABLE_STATUSES,
} from './eligibility.ts';
import { IN_PROGRESS_STATUSES, TERMINAL_STATUSES, UPCOMING_STATUSES } from './status.ts';

const pickupAt = new Date('2026-05-01T12:00:00.000Z');
const minutesBefore = (minutes: number, extraMs = 0) =>
  new Date(pickupAt.getTime() - minutes * 60_000 + extraMs);
const booked = { status: 'BOOKED', pickupAt };

describe('isRideCancellable', () => {
  it('allows cancelling until just before pickup minus the lead time, not at it', () => {
    expect(isRideCancellable(booked, 240, minutesBefore(240, -1))).toBe(true);
    expect(isRideCancellable(booked, 240, minutesBefore(240))).toBe(false);
    expect(isRideCancellable(booked, 240, minutesBefore(239))).toBe(false);
  });

  it('allows cancelling at any time with a lead time of 0, even after pickup', () => {
    expect(isRideCancellable(booked, 0, minutesBefore(-60))).toBe(true);
  });

  it('refuses without a lead time', () => {
    expect(isRideCancellable(booked, null, minutesBefore(10_000))).toBe(false);
  });

  it('refuses a ride in a terminal state', () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'NO_SHOW']) {
      expect(isRideCancellable({ status, pickupAt }, 0, minutesBefore(10_000))).toBe(false);
    }
  });

  it('refuses a ride under way, from "driver is on the way" on, even with a lead time of 0', () => {
    const farAhead = minutesBefore(10_000);
    expect(IN_PROGRESS_STATUSES).toContain('DRIVER_IS_ON_THE_WAY');
    for (const status of IN_PROGRESS_STATUSES) {
      expect(isRideUnderWay(status), status).toBe(true);
      expect(isRideCancellable({ status, pickupAt }, 0, farAhead), status).toBe(false);
      expect(isRideCancellable({ status, pickupAt }, 240, farAhead), status).toBe(false);
    }
  });

  it('allows a rider to cancel only a scheduled ride or a quote, never one under way or over', () => {
    for (const status of UPCOMING_STATUSES) {
      expect(isRideCancellable({ status, pickupAt }, 0, minutesBefore(-60)), status).toBe(true);
    }
    expect(RIDER_CANCELLABLE_STATUSES).toEqual([...UPCOMING_STATUSES, 'QUOTE']);
    const neither = [...IN_PROGRESS_STATUSES, ...TERMINAL_STATUSES, 'SOMETHING_NEW'];
    expect(neither.filter((s) => RIDER_CANCELLABLE_STATUSES.includes(s))).toEqual([]);
  });

  it('gives the text of spec part 2 §8 with the phone', () => {
    expect(cancelNotAllowedMessage('+1 212 555 0100')).toBe(
      'Unfortunately this ride cannot be cancelled online. To cancel your reservation, please call +1 212 555 0100 and our agents will be happy to assist you.',
    );
  });
});

describe('isRideModifiable', () => {
  it('allows editing until just before pickup minus the lead time, not at it', () => {
    expect(isRideModifiable(booked, 120, minutesBefore(120, -1))).toBe(true);
    expect(isRideModifiable(booked, 120, minutesBefore(120))).toBe(false);
  });

  it('with a lead time of 0 allows editing only before pickup', () => {
    expect(isRideModifiable(booked, 0, minutesBefore(0, -1))).toBe(true);
    expect(isRideModifiable(booked, 0, minutesBefore(0))).toBe(false);
  });

  it('refuses without a lead time or in a terminal state', () => {
    expect(isRideModifiable(booked, null, minutesBefore(10_000))).toBe(false);
    expect(isRideModifiable({ status: 'CANCELLED', pickupAt }, 0, minutesBefore(10_000))).toBe(
      false,
    );
  });

  it('allows editing a ride in progress state if the time rule holds (not terminal)', () => {
    expect(
      isRideModifiable({ status: 'DRIVER_IS_ON_THE_WAY', pickupAt }, 0, minutesBefore(5)),
    ).toBe(true);
  });
});

describe('confirmationSearch', () => {
  it('applies from 5 characters', () => {
    expect(confirmationSearch('1000')).toBeNull();
    expect(confirmationSearch(' 10000 ')).toBe('10000');
    expect(confirmationSearch(undefined)).toBeNull();
  });
});
