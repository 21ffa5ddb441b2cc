import { describe, expect, it } from 'vitest';
import {
  resetBookingForm,
  type BookingForm,
  type BookingLocation,
  type RouteItem,
} from '../booking-form.ts';
import { buildLookupRatesPayload, UnknownServiceTypeError } from './lookup-payload.ts';

const serviceTypes = [
  { id: 11, name: 'Point To Point', code: 'PTP' },
  { id: 12, name: 'Airport Arrival', code: 'AA' },
  { id: 13, name: 'Airport Departure', code: 'AD' },
  { id: 14, name: 'Hourly', code: 'HRL' },
];
const context = { coid: 'demo', serviceTypes, timeZone: 'America/New_York' };

const hotel: BookingLocation = {
  type: 'poi',
  name: 'The Plaza',
  line1: '768 5th Ave',
  city: 'New York',
  state: 'NY',
  postalCode: '10019',
  country: 'US',
  lat: 40.7646,
  lng: -73.9743,
};
const jfk: BookingLocation = {
  type: 'airport',
  name: 'JFK',
  airportCode: 'JFK',
  lat: 40.6398,
  lng: -73.7789,
};
const savoy: BookingLocation = {
  type: 'address',
  name: 'The Savoy',
  line1: 'Strand',
  city: 'London',
  state: 'ENG',
  postalCode: 'WC2R 0EZ',
  country: 'GB',
  lat: 51.5104,
  lng: -0.1204,
};

function formWith(route: RouteItem[], changes: Partial<BookingForm> = {}): BookingForm {
  return { ...resetBookingForm(new Date('2026-07-04T16:30:45.123Z')), route, ...changes };
}
const pickup = (location: BookingLocation): RouteItem => ({
  id: 'p',
  name: location.name,
  location,
  placeholder: '',
  isPickup: true,
});
const dropOff = (location: BookingLocation): RouteItem => ({
  id: 'd',
  name: location.name,
  location,
  placeholder: '',
  isDropOff: true,
});
const placeholder: RouteItem = {
  id: 'DROPOFF_ID',
  name: '',
  location: null,
  placeholder: 'Enter Final Drop-Off Location',
  isDropOff: true,
};

describe('buildLookupRatesPayload', () => {
  it('sends an airport pickup as AIRPORT with its code and an address stop with its fields', () => {
    const payload = buildLookupRatesPayload(formWith([pickup(jfk), dropOff(hotel)]), context);
    expect(payload.serviceTypeId).toBe(12);
    expect(payload.route).toEqual([
      {
        type: 'AIRPORT',
        flightInfo: { airportCode: 'JFK' },
        address: { name: 'JFK', coordinates: { latitude: 40.6398, longitude: -73.7789 } },
      },
      {
        type: 'POI',
        address: {
          name: 'The Plaza',
          line1: '768 5th Ave',
          line2: '',
          postalCode: '10019',
          city: 'New York',
          stateCode: 'NY',
          countryCode: 'US',
          coordinates: { latitude: 40.7646, longitude: -73.9743 },
        },
      },
    ]);
  });

  it('sends a seaport as AIRPORT with its cruise, an empty one when none is known', () => {
    const pier: BookingLocation = {
      type: 'seaport',
      name: 'Manhattan Cruise Terminal',
      lat: 40.7685,
      lng: -73.9972,
    };
    const cruise = { portOfCall: 'New York', shipName: 'Norwegian Joy', cruiseLine: 'NCL' };
    const payload = buildLookupRatesPayload(
      formWith([pickup({ ...pier, seaport: cruise }), dropOff(pier)]),
      context,
    );
    expect(payload.route).toEqual([
      {
        type: 'AIRPORT',
        flightInfo: { airportCode: '' },
        address: {
          name: 'Manhattan Cruise Terminal',
          coordinates: { latitude: 40.7685, longitude: -73.9972 },
        },
        seaport: cruise,
      },
      expect.objectContaining({ seaport: { portOfCall: '', shipName: '', cruiseLine: '' } }),
    ]);
  });

  it('leaves out the DROPOFF_ID placeholder', () => {
    const payload = buildLookupRatesPayload(
      formWith([pickup(hotel), placeholder], { isHourly: true, numberOfHours: 3 }),
      context,
    );
    expect(payload.route).toHaveLength(1);
  });

  it('blanks the state code of a GB address', () => {
    const payload = buildLookupRatesPayload(formWith([pickup(savoy), dropOff(hotel)]), context);
    expect(payload.route[0]).toMatchObject({
      type: 'ADDRESS',
      address: { stateCode: '', countryCode: 'GB' },
    });
    expect(payload.route[1]).toMatchObject({ address: { stateCode: 'NY' } });
  });

  it('sends duration in seconds, and the hourly service type, only for hourly rides', () => {
    const hourly = buildLookupRatesPayload(
      formWith([pickup(hotel), placeholder], { isHourly: true, numberOfHours: 2.5 }),
      context,
    );
    expect(hourly).toMatchObject({ duration: 9000, serviceTypeId: 14 });
    const transfer = buildLookupRatesPayload(
      formWith([pickup(hotel), dropOff(jfk)], { numberOfHours: 2.5 }),
      context,
    );
    expect(transfer).not.toHaveProperty('duration');
    expect(transfer.serviceTypeId).toBe(13);
  });

  it('sends child seat counts only when child seats are needed', () => {
    const filters = {
      ...resetBookingForm(new Date()).filters,
      infantSeats: 1,
      toddlerSeats: 2,
      boosterSeats: 0,
    };
    const without = buildLookupRatesPayload(
      formWith([pickup(hotel), dropOff(savoy)], { filters }),
      context,
    );
    expect(without).not.toHaveProperty('childSeatOptions');
    const withSeats = buildLookupRatesPayload(
      formWith([pickup(hotel), dropOff(savoy)], { filters: { ...filters, needsChildSeats: true } }),
      context,
    );
    expect(withSeats.childSeatOptions).toEqual({
      totalInfantSeat: 1,
      totalBoosterSeat: 0,
      totalToddlerSeat: 2,
    });
  });

  it("writes the pickup as the company's wall-clock time ending :00.000Z, and the instant to the minute", () => {
    const payload = buildLookupRatesPayload(formWith([pickup(hotel), dropOff(jfk)]), context);
    expect(payload.formattedPickUpTime).toBe('2026-07-04T12:30:00.000Z');
    expect(payload.scheduledPickupTime).toBe('2026-07-04T16:30:00.000Z');
  });

  it('adds passengerId only for a signed-in rider and the promo code only when one is typed', () => {
    const guest = buildLookupRatesPayload(
      formWith([pickup(hotel), dropOff(jfk)], { promoCode: '  ' }),
      context,
    );
    expect(guest).not.toHaveProperty('passengerId');
    expect(guest).not.toHaveProperty('promoCode');
    const rider = buildLookupRatesPayload(
      formWith([pickup(hotel), dropOff(jfk)], { promoCode: ' save10 ' }),
      {
        ...context,
        passengerId: 'u1',
      },
    );
    expect(rider).toMatchObject({ passengerId: 'u1', promoCode: 'save10' });
  });

  it('refuses a trip type the company has no service type for', () => {
    expect(() =>
      buildLookupRatesPayload(formWith([pickup(hotel), dropOff(jfk)]), {
        ...context,
        serviceTypes: serviceTypes.slice(0, 2),
      }),
    ).toThrow(UnknownServiceTypeError);
  });
});
