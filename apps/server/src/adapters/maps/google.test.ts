import { beforeEach, describe, expect, it } from 'vitest';
import { useFakeServer } from './fake-server.test-helpers.ts';
import {
  googleAutocomplete,
  googleDirectionsTwoLegs,
  googleGeocodeEmpireState,
  googleHeathrowDetails,
} from './fixtures/google.ts';
import { createGoogleProvider } from './google.ts';
import { MapsHttpError, MapsStatusError, type MapsRequestContext } from './provider.ts';

const context: MapsRequestContext = {
  companyId: 'demo',
  countryCode: 'US',
  center: { latitude: 40.758, longitude: -73.9855 },
  searchArea: { center: { latitude: 40.758, longitude: -73.9855 }, radiusMeters: 100_000 },
  localPlaces: { search: async () => [], near: async () => [], byId: async () => null },
};

describe('Google maps provider', () => {
  const fake = useFakeServer();
  const provider = () => createGoogleProvider({ apiKey: 'test-key', baseUrl: fake.url });
  beforeEach(() => {
    fake.routes.clear();
    fake.requests.length = 0;
  });

  it('geocodes an address, sending the key, and reads the address components', async () => {
    fake.routes.set('/maps/api/geocode/json', () => ({ body: googleGeocodeEmpireState }));
    const place = await provider().geocode('20 W 34th St, New York', context);
    expect(fake.requests[0]?.searchParams.get('key')).toBe('test-key');
    expect(fake.requests[0]?.searchParams.get('address')).toBe('20 W 34th St, New York');
    expect(place).toMatchObject({
      placeId: 'ChIJaXQRs6lZwokRY6EFpJnhNNE',
      type: 'poi',
      line1: '20 West 34th Street',
      city: 'New York',
      stateCode: 'NY',
      postalCode: '10001',
      countryCode: 'US',
      coordinates: { latitude: 40.7484405, longitude: -73.9856644 },
      precision: 'exact',
    });
  });

  it('gives nothing for ZERO_RESULTS', async () => {
    fake.routes.set('/maps/api/geocode/json', () => ({
      body: { status: 'ZERO_RESULTS', results: [] },
    }));
    expect(await provider().geocode('nowhere at all', context)).toBeNull();
    expect(fake.requests[0]?.searchParams.get('region')).toBe('us');
    await provider().geocode('nowhere at all', { ...context, countryCode: 'GB' });
    expect(fake.requests[1]?.searchParams.get('region')).toBe('uk');
  });

  it('fails with the status for a refused key, and with the HTTP status for an HTTP error', async () => {
    fake.routes.set('/maps/api/geocode/json', () => ({
      body: {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        results: [],
      },
    }));
    await expect(provider().geocode('x', context)).rejects.toThrow(MapsStatusError);
    fake.routes.set('/maps/api/geocode/json', () => ({ status: 500, body: {} }));
    await expect(provider().geocode('x', context)).rejects.toThrow(new MapsHttpError(500));
    await expect(provider().geocode('x', context)).rejects.toThrow('HTTP error! Status: 500');
  });

  it('names an airport by its IATA code from the airport data', async () => {
    fake.routes.set('/maps/api/place/details/json', () => ({ body: googleHeathrowDetails }));
    const place = await provider().placeDetails('ChIJ6W3FzTRydkgRZ0H2Q1VT548', context);
    expect(fake.requests[0]?.searchParams.get('place_id')).toBe('ChIJ6W3FzTRydkgRZ0H2Q1VT548');
    expect(place).toMatchObject({
      type: 'airport',
      airportCode: 'LHR',
      city: 'Longford',
      countryCode: 'GB',
    });
  });

  it('maps autocomplete predictions, biased to the company', async () => {
    fake.routes.set('/maps/api/place/autocomplete/json', () => ({ body: googleAutocomplete }));
    const [first] = await provider().autocomplete('jfk', context);
    expect(fake.requests[0]?.searchParams.get('location')).toBe('40.758,-73.9855');
    expect(first).toEqual({
      placeId: 'ChIJR0lA1VBmwokR8BGfSBOyT-w',
      type: 'airport',
      description: 'JFK Airport (JFK), Queens, NY, USA',
      mainText: 'JFK Airport (JFK)',
      secondaryText: 'Queens, NY, USA',
    });
  });

  it('biases every search to the company’s service area, at most the 50 km Google allows', async () => {
    fake.routes.set('/maps/api/place/autocomplete/json', () => ({ body: googleAutocomplete }));
    fake.routes.set('/maps/api/place/findplacefromtext/json', () => ({
      body: { status: 'ZERO_RESULTS', candidates: [] },
    }));
    fake.routes.set('/maps/api/geocode/json', () => ({ body: googleGeocodeEmpireState }));
    // A polygon around Manhattan: its circle, 12 km around its middle.
    const manhattan: MapsRequestContext = {
      ...context,
      searchArea: { center: { latitude: 40.78, longitude: -73.97 }, radiusMeters: 12_000 },
    };
    await provider().autocomplete('Manhattan', manhattan);
    await provider().findPlace('Manhattan', manhattan);
    await provider().geocode('Manhattan', manhattan);
    const [autocomplete, findPlace, geocode] = fake.requests.map((url) => url.searchParams);
    expect(autocomplete?.get('location')).toBe('40.78,-73.97');
    expect(autocomplete?.get('radius')).toBe('12000');
    expect(findPlace?.get('locationbias')).toBe('circle:12000@40.78,-73.97');
    const [south, west, north, east] = geocode!.get('bounds')!.split(/[,|]/).map(Number);
    expect(south).toBeCloseTo(40.672, 2);
    expect(north).toBeCloseTo(40.888, 2);
    expect(west).toBeCloseTo(-74.112, 2);
    expect(east).toBeCloseTo(-73.828, 2);
    // A 200 km circle still biases, within Google's limit.
    await provider().autocomplete('Manhattan', {
      ...context,
      searchArea: { center: context.center, radiusMeters: 200_000 },
    });
    expect(fake.requests[3]?.searchParams.get('radius')).toBe('50000');
  });

  it('asks for a driving route through waypoints and sums its legs', async () => {
    fake.routes.set('/maps/api/directions/json', () => ({ body: googleDirectionsTwoLegs }));
    const route = await provider().directions(
      [
        { latitude: 40.6398, longitude: -73.7789 },
        { latitude: 40.7527, longitude: -73.9772 },
        { latitude: 40.7646, longitude: -73.9743 },
      ],
      context,
    );
    const params = fake.requests[0]!.searchParams;
    expect(params.get('origin')).toBe('40.6398,-73.7789');
    expect(params.get('waypoints')).toBe('40.7527,-73.9772');
    expect(params.get('destination')).toBe('40.7646,-73.9743');
    expect(params.get('mode')).toBe('driving');
    expect(route).toEqual({
      legs: [
        { distanceMeters: 27_359, durationSeconds: 2_460 },
        { distanceMeters: 1_931, durationSeconds: 540 },
      ],
      distanceMeters: 29_290,
      durationSeconds: 3_000,
      encodedPolyline: 'wm`wFb}haMwaVfjg@',
      isEstimate: false,
    });
  });

  it('finds nearby places and places by text', async () => {
    fake.routes.set('/maps/api/place/nearbysearch/json', () => ({
      body: { status: 'OK', results: googleGeocodeEmpireState.results },
    }));
    fake.routes.set('/maps/api/place/findplacefromtext/json', () => ({
      body: { status: 'OK', candidates: [googleHeathrowDetails.result] },
    }));
    const near = await provider().nearby(
      { location: context.center, radiusMeters: 500, keyword: 'tower' },
      context,
    );
    expect(near[0]?.postalCode).toBe('10001');
    expect(fake.requests[0]?.searchParams.get('radius')).toBe('500');
    const found = await provider().findPlace('heathrow', context);
    expect(found[0]?.airportCode).toBe('LHR');
    expect(fake.requests[1]?.searchParams.get('inputtype')).toBe('textquery');
  });
});
