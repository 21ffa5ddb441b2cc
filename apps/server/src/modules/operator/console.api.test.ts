import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, clearRateLimits, DEMO_RIDER, signInAs } from '../auth/auth.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../staff/staff.test-helpers.ts';

const CONSOLE_VIEWER = /* GraphQL */ `
  query consoleViewer {
    consoleViewer {
      email
      role
      company {
        coid
        name
        latitude
        longitude
        mapTiles {
          kind
          url
          attribution
        }
      }
    }
  }
`;

const TILES = 'https://tiles.example/{z}/{x}/{y}.png';

describe.each(databaseKinds())('operator console on %s', (kind) => {
  const api = useTestApi(kind, { MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: '© Example Tiles' });
  beforeEach(() => clearRateLimits(api));

  it('tells an admin and a dispatcher who they are and for which company', async () => {
    for (const [member, coid, role] of [
      [DEMO_ADMIN, 'demo', 'admin'],
      [DEMO_DISPATCHER, 'demo', 'dispatcher'],
      [ACME_ADMIN, 'acme', 'admin'],
    ] as const) {
      const headers = await signInAsStaff(api, member.email, member.password, coid);
      const res = await api.gql(CONSOLE_VIEWER, {}, headers);
      expect(res.errors).toBeUndefined();
      expect(res.data).toMatchObject({
        consoleViewer: { email: member.email, role, company: { coid } },
      });
    }
  });

  it('gives the console its company’s base and the deployment’s map tiles, for its maps', async () => {
    const headers = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
    const res = await api.gql<{
      consoleViewer: {
        company: {
          latitude: number;
          longitude: number;
          mapTiles: { kind: string; url: string; attribution: string } | null;
        };
      };
    }>(CONSOLE_VIEWER, {}, headers);
    const base = await api.db
      .selectFrom('company')
      .select(['latitude', 'longitude'])
      .where('id', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(res.data?.consoleViewer.company).toMatchObject({
      latitude: base.latitude,
      longitude: base.longitude,
      mapTiles: { kind: 'raster', url: TILES, attribution: '© Example Tiles' },
    });
    // London's operator opens its maps in London, not in another operator's city.
    expect(Math.round(base.latitude)).toBe(52);
  });

  it('keeps drivers, riders and nobody out', async () => {
    const driver = await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password);
    const driverRes = await api.gql(CONSOLE_VIEWER, {}, driver);
    expect(driverRes.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rider = bearer((await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken);
    const riderRes = await api.gql(CONSOLE_VIEWER, {}, rider);
    expect(riderRes.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const nobody = await api.gql(CONSOLE_VIEWER);
    expect(nobody.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('serves the console page for its screens and its files under /console/', async () => {
    for (const path of ['/console', '/console/', '/console/staff', '/console/invitation?x=1']) {
      const res = await fetch(`${api.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>Operator console</title>');
    }
    const script = await fetch(`${api.baseUrl}/console/assets/console-test.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${api.baseUrl}/console/assets/missing.js`);
    expect(missing.status).toBe(404);
    const escape = await fetch(`${api.baseUrl}/console/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).not.toContain('root:');
  });
});
