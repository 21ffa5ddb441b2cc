import { formatPickUpTime } from '@ride/domain';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  LOOKUP_RATES,
  serviceTypeIds,
  type LookupRatesResult,
} from '../rates/rates.test-helpers.ts';
import { signInStaff } from '../staff/staff.test-helpers.ts';
import { createCompany, disableCompany, enableCompany } from './company-setup.ts';
import { acceptInvitation } from './invitations.ts';

const COMPANY_DATA = /* GraphQL */ `
  query getCompanyData($coid: String!) {
    getCompanyData(coid: $coid) {
      coid
      name
      currencyCode
      currencySymbol
      timeZone
      isCreateAccountAllowed
      defaultPaymentGatewayId
      systemSettings {
        defaultServiceTypes {
          name
          code
        }
        reservationCreationLeadTimeInMinutes
        reservationModificationLeadTimeInMinutes
        reservationCancellationLeadTimeInMinutes
      }
    }
  }
`;

const chicago = (name: string, latitude: number, longitude: number) => ({
  type: 'ADDRESS',
  address: {
    name,
    line1: name,
    city: 'Chicago',
    stateCode: 'IL',
    postalCode: '60601',
    countryCode: 'US',
    coordinates: { latitude, longitude },
  },
});
const WILLIS_TOWER = chicago('233 S Wacker Dr', 41.8789, -87.6359);
const NAVY_PIER = chicago('600 E Grand Ave', 41.8917, -87.6086);

/** What a refused call must leave as it was. */
async function counts(api: TestApi) {
  const count = (table: 'company' | 'audit_log' | 'mail_outbox' | 'staff_invitation') =>
    api.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  return {
    companies: await count('company'),
    audit: await count('audit_log'),
    mail: await count('mail_outbox'),
    invitations: await count('staff_invitation'),
  };
}

async function refusal(call: Promise<unknown>): Promise<GraphQLError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

function lookupIn(api: TestApi, coid: string, serviceTypeId: number, route: unknown[]) {
  const instant = new Date(Date.now() + 24 * 3600_000);
  instant.setUTCSeconds(0, 0);
  return api.gql<LookupRatesResult>(LOOKUP_RATES, {
    input: {
      coid,
      serviceTypeId,
      scheduledPickupTime: instant.toISOString(),
      formattedPickUpTime: formatPickUpTime(instant, 'America/Chicago'),
      totalPassengers: 1,
      totalLuggage: 0,
      route,
    },
  });
}

