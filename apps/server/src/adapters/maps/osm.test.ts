import { beforeEach, describe, expect, it } from 'vitest';
import { useFakeServer } from './fake-server.test-helpers.ts';
import { nominatimJfk, nominatimSavoy, osrmTwoLegs } from './fixtures/osm.ts';
import { createOsmProvider } from './osm.ts';
import { MapsHttpError, type MapsRequestContext } from './provider.ts';

const context: MapsRequestContext = {
  companyId: 'acme',
  countryCode: 'GB',
  center: { latitude: 51.5074, longitude: -0.1278 },
  searchArea: { center: { latitude: 51.5074, longitude: -0.1278 }, radiusMeters: 100_000 },
  localPlaces: { search: async () => [], near: async () => [], byId: async () => null },
};

describe('OpenStreetMap provider (Nominatim + OSRM)', () => {
  const fake = useFakeServer();
  const provider = () =>
    createOsmProvider({ nominatimUrl: `${fake.url}/nominatim`, osrmUrl: `${fake.url}/osrm` });
  beforeEach(() => {
    fake.routes.clear();
    fake.requests.length = 0;
  });

  it('searches Nominatim in the company country and blanks the state of a GB address', async () => {
    fake.routes.set('/nominatim/search', () => ({ body: [nominatimSavoy] }));
    const place = await provider().geocode('The Savoy, London', context);
    const params = fake.requests[0]!.searchParams;
    expect(params.get('q')).toBe('The Savoy, London');
    expect(params.get('format')).toBe('jsonv2');
    expect(params.get('countrycodes')).toBe('gb');
    expect(place).toMatchObject({
      placeId: 'W4256213',
      type: 'poi',
      name: 'The Savoy',
      line1: '100 Strand',
      city: 'London',
      stateCode: '',
      postalCode: 'WC2R 0EZ',
      countryCode: 'GB',
      coordinates: { latitude: 51.5103728, longitude: -0.1203591 },
    });
  });

  it('prefers places in the company’s service area without leaving out the rest', async () => {
    fake.routes.set('/nominatim/search', () => ({ body: [nominatimSavoy] }));
    await provider().autocomplete('Heathrow', context);
    const params = fake.requests[0]!.searchParams;
    const [west, north, east, south] = params.get('viewbox')!.split(',').map(Number);
    // 100 km around central London.
    expect(south).toBeCloseTo(51.5074 - 0.898, 2);
    expect(north).toBeCloseTo(51.5074 + 0.898, 2);
    expect(west).toBeLessThan(-1.5);
    expect(east).toBeGreaterThan(1.3);
    expect(params.get('bounded')).toBe('0');
  });

  it('gives nothing when Nominatim finds nothing', async () => {
    fake.routes.set('/nominatim/search', () => ({ body: [] }));
    expect(await provider().geocode('qwxzy', context)).toBeNull();
    fake.routes.set('/nominatim/reverse', () => ({ body: { error: 'Unable to geocode' } }));
    expect(await provider().reverseGeocode({ latitude: 0.1, longitude: 0.1 }, context)).toBeNull();
  });

  it('reverse geocodes a point, reading a US state code and naming an airport', async () => {
    fake.routes.set('/nominatim/reverse', () => ({ body: nominatimJfk }));
    const place = await provider().reverseGeocode(
      { latitude: 40.6429, longitude: -73.7793 },
      context,
    );
    expect(place).toMatchObject({
      type: 'airport',
      airportCode: 'JFK',
      stateCode: 'NY',
      countryCode: 'US',
    });
  });

  it('looks a place up by its OSM id, refusing ids of any other form', async () => {
    fake.routes.set('/nominatim/lookup', () => ({ body: [nominatimSavoy] }));
    expect((await provider().placeDetails('W4256213', context))?.name).toBe('The Savoy');
    expect(fake.requests[0]?.searchParams.get('osm_ids')).toBe('W4256213');
    expect(await provider().placeDetails('ChIJ-google-id', context)).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('routes through OSRM with lng,lat pairs and sums the legs', async () => {
    fake.routes.set('/osrm/route/v1/driving/', () => ({ body: osrmTwoLegs }));
    const route = await provider().directions(
      [
        { latitude: 51.47, longitude: -0.4543 },
        { latitude: 51.5104, longitude: -0.1204 },
        { latitude: 51.5014, longitude: -0.1419 },
      ],
      context,
    );
    expect(fake.requests[0]?.pathname).toBe(
      '/osrm/route/v1/driving/-0.4543,51.47;-0.1204,51.5104;-0.1419,51.5014',
    );
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

  it('gives no route for NoRoute (a 400, as OSRM answers it) and fails with the HTTP status on an HTTP error', async () => {
    fake.routes.set('/osrm/route/v1/driving/', () => ({
      status: 400,
      body: { code: 'NoRoute', message: 'Impossible route between points' },
    }));
    const points = [
      { latitude: 51.5, longitude: -0.1 },
      { latitude: 40.7, longitude: -74 },
    ];
    expect(await provider().directions(points, context)).toBeNull();
    fake.routes.set('/osrm/route/v1/driving/', () => ({ status: 503, body: {} }));
    await expect(provider().directions(points, context)).rejects.toThrow(new MapsHttpError(503));
  });

  it('searches nearby within a bounded box around the point', async () => {
    fake.routes.set('/nominatim/search', () => ({ body: [nominatimSavoy] }));
    const found = await provider().nearby(
      { location: { latitude: 51.51, longitude: -0.12 }, radiusMeters: 1000, keyword: 'hotel' },
      context,
    );
    expect(found).toHaveLength(1);
    const params = fake.requests[0]!.searchParams;
    expect(params.get('bounded')).toBe('1');
    const [west, north, east, south] = params.get('viewbox')!.split(',').map(Number);
    expect(west! < -0.12 && east! > -0.12 && south! < 51.51 && north! > 51.51).toBe(true);
  });
});
