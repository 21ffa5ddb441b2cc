import { describe, expect, it } from 'vitest';
import {
  formatLeadTime,
  isPickupBookable,
  leadTimeRule,
  pickupTimeProblem,
} from './pickup-rules.ts';
import { latestPickupTime } from './pickup-slots.ts';

const now = new Date('2026-05-04T12:00:00Z');

describe('isPickupBookable', () => {
  it('refuses a pickup inside the lead time, in the past or more than a year ahead', () => {
    expect(isPickupBookable('2026-05-04T12:59:00Z', now, 60)).toBe(false);
    expect(isPickupBookable('2026-05-04T13:00:00Z', now, 60)).toBe(true);
    expect(isPickupBookable('2026-05-04T11:00:00Z', now, 0)).toBe(false);
    expect(isPickupBookable(latestPickupTime(now).toISOString(), now, 0)).toBe(true);
    expect(isPickupBookable('2027-05-05T12:00:00Z', now, 0)).toBe(false);
    expect(isPickupBookable('not a date', now, 0)).toBe(false);
  });
});

describe('pickupTimeProblem', () => {
  it('says why a pickup cannot be booked, in the words the price lookup answers with', () => {
    expect(pickupTimeProblem('2026-05-04T12:00:00Z', now, 60)).toBe(
      'The pickup time is in the past',
    );
    expect(pickupTimeProblem('2026-05-04T12:30:00Z', now, 60)).toBe(
      'Rides must be booked at least 1 hour before pickup',
    );
    expect(pickupTimeProblem('2026-05-04T13:00:00Z', now, 90)).toBe(
      'Rides must be booked at least 90 minutes before pickup',
    );
    expect(pickupTimeProblem('2027-05-05T12:00:00Z', now, 0)).toBe(
      'Rides can be booked at most 365 days ahead',
    );
    expect(pickupTimeProblem('2026-05-04T12:01:00Z', now, null)).toBeNull();
  });
});

describe('lead time wording', () => {
  it('writes minutes and hours as riders read them', () => {
    expect([1, 45, 60, 90, 180].map(formatLeadTime)).toEqual([
      '1 minute',
      '45 minutes',
      '1 hour',
      '90 minutes',
      '3 hours',
    ]);
  });

  it('states the rule only when the company sets a lead time', () => {
    expect(leadTimeRule(120)).toBe('Rides must be booked at least 2 hours before pickup');
    expect(leadTimeRule(0)).toBe('');
    expect(leadTimeRule(null)).toBe('');
  });
});