describe.each(databaseKinds())('company setup on %s', (kind) => {
  const api = useTestApi(kind);
  const create = (input: Record<string, unknown>) =>
    createCompany(api.db, api.services.config, {
      coid: 'windy',
      name: 'Windy City Cars',
      adminEmail: 'owner@windy.test',
      timeZone: 'America/Chicago',
      ...input,
    });

  describe('createCompany refuses bad input and changes nothing', () => {
    it.each([
      ['an existing coid', { coid: 'demo' }, 'CONFLICT', undefined, 'already exists'],
      ['an existing coid in other case', { coid: 'DEMO' }, 'CONFLICT', undefined, '"demo"'],
      ['a malformed coid', { coid: '../etc' }, 'BAD_USER_INPUT', 'coid', 'not a valid company id'],
      ['no name', { name: '  ' }, 'BAD_USER_INPUT', 'name', 'name is required'],
      ['a bad e-mail', { adminEmail: 'owner@' }, 'BAD_USER_INPUT', 'adminEmail', 'Not a valid'],
      [
        'an unknown currency',
        { currency: 'XYZ' },
        'BAD_USER_INPUT',
        'currency',
        'Unknown currency',
      ],
      [
        'an unknown time zone',
        { timeZone: 'Mars/Olympus_Mons' },
        'BAD_USER_INPUT',
        'timeZone',
        'Unknown time zone',
      ],
      ['an unknown country', { country: 'ZZ' }, 'BAD_USER_INPUT', 'country', 'Unknown country'],
      ['a malformed base', { base: '91,10' }, 'BAD_USER_INPUT', 'base', 'latitude,longitude'],
      ['a zone without a known city', { timeZone: 'UTC' }, 'BAD_USER_INPUT', 'base', '--base'],
    ])('%s', async (_case, input, code, field, message) => {
      const before = await counts(api);
      const error = await refusal(create(input));
      expect(error.extensions.code).toBe(code);
      expect(error.extensions.field).toBe(field);
      expect(error.message).toContain(message);
      expect(await counts(api)).toEqual(before);
    });

    it('leaves no company behind when the invitation fails half way', async () => {
      const before = await counts(api);
      await expect(
        createCompany(
          api.db,
          { ...api.services.config, publicUrl: 'not a url' },
          {
            coid: 'halfway',
            name: 'Half Way',
            adminEmail: 'owner@half.test',
          },
        ),
      ).rejects.toThrow();
      expect(await counts(api)).toEqual(before);
    });
  });

  describe('createCompany', () => {
    it('creates a company riders can get rates from, invites its admin and logs both', async () => {
      const created = await create({});
      expect(created).toMatchObject({
        coid: 'windy',
        currencyCode: 'USD',
        countryCode: 'US',
        city: 'Chicago',
        serviceRadiusKm: 200,
      });
      expect(created.latitude).toBeCloseTo(41.85, 1);

      const data = await api.gql<{ getCompanyData: Record<string, unknown> }>(COMPANY_DATA, {
        coid: 'windy',
      });
      expect(data.errors).toBeUndefined();
      expect(data.data!.getCompanyData).toMatchObject({
        coid: 'windy',
        name: 'Windy City Cars',
        currencyCode: 'USD',
        currencySymbol: '$',
        timeZone: 'America/Chicago',
        isCreateAccountAllowed: true,
        systemSettings: {
          defaultServiceTypes: [
            { name: 'Point To Point', code: 'PTP' },
            { name: 'Airport Arrival', code: 'AA' },
            { name: 'Airport Departure', code: 'AD' },
            { name: 'Hourly', code: 'HRL' },
          ],
          reservationCreationLeadTimeInMinutes: 60,
          reservationModificationLeadTimeInMinutes: 120,
          reservationCancellationLeadTimeInMinutes: 240,
        },
      });
      expect(data.data!.getCompanyData.defaultPaymentGatewayId).toBeTypeOf('number');

      const types = await serviceTypeIds(api, 'windy');
      const rates = await lookupIn(api, 'windy', types.PTP!, [WILLIS_TOWER, NAVY_PIER]);
      expect(rates.errors).toBeUndefined();
      expect(rates.data!.lookupRates.currencyCode).toBe('USD');
      expect(rates.data!.lookupRates.vehicles.map((v) => v.name)).toEqual(['Sedan']);
      expect(rates.data!.lookupRates.vehicles[0]!.amountInMinorUnits).toBeGreaterThan(2500);

      const mail = await api.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('company_id', '=', 'windy')
        .execute();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        to_address: 'owner@windy.test',
        subject: 'Join Windy City Cars',
      });
      expect(mail[0]!.text_body).toContain('as an administrator');
      expect(mail[0]!.text_body).toMatch(/\/console\/invitation\?coid=windy&token=/);

      const audit = await api.db
        .selectFrom('audit_log')
        .select(['action', 'actor', 'target', 'staff_user_id'])
        .where('company_id', '=', 'windy')
        .orderBy('id')
        .execute();
      expect(audit).toEqual(
        expect.arrayContaining([
          {
            action: 'company.create',
            actor: 'company:create',
            target: 'windy',
            staff_user_id: null,
          },
          {
            action: 'staff.invite',
            actor: 'company:create',
            target: 'owner@windy.test',
            staff_user_id: null,
          },
        ]),
      );
      expect(audit).toHaveLength(2);
    });

    it('lets the invited admin accept and sign in, with no SQL', async () => {
      const mail = await api.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('company_id', '=', 'windy')
        .executeTakeFirstOrThrow();
      const token = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]).searchParams.get('token')!;
      const accepted = await acceptInvitation(api.db, {
        companyId: 'windy',
        token,
        firstName: 'Wendy',
        lastName: 'Owner',
        password: 'Windy!Owner2026',
      });
      expect(accepted.role).toBe('admin');
      const tokens = await signInStaff(api, 'owner@windy.test', 'Windy!Owner2026', 'windy');
      expect(tokens.accessToken).toBeTruthy();
    });

    it('refuses a stop outside the service area around the base', async () => {
      const types = await serviceTypeIds(api, 'windy');
      const newYork = {
        ...WILLIS_TOWER,
        address: {
          ...WILLIS_TOWER.address,
          coordinates: { latitude: 40.758, longitude: -73.9855 },
        },
      };
      const rates = await lookupIn(api, 'windy', types.PTP!, [WILLIS_TOWER, newYork]);
      expect(rates.errors?.[0]?.message).toContain('outside the area Windy City Cars serves');
    });

    it('takes the currency, time zone, country and base given', async () => {
      const created = await create({
        coid: 'thames',
        name: 'Thames Executive Chauffeurs',
        adminEmail: 'admin@thames.test',
        currency: 'gbp',
        timeZone: 'Europe/London',
        base: '51.47, -0.4543',
        serviceRadiusKm: '80',
      });
      expect(created).toMatchObject({
        currencyCode: 'GBP',
        countryCode: 'GB',
        latitude: 51.47,
        longitude: -0.4543,
        serviceRadiusKm: 80,
      });
      const row = await api.db
        .selectFrom('company')
        .select(['currency_symbol', 'short_name', 'service_radius_km', 'country_code'])
        .where('id', '=', 'thames')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        currency_symbol: '£',
        short_name: 'Thames Execu',
        service_radius_km: 80,
        country_code: 'GB',
      });
    });
  });

  describe('disableCompany and enableCompany', () => {
    it('refuses a malformed or unknown coid', async () => {
      const before = await counts(api);
      expect((await refusal(disableCompany(api.db, { coid: '../x' }))).extensions.code).toBe(
        'BAD_USER_INPUT',
      );
      expect((await refusal(disableCompany(api.db, { coid: 'nobody' }))).extensions.code).toBe(
        'NOT_FOUND',
      );
      expect(await counts(api)).toEqual(before);
    });

    it("shows the company's riders the disabled-company answer, then serves them again", async () => {
      const stamp = async () =>
        (
          await api.db
            .selectFrom('company')
            .select('updated_at')
            .where('id', '=', 'windy')
            .executeTakeFirstOrThrow()
        ).updated_at.getTime();
      const before = await stamp();
      expect(await disableCompany(api.db, { coid: 'windy' })).toMatchObject({ changed: true });
      expect(await stamp()).toBeGreaterThan(before);
      const res = await api.gql(COMPANY_DATA, { coid: 'windy' });
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.message).toBe('Status: 403, Message: Specified company is disabled.');
      expect(await disableCompany(api.db, { coid: 'windy' })).toMatchObject({ changed: false });

      expect(await enableCompany(api.db, { coid: 'windy' })).toMatchObject({ changed: true });
      expect((await api.gql(COMPANY_DATA, { coid: 'windy' })).errors).toBeUndefined();
      const audit = await api.db
        .selectFrom('audit_log')
        .select(['action', 'actor'])
        .where('company_id', '=', 'windy')
        .where('action', 'in', ['company.disable', 'company.enable'])
        .orderBy('created_at')
        .execute();
      expect(audit).toEqual([
        { action: 'company.disable', actor: 'company:disable' },
        { action: 'company.enable', actor: 'company:enable' },
      ]);
      const demo = await api.gql(COMPANY_DATA, { coid: 'demo' });
      expect(demo.errors).toBeUndefined();
    });
  });
});
