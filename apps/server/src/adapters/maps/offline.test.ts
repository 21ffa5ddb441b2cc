import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatedDrivingSeconds, estimateRoute } from './estimate.ts';
import { greatCircleMeters, queryWords, startsWords } from './geo.ts';
import { allAirports, searchAirports } from './offline/airports.ts';
import { createOfflineProvider } from './offline/index.ts';
import type { MapsRequestContext } from './provider.ts';

const none = { search: async () => [], near: async () => [], byId: async () => null };
const newYork: MapsRequestContext = {
  companyId: 'demo',
  countryCode: 'US',
  center: { latitude: 40.758, longitude: -73.9855 },
  searchArea: { center: { latitude: 40.758, longitude: -73.9855 }, radiusMeters: 100_000 },
  localPlaces: none,
};
const london: MapsRequestContext = {
  companyId: 'acme',
  countryCode: 'GB',
  center: { latitude: 51.5074, longitude: -0.1278 },
  searchArea: { center: { latitude: 51.5074, longitude: -0.1278 }, radiusMeters: 100_000 },
  localPlaces: none,
};
const provider = createOfflineProvider();

describe('offline maps provider', () => {
  it.each([
    ['JFK', 'John F Kennedy International Airport (JFK)', 40.6398, -73.7789],
    ['lga', 'La Guardia Airport (LGA)', 40.7772, -73.8726],
    ['EWR', 'Newark Liberty International Airport (EWR)', 40.6925, -74.1687],
    ['LHR', 'London Heathrow Airport (LHR)', 51.4706, -0.4619],
  ])('geocodes the airport code %s', async (code, name, latitude, longitude) => {
    const place = await provider.geocode(code, newYork);
    expect(place).toMatchObject({
      type: 'airport',
      airportCode: code.toUpperCase(),
      name,
      precision: 'exact',
    });
    expect(place!.coordinates.latitude).toBeCloseTo(latitude, 3);
    expect(place!.coordinates.longitude).toBeCloseTo(longitude, 3);
    expect(await provider.placeDetails(`airport:${code.toUpperCase()}`, newYork)).toEqual(place);
  });

  it('answers no place, without failing, for a text place id that is not percent-encoding', async () => {
    await expect(provider.placeDetails('text:%E0', newYork)).resolves.toBeNull();
  });

  it('finds airports by name, nearest to the company first', async () => {
    const suggestions = await provider.autocomplete('heathrow', london);
    expect(suggestions[0]).toMatchObject({ placeId: 'airport:LHR', type: 'airport' });
    const newYorkAirports = (await provider.autocomplete('new york', newYork)).filter(
      (s) => s.type === 'airport',
    );
    expect(newYorkAirports.map((s) => s.placeId)).toEqual(
      expect.arrayContaining(['airport:JFK', 'airport:LGA']),
    );
  });

  it('geocodes cities, preferring the company country', async () => {
    const london1 = await provider.geocode('London', london);
    expect(london1).toMatchObject({
      name: 'London',
      countryCode: 'GB',
      precision: 'city',
      stateCode: '',
    });
    const brooklyn = await provider.geocode('Brooklyn, NY', newYork);
    expect(brooklyn).toMatchObject({ city: 'Brooklyn', stateCode: 'NY', countryCode: 'US' });
    expect(brooklyn!.coordinates.latitude).toBeCloseTo(40.65, 1);
  });

  it('places a street address at its ZIP code, or its city, and says how precisely', async () => {
    const empire = await provider.geocode('350 5th Ave, New York, NY 10118', newYork);
    expect(empire).toMatchObject({
      line1: '350 5th Ave',
      postalCode: '10118',
      stateCode: 'NY',
      precision: 'postalCode',
    });
    const downing = await provider.geocode('10 Downing St, London', london);
    expect(downing).toMatchObject({ line1: '10 Downing St', city: 'London', precision: 'city' });
  });

  it('places a street address without a city in the company’s own city', async () => {
    const [first] = await provider.autocomplete('200 Park Ave', newYork);
    expect(first?.mainText).toBe('200 Park Ave');
    expect(first?.secondaryText).toBe('New York City, NY, United States');
    const place = await provider.placeDetails(first!.placeId, newYork);
    expect(place).toMatchObject({ line1: '200 Park Ave', stateCode: 'NY', precision: 'city' });
    const strand = await provider.geocode('100 Strand', london);
    expect(strand).toMatchObject({ line1: '100 Strand', city: 'London', precision: 'city' });
  });

  it('offers places in the company’s area before namesakes elsewhere', async () => {
    const manhattan = await provider.autocomplete('Manhattan', newYork);
    expect(manhattan[0]?.description).toMatch(/^Manhattan, NY/);
    expect(manhattan.map((s) => s.description)).toContainEqual(
      expect.stringMatching(/Manhattan.*KS/) as unknown,
    );
    const heathrow = await provider.autocomplete('Heathrow', london);
    expect(heathrow[0]?.description).toMatch(/London Heathrow Airport/);
    expect(heathrow.length).toBeGreaterThan(1);
    // The same search for a Kansas operator puts its own Manhattan first.
    const kansas: MapsRequestContext = {
      ...newYork,
      center: { latitude: 39.05, longitude: -95.68 },
      searchArea: { center: { latitude: 39.05, longitude: -95.68 }, radiusMeters: 150_000 },
    };
    const fromKansas = (await provider.autocomplete('Manhattan', kansas)).map((s) => s.description);
    expect(fromKansas[0]).toMatch(/MHK|KS/);
    expect(fromKansas.findIndex((text) => /^Manhattan, NY/.test(text))).toBeGreaterThan(1);
  });

  it('cannot locate what matches nothing it knows', async () => {
    expect(await provider.geocode('Qwxzy Plaza, Nowhereville', newYork)).toBeNull();
  });

  it('suggests US ZIP codes from their first digits', async () => {
    const suggestions = await provider.autocomplete('1001', newYork);
    expect(suggestions).toHaveLength(3);
    for (const suggestion of suggestions) expect(suggestion.placeId).toMatch(/^zip:1001\d$/);
    expect(suggestions[0]?.description).toMatch(/^New York, NY 1001\d, USA$/);
  });

  it('reverse geocodes a point at an airport to the airport, and in a city to its ZIP code', async () => {
    expect(
      (await provider.reverseGeocode({ latitude: 40.6413, longitude: -73.7781 }, newYork))
        ?.airportCode,
    ).toBe('JFK');
    const midtown = await provider.reverseGeocode(
      { latitude: 40.741, longitude: -73.9897 },
      newYork,
    );
    expect(midtown).toMatchObject({ city: 'New York', stateCode: 'NY', precision: 'postalCode' });
    const westminster = await provider.reverseGeocode(
      { latitude: 51.4995, longitude: -0.1248 },
      london,
    );
    expect(westminster).toMatchObject({ countryCode: 'GB', precision: 'city' });
  });
});

