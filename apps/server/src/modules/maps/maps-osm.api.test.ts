import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nominatimSavoy, osrmTwoLegs } from '../../adapters/maps/fixtures/osm.ts';
import { useFakeServer } from '../../adapters/maps/fake-server.test-helpers.ts';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import type { Logger } from '../../logger.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import {
  LOOKUP_RATES,
  pickupIn,
  serviceTypeIds,
  stops,
  type LookupRatesResult,
} from '../rates/rates.test-helpers.ts';
import { GEOCODE, type Place } from './maps.test-helpers.ts';

describe.each(databaseKinds())('maps calls through OpenStreetMap on %s', (kind) => {
  const fake = useFakeServer();
  const config: Record<string, string> = { MAPS_PROVIDER: 'osm' };
  beforeAll(() => {
    config.OSM_NOMINATIM_URL = `${fake.url}/nominatim`;
    config.OSM_OSRM_URL = `${fake.url}/osrm`;
  });
  const api = useTestApi(kind, config);
  const logged: { level: string; message: string }[] = [];
  beforeAll(() => {
    const record = (level: string) => (message: string) => void logged.push({ level, message });
    api.services.logger = {
      error: record('error'),
      warn: record('warn'),
      info: record('info'),
      debug: record('debug'),
    } satisfies Logger;
  });
  beforeEach(async () => {
    fake.routes.clear();
    fake.requests.length = 0;
    logged.length = 0;
    await clearRateLimits(api);
    await api.db.deleteFrom('maps_cache').execute();
  });

  const geocode = (coid: string, address: string) =>
    api.gql<{ geocodeAddress: Place | null }>(GEOCODE, { input: { coid, address } });

  it('caches an answer per company: the same address asks the provider once per company', async () => {
    fake.routes.set('/nominatim/search', () => ({ body: [nominatimSavoy] }));
    const first = await geocode('acme', 'The Savoy');
    expect(first.data!.geocodeAddress).toMatchObject({
      name: 'The Savoy',
      placeId: 'W4256213',
      stateCode: '',
    });
    const again = await geocode('acme', '  the savoy ');
    expect(again.data!.geocodeAddress).toEqual(first.data!.geocodeAddress);
    expect(fake.requests).toHaveLength(1);
    await geocode('demo', 'The Savoy');
    expect(fake.requests).toHaveLength(2);
    const rows = await api.db
      .selectFrom('maps_cache')
      .select(['company_id', 'provider', 'operation'])
      .orderBy('company_id')
      .execute();
    expect(rows).toEqual([
      { company_id: 'acme', provider: 'osm', operation: 'geocode' },
      { company_id: 'demo', provider: 'osm', operation: 'geocode' },
    ]);
  });

  it('logs "HTTP error! Status: 500" and gives nothing when the provider fails, caching nothing', async () => {
    fake.routes.set('/nominatim/search', () => ({ status: 500, body: {} }));
    const res = await geocode('acme', 'The Savoy');
    expect(res.errors).toBeUndefined();
    expect(res.data!.geocodeAddress).toBeNull();
    expect(logged).toContainEqual({ level: 'error', message: 'HTTP error! Status: 500' });
    expect(await api.db.selectFrom('maps_cache').select('request_key').execute()).toEqual([]);
  });

  it('does not count a result at latitude or longitude 0', async () => {
    fake.routes.set('/nominatim/search', () => ({
      body: [{ ...nominatimSavoy, lat: '0', lon: '-0.12' }],
    }));
    expect((await geocode('acme', 'Null Island Road')).data!.geocodeAddress).toBeNull();
  });

  it('prices a ride on the road distance OSRM gives, and on an estimate when OSRM fails', async () => {
    const types = await serviceTypeIds(api, 'demo');
    const input = {
      coid: 'demo',
      serviceTypeId: types.AA,
      ...pickupIn(24),
      totalPassengers: 1,
      totalLuggage: 0,
      route: [stops.jfk, stops.grandCentral, stops.plaza],
    };
    fake.routes.set('/osrm/route/v1/driving/', () => ({ body: osrmTwoLegs }));
    const routed = await api.gql<LookupRatesResult>(LOOKUP_RATES, { input });
    expect(routed.errors).toBeUndefined();
    expect(routed.data!.lookupRates.tripEstimate).toMatchObject({
      distanceMeters: 29_290,
      durationSeconds: 3_000,
      isEstimate: false,
    });
    expect(routed.data!.lookupRates.vehicles[0]!.rates).toContainEqual(
      expect.objectContaining({ name: 'Distance (18.20 mi)' }),
    );

    await api.db.deleteFrom('maps_cache').execute();
    fake.routes.set('/osrm/route/v1/driving/', () => ({ status: 503, body: {} }));
    const estimated = await api.gql<LookupRatesResult>(LOOKUP_RATES, { input });
    expect(estimated.errors).toBeUndefined();
    expect(estimated.data!.lookupRates.tripEstimate.isEstimate).toBe(true);
    expect(logged).toContainEqual({ level: 'error', message: 'HTTP error! Status: 503' });
  });

  it('refuses a route no road can drive, naming the stop it cannot reach, and prices nothing', async () => {
    const types = await serviceTypeIds(api, 'demo');
    // Liberty Island: inside the service area, but OSRM finds no road to it.
    const island = {
      type: 'POI',
      address: { name: 'Liberty Island', coordinates: { latitude: 40.6892, longitude: -74.0445 } },
    };
    fake.routes.set('/osrm/route/v1/driving/', (url) =>
      url.pathname.includes('-74.0445')
        ? { status: 400, body: { code: 'NoRoute', message: 'Impossible route between points' } }
        : { body: osrmTwoLegs },
    );
    const refused = await api.gql<LookupRatesResult>(LOOKUP_RATES, {
      input: {
        coid: 'demo',
        serviceTypeId: types.AA,
        ...pickupIn(24),
        totalPassengers: 1,
        totalLuggage: 0,
        route: [stops.jfk, stops.grandCentral, island, stops.plaza],
      },
    });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'No driving route reaches stop 2 (Liberty Island) from stop 1 (89 E 42nd St, New York, NY 10017, US).',
      extensions: { code: 'BAD_USER_INPUT', field: 'route.2' },
    });
  });

  it('limits how many uncached provider calls one client makes', async () => {
    fake.routes.set('/nominatim/search', () => ({ body: [] }));
    let refused: { message: string; extensions?: Record<string, unknown> } | undefined;
    for (let i = 0; i < 125 && !refused; i += 1) {
      refused = (await geocode('acme', `street number ${i}`)).errors?.[0];
    }
    expect(refused?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(fake.requests.length).toBeLessThan(125);
  });
});
