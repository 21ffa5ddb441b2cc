import { metersToMiles } from '@ride/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { DIRECTIONS, FIND, NEARBY, REVERSE, type Place } from './maps.test-helpers.ts';

const jfk = { latitude: 40.6398, longitude: -73.7789 };
const plaza = { latitude: 40.7646, longitude: -73.9743 };
const grandCentral = { latitude: 40.7527, longitude: -73.9772 };

describe.each(databaseKinds())('maps search and routes (offline provider) on %s', (kind) => {
  const api = useTestApi(kind);
  beforeAll(() => clearRateLimits(api));

  describe('reverseGeocode, findPlace and nearbySearch', () => {
    it('reverse geocodes JFK to the airport, 0,0 to nothing, and refuses an impossible point', async () => {
      const reverse = (coordinates: object) =>
        api.gql<{ reverseGeocode: Place | null }>(REVERSE, {
          input: { coid: 'demo', coordinates },
        });
      expect((await reverse(jfk)).data!.reverseGeocode?.airportCode).toBe('JFK');
      expect((await reverse({ latitude: 0, longitude: 0 })).data!.reverseGeocode).toBeNull();
      expect((await reverse({ latitude: 91, longitude: 0 })).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    });

    it('finds places by text', async () => {
      const res = await api.gql<{ findPlace: Place[] }>(FIND, {
        input: { coid: 'demo', query: 'Madison Square Garden' },
      });
      expect(res.data!.findPlace[0]).toMatchObject({
        name: 'Madison Square Garden',
        postalCode: '10001',
      });
    });

    it('finds places around a point, nearest first, and checks the radius', async () => {
      const nearby = (input: object) =>
        api.gql<{ nearbySearch: Place[] }>(NEARBY, { input: { coid: 'demo', ...input } });
      const res = await nearby({
        location: { latitude: 40.758, longitude: -73.9855 },
        radius: 600,
      });
      expect(res.data!.nearbySearch[0]?.name).toBe('Times Square');
      expect(res.data!.nearbySearch.map((p) => p.name)).toContain('Rockefeller Center');
      const filtered = await nearby({
        location: { latitude: 40.758, longitude: -73.9855 },
        radius: 600,
        keyword: 'rock',
      });
      expect(filtered.data!.nearbySearch.map((p) => p.name)).toEqual(['Rockefeller Center']);
      expect((await nearby({ location: jfk, radius: 0 })).errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'radius',
      });
    });
  });

  describe('drivingDirections', () => {
    type Route = {
      drivingDirections: {
        legs: { distanceMeters: number; durationSeconds: number; distanceMiles: number }[];
        durationSeconds: number;
        distanceMeters: number;
        distanceMiles: number;
        tripEstimationTime: string;
        isEstimate: boolean;
      };
    };
    const directions = (
      coid: string,
      origin: object,
      destination: object,
      waypoints: object[] = [],
    ) => api.gql<Route>(DIRECTIONS, { input: { coid, origin, destination, waypoints } });

    it('estimates a route through stops, summing its legs', async () => {
      const res = await directions('demo', jfk, plaza, [grandCentral]);
      expect(res.errors).toBeUndefined();
      const route = res.data!.drivingDirections;
      expect(route.isEstimate).toBe(true);
      expect(route.legs).toHaveLength(2);
      expect(route.distanceMeters).toBe(
        route.legs[0]!.distanceMeters + route.legs[1]!.distanceMeters,
      );
      expect(route.durationSeconds).toBe(
        route.legs[0]!.durationSeconds + route.legs[1]!.durationSeconds,
      );
      expect(route.distanceMiles).toBe(metersToMiles(route.distanceMeters));
      expect(route.tripEstimationTime).toBe(
        `${Math.ceil(route.durationSeconds / 60)},${route.distanceMiles}`,
      );
    });

    it('refuses more waypoints than the company allows and points without coordinates', async () => {
      const four = [grandCentral, grandCentral, grandCentral, grandCentral];
      expect((await directions('acme', jfk, plaza, four)).errors?.[0]?.message).toBe(
        'A route can have at most 3 stops',
      );
      expect(
        (await directions('demo', jfk, { latitude: 0, longitude: 0 })).errors?.[0]?.extensions
          ?.code,
      ).toBe('BAD_USER_INPUT');
    });
  });
});