describe('airport search', () => {
  const newYork = { latitude: 40.7128, longitude: -74.006 };

  it('finds by word prefix what a scan of every airport finds, nearest first', () => {
    for (const query of [
      'grand',
      'gr',
      'int',
      'kenn int',
      'london',
      'san fr',
      'de gaulle',
      'zzz',
    ]) {
      const words = queryWords(query);
      const exact = allAirports().find((airport) => airport.code.toLowerCase() === query);
      const scanned = allAirports()
        .filter((airport) => airport !== exact && startsWords(airport.searchText, words))
        .map((airport) => ({ airport, distance: greatCircleMeters(newYork, airport.coordinates) }))
        .sort((a, b) => a.distance - b.distance)
        .map((entry) => entry.airport.code);
      const expected = [...(exact ? [exact.code] : []), ...scanned].slice(0, 20);
      expect(searchAirports(query, newYork, 20).map((airport) => airport.code)).toEqual(expected);
    }
  });

  it('puts an exact code first', () => {
    expect(searchAirports('jfk', newYork, 3)[0]?.code).toBe('JFK');
    expect(searchAirports('LHR', newYork, 3)[0]?.name).toMatch(/Heathrow/);
  });
});

describe('route estimate', () => {
  it('estimates JFK to Midtown at about 17 miles and 45 minutes, one leg per hop', () => {
    const jfk = { latitude: 40.6398, longitude: -73.7789 };
    const midtown = { latitude: 40.758, longitude: -73.9855 };
    const route = estimateRoute([jfk, midtown]);
    expect(route.distanceMeters / 1609.344).toBeGreaterThan(15);
    expect(route.distanceMeters / 1609.344).toBeLessThan(20);
    expect(route.durationSeconds / 60).toBeGreaterThan(35);
    expect(route.durationSeconds / 60).toBeLessThan(60);
    expect(route.isEstimate).toBe(true);
    const through = estimateRoute([jfk, midtown, jfk]);
    expect(through.legs).toHaveLength(2);
    expect(through.distanceMeters).toBe(
      through.legs[0]!.distanceMeters + through.legs[1]!.distanceMeters,
    );
  });

  it('never takes less time for a longer drive', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.nat(2_000_000), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(estimatedDrivingSeconds(long)).toBeGreaterThanOrEqual(
          estimatedDrivingSeconds(short),
        );
      }),
    );
  });
});
