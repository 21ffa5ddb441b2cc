import { describe, expect, it } from 'vitest';
import type { DriverPlaceFragment } from '../../../lib/gql/graphql.ts';
import { phoneHref, placeLine, rideCardView, type DriverRide } from './ride-card.ts';

const address = (overrides: Partial<DriverPlaceFragment> = {}): DriverPlaceFragment => ({
  kind: 'ADDRESS',
  name: '',
  line1: '768 5th Ave',
  city: 'New York',
  stateCode: 'NY',
  airportCode: null,
  coordinates: { latitude: 40.7646, longitude: -73.9743 },
  flightInfo: null,
  ...overrides,
});

function buildDriverRide(overrides: Partial<DriverRide> = {}): DriverRide {
  return {
    id: 'r1',
    confirmationNumber: '100234',
    reservationState: { type: 'BOOKED', colour: 'grey' },
    nextStatuses: ['DRIVER_IS_ON_THE_WAY'],
    needsVehicle: false,
    // 9:05 AM in New York (EDT).
    pickupAt: '2026-06-01T13:05:00.000Z',
    routing: {
      totalDuration: 0,
      pickup: { location: address({ name: 'The Plaza' }) },
      dropOff: {
        location: address({
          kind: 'AIRPORT',
          name: 'LaGuardia Airport',
          airportCode: 'LGA',
          line1: '',
          city: 'Queens',
          flightInfo: { flightNumber: '123', airlineCode: 'AA' },
        }),
      },
      stops: { edges: [{ node: { location: address({ line1: '1 Wall St' }) } }] },
    },
    passengerName: 'Riley Rider',
    passengerPhone: '+1 (212) 555-0100',
    passengerCount: 2,
    luggageCount: 1,
    driverNotes: '',
    vehicles: [{ make: 'Cadillac', model: 'Escalade', color: 'Black', licensePlate: 'DEMO 101' }],
    flight: null,
    ...overrides,
  };
}

describe('the driver’s ride card', () => {
  it('shows pickup time on the company’s clock, the route, the passenger and the vehicle', () => {
    expect(rideCardView(buildDriverRide(), 'America/New_York')).toEqual({
      pickupWhen: 'Mon, Jun 1, 9:05 AM',
      pickup: 'The Plaza, 768 5th Ave, New York',
      stops: ['1 Wall St, New York'],
      dropOff: 'LaGuardia Airport (LGA), flight AA123',
      passenger: 'Riley Rider',
      phone: '+1 (212) 555-0100',
      phoneHref: 'tel:+12125550100',
      load: '2 passengers, 1 bag',
      vehicle: 'Cadillac Escalade, Black, DEMO 101',
      flight: '',
    });
  });

  it('says "As directed" for an hourly ride without a drop-off, N/A without a passenger name', () => {
    const view = rideCardView(
      buildDriverRide({
        routing: { ...buildDriverRide().routing, dropOff: null },
        passengerName: ' ',
        passengerCount: 1,
        luggageCount: 0,
        vehicles: [],
      }),
      'America/New_York',
    );
    expect(view.dropOff).toBe('As directed');
    expect(view.passenger).toBe('N/A');
    expect(view.load).toBe('1 passenger, 0 bags');
    expect(view.vehicle).toBe('');
  });

  it('names a place once when its name is its street', () => {
    expect(placeLine(address({ name: '768 5th Ave' }))).toBe('768 5th Ave, New York');
  });
});

describe('the flight of an airport pickup', () => {
  const flight = {
    code: 'DL1297',
    stateText: 'Delayed',
    // 9:50 AM in New York (EDT).
    expectedArrival: '2026-06-01T13:50:00.000Z',
    landedAt: null,
    isAlert: false,
  };

  it('names the flight, its state and when it lands, on the company’s clock', () => {
    expect(rideCardView(buildDriverRide({ flight }), 'America/New_York').flight).toBe(
      'DL1297: Delayed, lands 9:50 AM',
    );
    const landed = { ...flight, stateText: 'Landed', landedAt: '2026-06-01T13:55:00.000Z' };
    expect(rideCardView(buildDriverRide({ flight: landed }), 'America/New_York').flight).toBe(
      'DL1297: Landed, landed 9:55 AM',
    );
  });

  it('gives no landing for a diverted flight, and no line without a flight', () => {
    const diverted = { ...flight, stateText: 'Diverted', isAlert: true };
    expect(rideCardView(buildDriverRide({ flight: diverted }), 'America/New_York').flight).toBe(
      'DL1297: Diverted',
    );
    expect(rideCardView(buildDriverRide(), 'America/New_York').flight).toBe('');
  });
});

describe('phoneHref', () => {
  it('dials the digits and a leading +', () => {
    expect(phoneHref('(212) 555-0100')).toBe('tel:2125550100');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('has no link without a number', () => {
    expect(phoneHref('')).toBeNull();
    expect(phoneHref('n/a')).toBeNull();
  });
});
