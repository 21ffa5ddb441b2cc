import { describe, expect, it } from 'vitest';
import { isFlightAlert, movedPickup, pickupAfterLanding, type FlightState } from './flights.ts';

const RULE = { curbsideMinutes: 15, insideMinutes: 30 };
const BOOKED = new Date('2026-12-01T14:15:00Z');

describe('pickupAfterLanding', () => {
  it('adds the curbside minutes, or the meet-and-greet minutes for a rider met inside', () => {
    const landing = new Date('2026-12-01T15:02:30Z');
    expect(pickupAfterLanding(landing, 'CURBSIDE', RULE).toISOString()).toBe(
      '2026-12-01T15:17:00.000Z',
    );
    expect(pickupAfterLanding(landing, 'NONE', RULE).toISOString()).toBe(
      '2026-12-01T15:17:00.000Z',
    );
    expect(pickupAfterLanding(landing, 'INSIDE', RULE).toISOString()).toBe(
      '2026-12-01T15:32:00.000Z',
    );
  });
});

describe('movedPickup', () => {
  const flight = (expected: string | null, state: FlightState = 'DELAYED') => ({
    state,
    expectedArrival: expected ? new Date(expected) : null,
    landedAt: null,
  });

  it('follows a delayed landing', () => {
    expect(
      movedPickup(BOOKED, flight('2026-12-01T15:00:00Z'), 'CURBSIDE', RULE)?.toISOString(),
    ).toBe('2026-12-01T15:15:00.000Z');
  });

  it('follows an early landing too', () => {
    expect(
      movedPickup(BOOKED, flight('2026-12-01T13:30:00Z'), 'CURBSIDE', RULE)?.toISOString(),
    ).toBe('2026-12-01T13:45:00.000Z');
  });

  it('leaves a pickup the landing moves by less than 5 minutes', () => {
    expect(movedPickup(BOOKED, flight('2026-12-01T14:04:00Z'), 'CURBSIDE', RULE)).toBeNull();
    expect(movedPickup(BOOKED, flight('2026-12-01T14:05:00Z'), 'CURBSIDE', RULE)).not.toBeNull();
  });

  it('takes the actual landing over the expected one', () => {
    const landed = {
      state: 'LANDED' as const,
      expectedArrival: new Date('2026-12-01T15:00:00Z'),
      landedAt: new Date('2026-12-01T15:20:00Z'),
    };
    expect(movedPickup(BOOKED, landed, 'INSIDE', RULE)?.toISOString()).toBe(
      '2026-12-01T15:50:00.000Z',
    );
  });

  it('leaves the pickup of a diverted or cancelled flight, or one with no landing known', () => {
    expect(
      movedPickup(BOOKED, flight('2026-12-01T16:00:00Z', 'DIVERTED'), 'NONE', RULE),
    ).toBeNull();
    expect(
      movedPickup(BOOKED, flight('2026-12-01T16:00:00Z', 'CANCELLED'), 'NONE', RULE),
    ).toBeNull();
    expect(movedPickup(BOOKED, flight(null), 'NONE', RULE)).toBeNull();
    expect(isFlightAlert('DIVERTED')).toBe(true);
    expect(isFlightAlert('DELAYED')).toBe(false);
  });
});
