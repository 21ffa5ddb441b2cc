import type { RouteItem } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import {
  AS_DIRECTED,
  locationDetail,
  routeItemLabel,
  suggestionAirportCode,
  toBookingLocation,
  type PlaceAnswer,
} from './place-location.ts';

const answer = (changes: Partial<PlaceAnswer> = {}): PlaceAnswer => ({
  placeId: 'known:1',
  type: 'poi',
  name: 'The Plaza',
  line1: '768 5th Ave',
  line2: '',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10019',
  countryCode: 'US',
  airportCode: null,
  coordinates: { latitude: 40.7646, longitude: -73.9743 },
  ...changes,
});

describe('toBookingLocation', () => {
  it('keeps the kind, the address and the coordinates, leaving out empty fields', () => {
    expect(toBookingLocation(answer())).toEqual({
      type: 'poi',
      name: 'The Plaza',
      placeId: 'known:1',
      line1: '768 5th Ave',
      city: 'New York',
      state: 'NY',
      postalCode: '10019',
      country: 'US',
      lat: 40.7646,
      lng: -73.9743,
    });
  });

  it('keeps an airport’s code, and treats an unknown kind as an address', () => {
    const jfk = toBookingLocation(
      answer({ type: 'airport', name: 'JFK (JFK)', airportCode: 'JFK', line1: '', stateCode: '' }),
    );
    expect(jfk).toMatchObject({ type: 'airport', airportCode: 'JFK' });
    expect(jfk).not.toHaveProperty('line1');
    expect(toBookingLocation(answer({ type: 'establishment' })).type).toBe('address');
  });
});

describe('route texts', () => {
  it('writes the address line under a place, or the airport code and city', () => {
    expect(locationDetail(toBookingLocation(answer()))).toBe('768 5th Ave, New York, NY 10019');
    expect(
      locationDetail({
        type: 'airport',
        name: 'JFK',
        airportCode: 'JFK',
        city: 'New York',
        lat: 1,
        lng: 1,
      }),
    ).toBe('JFK · New York');
  });

  it('says "As Directed (or) N/A" for a nameless row and for a drop-off without an address', () => {
    const row = (changes: Partial<RouteItem>): RouteItem => ({
      id: 'x',
      name: '',
      location: null,
      placeholder: 'Enter Final Drop-Off Location',
      ...changes,
    });
    expect(AS_DIRECTED).toBe('As Directed (or) N/A');
    expect(routeItemLabel(row({ isStop: true }))).toBe(AS_DIRECTED);
    expect(routeItemLabel(row({ isDropOff: true, name: 'Leftover' }))).toBe(AS_DIRECTED);
    expect(
      routeItemLabel(row({ isDropOff: true, name: 'Home', location: toBookingLocation(answer()) })),
    ).toBe('Home');
  });

  it('finds an airport suggestion’s IATA code, and none for other places', () => {
    expect(suggestionAirportCode({ type: 'airport', placeId: 'airport:JFK', mainText: 'x' })).toBe(
      'JFK',
    );
    expect(
      suggestionAirportCode({
        type: 'airport',
        placeId: 'ChIJ',
        mainText: 'Heathrow Airport (LHR)',
      }),
    ).toBe('LHR');
    expect(
      suggestionAirportCode({ type: 'airport', placeId: 'ChIJ', mainText: 'Heathrow' }),
    ).toBeNull();
    expect(
      suggestionAirportCode({ type: 'poi', placeId: 'known:1', mainText: 'Bar (ABC)' }),
    ).toBeNull();
  });
});
