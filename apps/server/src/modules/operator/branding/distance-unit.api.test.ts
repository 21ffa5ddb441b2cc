import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { bearer, clearRateLimits, DEMO_RIDER, signInAs } from '../../auth/auth.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';

const SETTINGS = `query consoleCompanySettings { consoleCompanySettings { distanceUnit } }`;
const SAVE = `mutation saveDistanceUnit($unit: String!) {
  saveDistanceUnit(unit: $unit) { distanceUnit } }`;
const PUBLIC = `query getCompanyData($coid: String!) { getCompanyData(coid: $coid) { distanceUnit } }`;

async function unitOf(api: TestApi, coid: string) {
  const row = await api.db
    .selectFrom('company')
    .select('distance_unit')
    .where('id', '=', coid)
    .executeTakeFirstOrThrow();
  return row.distance_unit;
}

async function publicUnit(api: TestApi, coid: string) {
  const res = await api.gql<{ getCompanyData: { distanceUnit: string } }>(PUBLIC, { coid });
  expect(res.errors).toBeUndefined();
  return res.data?.getCompanyData.distanceUnit;
}

describe.each(databaseKinds())('the distance unit on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  it('starts from the company’s country: miles in the US and the UK, kilometres elsewhere', async () => {
    expect(await unitOf(api, 'demo')).toBeNull();
    expect(await publicUnit(api, 'demo')).toBe('mi');
    expect(await publicUnit(api, 'acme')).toBe('mi');
    await api.db
      .updateTable('company')
      .set({ country_code: 'FR' })
      .where('id', '=', 'acme')
      .execute();
    expect(await publicUnit(api, 'acme')).toBe('km');
    const admin = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
    const settings = await api.gql(SETTINGS, {}, admin);
    expect(settings.data).toEqual({ consoleCompanySettings: { distanceUnit: 'km' } });
  });

  it('refuses everyone but an admin, and changes nothing', async () => {
    const rider = bearer((await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken);
    const callers: [string, Record<string, string>, string][] = [
      ['nobody', {}, 'UNAUTHENTICATED'],
      ['a rider', rider, 'UNAUTHENTICATED'],
      [
        'a dispatcher',
        await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password),
        'FORBIDDEN',
      ],
      ['a driver', await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password), 'FORBIDDEN'],
    ];
    for (const [who, headers, code] of callers) {
      const res = await api.gql(SAVE, { unit: 'km' }, headers);
      expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
      expect(res.data, who).toBeNull();
    }
    expect(await unitOf(api, 'demo')).toBeNull();
    expect(await publicUnit(api, 'demo')).toBe('mi');
  });

  it.each(['', 'KM', 'miles', 'feet', 'x'.repeat(500)])('refuses %j by field', async (unit) => {
    const admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await api.gql(SAVE, { unit }, admin);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'distanceUnit',
    });
    expect(res.errors?.[0]?.message).toMatch(/"mi" or "km"/);
    expect(await unitOf(api, 'demo')).toBeNull();
  });

  it('refuses a unit that is not a string', async () => {
    const admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await api.gql(SAVE, { unit: 5 }, admin);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/String cannot represent/);
    expect(await unitOf(api, 'demo')).toBeNull();
  });

  it("saves the admin's own company only, audited, and the rider app follows", async () => {
    await api.db
      .updateTable('company')
      .set({ country_code: 'GB', distance_unit: null })
      .where('id', '=', 'acme')
      .execute();
    expect(await publicUnit(api, 'acme')).toBe('mi');
    const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
    const res = await api.gql(SAVE, { unit: 'km' }, acme);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ saveDistanceUnit: { distanceUnit: 'km' } });
    expect(await unitOf(api, 'acme')).toBe('km');
    expect(await unitOf(api, 'demo')).toBeNull();
    expect(await publicUnit(api, 'acme')).toBe('km');
    expect(await publicUnit(api, 'demo')).toBe('mi');
    const audits = await api.db
      .selectFrom('audit_log')
      .select(['company_id', 'before', 'after'])
      .where('action', '=', 'company.distance-unit')
      .execute();
    expect(audits).toContainEqual({
      company_id: 'acme',
      before: { distanceUnit: 'mi' },
      after: { distanceUnit: 'km' },
    });
    expect(audits.every((row) => row.company_id === 'acme')).toBe(true);
    // The same choice again (a retry) answers the same.
    expect((await api.gql(SAVE, { unit: 'km' }, acme)).data).toEqual(res.data);
  });
});
