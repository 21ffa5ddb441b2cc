import { describe, expect, it } from 'vitest';
import { buildDetailsTrip } from './details-trip.test-helpers.ts';
import { pickupWhen, shareText } from './ride-text.ts';

describe('pickupWhen', () => {
  it('reads the pickup where the ride happens, with the zone’s short name', () => {
    const summer = new Date('2026-07-06T10:30:00.000Z');
    expect(pickupWhen(summer, 'America/New_York')).toBe('Mon, Jul 6 at 6:30 AM EDT');
    expect(pickupWhen(summer, 'Europe/London')).toBe('Mon, Jul 6 at 11:30 AM GMT+1');
    // New Year's Eve in New York is already 2027 in UTC.
    const newYearsEve = new Date('2027-01-01T02:00:00.000Z');
    expect(pickupWhen(newYearsEve, 'America/New_York', true)).toBe(
      'Thu, Dec 31, 2026 at 9:00 PM EST',
    );
  });
});

describe('shareText (Share Ride Details)', () => {
  it('says whose ride, when and from where to where', () => {
    expect(shareText(buildDetailsTrip(), 'Demo Limousine', 'America/New_York')).toBe(
      'Demo Limousine ride #1000234, Tue, Jan 6 at 6:30 AM EST: from 350 5th Avenue, New York, NY 10118 to The Plaza, 768 5th Ave, New York, NY 10118.',
    );
  });
});
