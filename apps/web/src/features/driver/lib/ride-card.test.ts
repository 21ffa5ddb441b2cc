import { describe, expect, it } from 'vitest';
import type { DriverPlaceFragment } from '../../../lib/gql/graphql.ts';
import { AS_DIRECTED, phoneHref, placeLine, rideCardView, type DriverRide } from './ride-card.ts';

const address = (overrides: Partial<DriverPlaceFragment> = {}): DriverPlaceFragment => ({
  kind: 'ADDRESS',
  name: '',
  line1: '768 5th Ave',
  city: 'New York',
  stateCode: 'NY',
  airportCode: null,
  flightInfo: null,
  ...overrides,
});

function buildDriverRide(overrides: Partial<DriverRide> = {}): DriverRide {
  return {
    id: 'r1',
    confirmationNumber: '100234',
    reservationState: { type: 'BOOKED', label: 'SCHEDULED', colour: 'grey' },
    nextStatuses: ['DRIVER_IS_ON_THE_WAY'],
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
    ...overrides,
  };
}

describe('the driver’s ride card', () => {
  it('shows pickup time on the company’s clock, the route, the passenger and the vehicle', () => {
    expect(rideCardView(buildDriverRide(), 'America/New_York')).toEqual({
      pickupWhen: 'Mon, Jun 1, 9:05 AM',
      pickup: 'The Plaza, 768 5th Ave, New York',
      stops: ['1 Wall St, New York'],
      dropOff: 'LaGuardia Airport (LGA), flight AA 123',
      passenger: 'Riley Rider',
      phone: '+1 (212) 555-0100',
      phoneHref: 'tel:+12125550100',
      load: '2 passengers, 1 bag',
      vehicle: 'Cadillac Escalade, Black, DEMO 101',
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
    expect(view.dropOff).toBe(AS_DIRECTED);
    expect(view.passenger).toBe('N/A');
    expect(view.load).toBe('1 passenger, 0 bags');
    expect(view.vehicle).toBe('');
  });

  it('names a place once when its name is its street', () => {
    expect(placeLine(address({ name: '768 5th Ave' }))).toBe('768 5th Ave, New York');
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
