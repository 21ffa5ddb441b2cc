import { describe, expect, it } from 'vitest';
import type { DriverPlaceFragment } from '../../../lib/gql/graphql.ts';
import { openRideView, type OpenRide } from './open-ride.ts';

const place = (overrides: Partial<DriverPlaceFragment> = {}): DriverPlaceFragment => ({
  kind: 'ADDRESS',
  name: '',
  line1: '89 E 42nd St',
  city: 'New York',
  stateCode: 'NY',
  airportCode: null,
  coordinates: { latitude: 40.7527, longitude: -73.9772 },
  flightInfo: null,
  ...overrides,
});

function buildOpenRide(overrides: Partial<OpenRide> = {}): OpenRide {
  return {
    id: 'r1',
    confirmationNumber: '100234',
    // 7:30 PM in New York (EST): the day is the company's, not UTC's (00:30 the next day).
    pickupAt: '2026-01-06T00:30:00.000Z',
    vehicleTypeName: 'Sedan',
    passengerCount: 1,
    luggageCount: 2,
    routing: {
      pickup: { location: place({ name: 'Grand Central' }) },
      dropOff: { location: place({ kind: 'AIRPORT', name: 'JFK Airport', airportCode: 'JFK' }) },
    },
    ...overrides,
  };
}

describe('openRideView', () => {
  it('says when on the company’s clock, the way from pickup to drop-off, and the vehicle type', () => {
    expect(openRideView(buildOpenRide(), 'America/New_York')).toEqual({
      pickupWhen: 'Mon, Jan 5, 7:30 PM',
      pickup: 'Grand Central, 89 E 42nd St, New York',
      dropOff: 'JFK Airport (JFK)',
      vehicle: 'Sedan · 1 passenger, 2 bags',
    });
  });

  it('reads an hourly ride without a drop-off as directed', () => {
    const ride = buildOpenRide({
      routing: { pickup: { location: place() }, dropOff: null },
      passengerCount: 3,
      luggageCount: 1,
    });
    expect(openRideView(ride, 'America/New_York')).toMatchObject({
      dropOff: 'As directed',
      vehicle: 'Sedan · 3 passengers, 1 bag',
    });
  });
});
