import { buildLookupRatesPayload, DROPOFF_ID } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import type { TripPlaceFragment } from '../../../lib/gql/graphql.ts';
import { bookingFormFromTrip } from './booking-from-trip.ts';
import { buildDetailsTrip, buildPlace } from './details-trip.test-helpers.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const SERVICE_TYPES = [
  { id: 1, name: 'Point To Point', code: 'PTP' },
  { id: 2, name: 'Airport Arrival', code: 'AA' },
  { id: 3, name: 'Airport Departure', code: 'AD' },
  { id: 4, name: 'Hourly', code: 'HRL' },
];
const payloadOf = (trip: ReturnType<typeof buildDetailsTrip>) =>
  buildLookupRatesPayload(bookingFormFromTrip(trip, NOW), {
    coid: 'demo',
    serviceTypes: SERVICE_TYPES,
    timeZone: 'America/New_York',
  });

describe('bookingFormFromTrip (EDIT links, spec part 2 §2)', () => {
  it('loads the ride into the form: route, time, party, note, promo code and reservation id', () => {
    const trip = buildDetailsTrip({
      drivers: { notes: 'Ring twice', edges: [] },
      promotion: { code: 'WELCOME10' },
      childSeats: { infantChildSeatCount: 1, boosterChildSeatCount: 0, toddlerChildSeatCount: 0 },
      routing: {
        ...buildDetailsTrip().routing,
        stops: { edges: [{ node: { location: buildPlace({ line1: '1 Wall St', line2: '' }) } }] },
      },
    });
    const form = bookingFormFromTrip(trip, NOW);
    expect(form).toMatchObject({
      isHourly: false,
      numberOfHours: null,
      pickupDateTime: trip.pickupAt,
      driverNotes: 'Ring twice',
      promoCode: 'WELCOME10',
      reservationId: trip.id,
      confirmationNumber: trip.confirmationNumber,
      selectedVehicle: null,
      filters: {
        passengerCount: 1,
        luggageCount: 0,
        needsChildSeats: true,
        infantSeats: 1,
        needsAccessible: false,
      },
    });
    expect(form.route.map((item) => [item.isPickup, item.isStop, item.isDropOff])).toEqual([
      [true, undefined, undefined],
      [undefined, true, undefined],
      [undefined, undefined, true],
    ]);
    expect(form.route.at(-1)?.id).not.toBe(DROPOFF_ID);
    expect(form.route.map((item) => item.name)).toEqual([
      '350 5th Avenue, New York',
      '1 Wall St, New York',
      'The Plaza',
    ]);
  });

  it('prices the same stops again: kinds, streets and coordinates', () => {
    const payload = payloadOf(buildDetailsTrip());
    expect(payload.serviceTypeId).toBe(1);
    expect(payload.scheduledPickupTime).toBe(buildDetailsTrip().pickupAt);
    expect(payload.route).toEqual([
      {
        type: 'ADDRESS',
        address: expect.objectContaining({
          line1: '350 5th Avenue',
          city: 'New York',
          stateCode: 'NY',
          countryCode: 'US',
          coordinates: { latitude: 40.7484, longitude: -73.9857 },
        }),
      },
      {
        type: 'POI',
        address: expect.objectContaining({ name: 'The Plaza', line1: '768 5th Ave' }),
      },
    ]);
  });

  it('keeps an airport pickup with its flight as an arrival', () => {
    const jfk = buildPlace({
      kind: 'AIRPORT',
      name: 'JFK',
      airportCode: 'JFK',
      airportName: 'John F. Kennedy International Airport',
      flightInfo: {
        flightNumber: '100',
        airlineCode: 'AA',
        airlineName: 'American Airlines',
        terminal: '8',
        gate: '',
        tailNumber: '',
        meetOption: 'CURBSIDE',
      },
    });
    const trip = buildDetailsTrip({
      routing: { ...buildDetailsTrip().routing, pickup: { location: jfk } },
    });
    expect(bookingFormFromTrip(trip, NOW).flightDetails).toEqual({
      flightNumber: '100',
      airlineCode: 'AA',
      airlineName: 'American Airlines',
      terminal: '8',
      meetOption: 'curbside',
    });
    const payload = payloadOf(trip);
    expect(payload.serviceTypeId).toBe(2);
    expect(payload.route[0]).toMatchObject({ type: 'AIRPORT', flightInfo: { airportCode: 'JFK' } });
  });

  it('keeps the flight’s gate and tail number, and a seaport’s cruise, for the change', () => {
    const jfk = buildPlace({
      kind: 'AIRPORT',
      name: 'JFK',
      airportCode: 'JFK',
      airportName: 'John F. Kennedy International Airport',
      flightInfo: {
        flightNumber: 'B6123',
        airlineCode: 'B6',
        airlineName: 'JetBlue',
        terminal: '5',
        gate: 'B22',
        tailNumber: 'N123AB',
        meetOption: 'NONE',
      },
    });
    const cruise = buildPlace({
      kind: 'SEAPORT',
      name: 'Manhattan Cruise Terminal',
      // The client adds __typename to answers; it must not travel back in the input.
      seaport: {
        __typename: 'TripSeaportInfo',
        portOfCall: 'New York',
        shipName: 'Norwegian Joy',
        cruiseLine: 'Norwegian Cruise Line',
      } as TripPlaceFragment['seaport'],
    });
    const trip = buildDetailsTrip({
      routing: {
        ...buildDetailsTrip().routing,
        pickup: { location: jfk },
        dropOff: { location: cruise },
      },
    });
    expect(bookingFormFromTrip(trip, NOW).flightDetails).toMatchObject({
      gate: 'B22',
      tailNumber: 'N123AB',
    });
    expect(payloadOf(trip).route[1]).toEqual({
      type: 'AIRPORT',
      flightInfo: { airportCode: '' },
      address: expect.objectContaining({ name: 'Manhattan Cruise Terminal' }),
      seaport: {
        portOfCall: 'New York',
        shipName: 'Norwegian Joy',
        cruiseLine: 'Norwegian Cruise Line',
      },
    });
  });

  it('keeps an hourly ride with its hours and no drop-off as directed', () => {
    const trip = buildDetailsTrip({
      serviceType: { name: 'Hourly', code: 'HRL' },
      routing: { ...buildDetailsTrip().routing, totalDuration: 3, dropOff: null },
    });
    const form = bookingFormFromTrip(trip, NOW);
    expect(form).toMatchObject({ isHourly: true, numberOfHours: 3 });
    expect(form.route.at(-1)).toMatchObject({ id: DROPOFF_ID, location: null });
    expect(payloadOf(trip)).toMatchObject({ serviceTypeId: 4, duration: 3 * 3600 });
  });
});
