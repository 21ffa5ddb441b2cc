import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { LOOKUP_RATES, stops } from '../../rates/rates.test-helpers.ts';
import { tripInput } from '../../reservations/reservations.test-helpers.ts';
import {
  acmeAdmin,
  auditRows,
  companyRow,
  demoAdmin,
  expectRefusedToAll,
} from './policies.test-helpers.ts';

const BOOKING_RULES = /* GraphQL */ `
  query bookingRules {
    bookingRules {
      leadTimes {
        creationMinutes
        modificationMinutes
        cancellationMinutes
      }
      cancellationFeeRule {
        freeUntilHoursBeforePickup
        lateCancellationFee {
          kind
          percent
          amountMinor
        }
        noShowFee {
          kind
          percent
          amountMinor
        }
      }
      serviceArea {
        kind
        latitude
        longitude
        radiusKm
        points
      }
      baseLatitude
      baseLongitude
    }
  }
`;

const SAVE_LEAD_TIMES = /* GraphQL */ `
  mutation saveLeadTimes($input: LeadTimesInput!) {
    saveLeadTimes(input: $input) {
      creationMinutes
      modificationMinutes
      cancellationMinutes
    }
  }
`;
const SAVE_FLIGHT_RULES = /* GraphQL */ `
  mutation saveFlightRules($input: FlightRulesInput!) {
    saveFlightRules(input: $input) {
      curbsideMinutes
      insideMinutes
      dailyCalls
    }
  }
`;
const FLIGHT_RULES = /* GraphQL */ `
  query flightRules {
    bookingRules {
      flightRules {
        curbsideMinutes
        insideMinutes
        dailyCalls
      }
    }
  }
`;

const SAVE_FEE_RULE = /* GraphQL */ `
  mutation saveCancellationFeeRule($input: CancellationFeeRuleInput) {
    saveCancellationFeeRule(input: $input) {
      freeUntilHoursBeforePickup
      lateCancellationFee {
        kind
        percent
        amountMinor
      }
      noShowFee {
        kind
        amountMinor
      }
    }
  }
`;

const SAVE_AREA = /* GraphQL */ `
  mutation saveServiceArea($input: ServiceAreaInput!) {
    saveServiceArea(input: $input) {
      kind
      latitude
      longitude
      radiusKm
      points
    }
  }
`;

const SYSTEM_SETTINGS = /* GraphQL */ `
  query getAllSystemSetting($coid: String!) {
    getAllSystemSetting(coid: $coid) {
      reservationCreationLeadTimeInMinutes
      reservationModificationLeadTimeInMinutes
      reservationCancellationLeadTimeInMinutes
    }
  }
`;

/** Manhattan, drawn clockwise around Grand Central and the Plaza. */
const MANHATTAN: [number, number][] = [
  [40.7, -74.02],
  [40.88, -73.93],
  [40.8, -73.92],
  [40.7, -73.97],
];
const BOWTIE: [number, number][] = [
  [40.7, -74.0],
  [40.8, -73.9],
  [40.8, -74.0],
  [40.7, -73.9],
];
/** JFK airport: inside the default 200 km circle, outside Manhattan. */
const JFK_STOP = {
  type: 'ADDRESS',
  address: { name: 'JFK Terminal 4', coordinates: { latitude: 40.6441, longitude: -73.7822 } },
};

describe.each(databaseKinds())('booking rules on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  describe('bookingRules', () => {
    it('refuses nobody, a rider, a driver and a dispatcher', async () => {
      await expectRefusedToAll(api, BOOKING_RULES, {}, () => companyRow(api, 'demo'));
    });

    it('shows each admin their own company’s rules', async () => {
      const demo = await api.gql<{ bookingRules: { baseLatitude: number } }>(
        BOOKING_RULES,
        {},
        await demoAdmin(api),
      );
      expect(demo.errors).toBeUndefined();
      expect(demo.data!.bookingRules).toMatchObject({
        serviceArea: {
          kind: 'CIRCLE',
          radiusKm: 200,
          latitude: demo.data!.bookingRules.baseLatitude,
        },
        cancellationFeeRule: null,
      });
      const acme = await api.gql<{ bookingRules: { serviceArea: { latitude: number } } }>(
        BOOKING_RULES,
        {},
        await acmeAdmin(api),
      );
      expect(acme.data!.bookingRules.serviceArea.latitude).toBeCloseTo(51.5, 0);
    });
  });

  describe('saveFlightRules', () => {
    const input = { curbsideMinutes: 20, insideMinutes: 45, dailyCalls: 120 };

    it('refuses everyone but an admin, changing nothing', async () => {
      await expectRefusedToAll(api, SAVE_FLIGHT_RULES, { input }, () => companyRow(api, 'demo'));
    });

    it('refuses minutes beyond 180, negative calls and fractions, naming the field', async () => {
      const admin = await demoAdmin(api);
      const before = await companyRow(api, 'demo');
      for (const [field, value] of [
        ['curbsideMinutes', 181],
        ['insideMinutes', -1],
        ['dailyCalls', 100_001],
      ] as const) {
        const res = await api.gql(
          SAVE_FLIGHT_RULES,
          { input: { ...input, [field]: value } },
          admin,
        );
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      const fraction = await api.gql(
        SAVE_FLIGHT_RULES,
        { input: { ...input, dailyCalls: 1.5 } },
        admin,
      );
      expect(fraction.errors).toHaveLength(1);
      expect(fraction.status).toBeLessThan(500);
      expect(await companyRow(api, 'demo')).toEqual(before);
    });

    it('saves the company’s own rules, audited, leaving another company’s', async () => {
      const admin = await demoAdmin(api);
      const shown = await api.gql(FLIGHT_RULES, {}, admin);
      expect(shown.data).toEqual({
        bookingRules: { flightRules: { curbsideMinutes: 15, insideMinutes: 30, dailyCalls: 500 } },
      });
      const saved = await api.gql(SAVE_FLIGHT_RULES, { input }, admin);
      expect(saved.data).toEqual({ saveFlightRules: input });
      expect((await api.gql(FLIGHT_RULES, {}, admin)).data).toEqual({
        bookingRules: { flightRules: input },
      });
      const [audit] = (await auditRows(api, 'demo', 'policies.flight-rules')).slice(-1);
      expect(audit).toMatchObject({
        before: { curbsideMinutes: 15, insideMinutes: 30, dailyCalls: 500 },
        after: input,
      });
      expect((await api.gql(FLIGHT_RULES, {}, await acmeAdmin(api))).data).toEqual({
        bookingRules: { flightRules: { curbsideMinutes: 15, insideMinutes: 30, dailyCalls: 500 } },
      });
      await api.gql(
        SAVE_FLIGHT_RULES,
        { input: { curbsideMinutes: 15, insideMinutes: 30, dailyCalls: 500 } },
        admin,
      );
    });
  });

  describe('saveLeadTimes', () => {
    const input = { creationMinutes: 2880, modificationMinutes: 120, cancellationMinutes: 0 };

    it('refuses everyone but an admin, changing nothing', async () => {
      await expectRefusedToAll(api, SAVE_LEAD_TIMES, { input }, () => companyRow(api, 'demo'));
    });

    it('refuses more than 30 days, negative or fractional minutes, naming the field', async () => {
      const admin = await demoAdmin(api);
      const before = await companyRow(api, 'demo');
      for (const [field, value] of [
        ['creationMinutes', 43_201],
        ['modificationMinutes', -1],
      ] as const) {
        const res = await api.gql(SAVE_LEAD_TIMES, { input: { ...input, [field]: value } }, admin);
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      const fraction = await api.gql(
        SAVE_LEAD_TIMES,
        { input: { ...input, cancellationMinutes: 1.5 } },
        admin,
      );
      expect(fraction.errors).toHaveLength(1);
      expect(fraction.status).toBeLessThan(500);
      expect(await companyRow(api, 'demo')).toEqual(before);
    });

    it('changes what a rider may book, shows riders the new values and writes the audit log', async () => {
      const admin = await demoAdmin(api);
      const before = await companyRow(api, 'demo');
      const trip = await tripInput(api); // 26 hours ahead
      expect((await api.gql(LOOKUP_RATES, { input: trip })).errors).toBeUndefined();

      const saved = await api.gql(SAVE_LEAD_TIMES, { input }, admin);
      expect(saved.errors).toBeUndefined();
      expect(saved.data).toEqual({ saveLeadTimes: input });

      const refused = await api.gql(LOOKUP_RATES, { input: trip });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const settings = await api.gql(SYSTEM_SETTINGS, { coid: 'demo' });
      expect(settings.data).toEqual({
        getAllSystemSetting: {
          reservationCreationLeadTimeInMinutes: 2880,
          reservationModificationLeadTimeInMinutes: 120,
          reservationCancellationLeadTimeInMinutes: 0,
        },
      });
      const after = await companyRow(api, 'demo');
      expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
      const [audit] = (await auditRows(api, 'demo', 'policies.lead-times')).slice(-1);
      expect(audit).toMatchObject({
        actor: 'admin@demo.test',
        before: { creationMinutes: before.reservation_creation_lead_time_minutes },
        after: input,
      });
      // Acme is untouched.
      const acme = await api.gql(SYSTEM_SETTINGS, { coid: 'acme' });
      expect(acme.data).not.toEqual(settings.data);

      // None: riders may not book online at all; back to the seeded values.
      const none = await api.gql(
        SAVE_LEAD_TIMES,
        { input: { creationMinutes: null, modificationMinutes: null, cancellationMinutes: null } },
        admin,
      );
      expect(none.data).toEqual({
        saveLeadTimes: {
          creationMinutes: null,
          modificationMinutes: null,
          cancellationMinutes: null,
        },
      });
      await api.gql(
        SAVE_LEAD_TIMES,
        {
          input: {
            creationMinutes: before.reservation_creation_lead_time_minutes,
            modificationMinutes: before.reservation_modification_lead_time_minutes,
            cancellationMinutes: before.reservation_cancellation_lead_time_minutes,
          },
        },
        admin,
      );
      expect((await api.gql(LOOKUP_RATES, { input: trip })).errors).toBeUndefined();
    });
  });

  describe('saveCancellationFeeRule', () => {
    const rule = {
      freeUntilHoursBeforePickup: 24,
      lateCancellationFee: { kind: 'PERCENT', percent: 50 },
      noShowFee: { kind: 'FIXED', amountMinor: 7500 },
    };

    it('refuses everyone but an admin, changing nothing', async () => {
      await expectRefusedToAll(api, SAVE_FEE_RULE, { input: rule }, () => companyRow(api, 'demo'));
    });

    it('refuses a percent over 100, a missing amount and too many hours, naming the field', async () => {
      const admin = await demoAdmin(api);
      for (const [input, field] of [
        [
          { ...rule, lateCancellationFee: { kind: 'PERCENT', percent: 101 } },
          'lateCancellationFee.percent',
        ],
        [{ ...rule, noShowFee: { kind: 'FIXED' } }, 'noShowFee.amountMinor'],
        [{ ...rule, freeUntilHoursBeforePickup: 721 }, 'freeUntilHoursBeforePickup'],
      ] as const) {
        const res = await api.gql(SAVE_FEE_RULE, { input }, admin);
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      expect((await companyRow(api, 'demo')).cancellation_fee_rule).toBeNull();
    });

    it('stores the rule, audited, and clears it', async () => {
      const admin = await demoAdmin(api);
      const saved = await api.gql(SAVE_FEE_RULE, { input: rule }, admin);
      expect(saved.errors).toBeUndefined();
      expect(saved.data).toEqual({
        saveCancellationFeeRule: {
          freeUntilHoursBeforePickup: 24,
          lateCancellationFee: { kind: 'PERCENT', percent: 50, amountMinor: null },
          noShowFee: { kind: 'FIXED', amountMinor: 7500 },
        },
      });
      expect((await companyRow(api, 'demo')).cancellation_fee_rule).toEqual(rule);
      expect((await companyRow(api, 'acme')).cancellation_fee_rule).toBeNull();
      const cleared = await api.gql(SAVE_FEE_RULE, { input: null }, admin);
      expect(cleared.data).toEqual({ saveCancellationFeeRule: null });
      const audit = await auditRows(api, 'demo', 'policies.cancellation-fee');
      expect(audit.map((row) => [row.before, row.after])).toEqual([
        [null, rule],
        [rule, null],
      ]);
    });
  });

  describe('saveServiceArea', () => {
    const circle = { kind: 'CIRCLE', latitude: 40.7128, longitude: -74.006, radiusKm: 200 };

    it('refuses everyone but an admin, changing nothing', async () => {
      await expectRefusedToAll(
        api,
        SAVE_AREA,
        { input: { kind: 'POLYGON', points: MANHATTAN } },
        () => companyRow(api, 'demo'),
      );
    });

    it('refuses crossing edges, too few points, out-of-range numbers and a circle without radius', async () => {
      const admin = await demoAdmin(api);
      const before = await companyRow(api, 'demo');
      for (const [input, field, message] of [
        [
          { kind: 'POLYGON', points: BOWTIE },
          'points',
          'The area’s edges must not cross each other.',
        ],
        [
          { kind: 'POLYGON', points: MANHATTAN.slice(0, 2) },
          'points',
          'An area needs 3 to 200 points.',
        ],
        [
          {
            kind: 'POLYGON',
            points: [
              [40.7, -74],
              [40.7, -74],
              [40.8, -74],
            ],
          },
          'points',
          'The area’s points must all be different.',
        ],
        [{ kind: 'POLYGON', points: [[40.7, -74], [40.8], [40.8, -73]] }, 'points.1', undefined],
        [{ ...circle, latitude: 91 }, 'latitude', undefined],
        [{ ...circle, radiusKm: 5001 }, 'radiusKm', undefined],
        [{ kind: 'CIRCLE', latitude: 40, longitude: -74 }, 'radiusKm', undefined],
      ] as const) {
        const res = await api.gql(SAVE_AREA, { input }, admin);
        expect(res.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
          code: 'BAD_USER_INPUT',
          field,
        });
        if (message) expect(res.errors?.[0]?.message).toBe(message);
      }
      expect(await companyRow(api, 'demo')).toEqual(before);
    });

    it('refuses stops outside a saved polygon with the service-area message, and a circle again', async () => {
      const admin = await demoAdmin(api);
      const trip = await tripInput(api);
      const toJfk = { ...trip, route: [stops.grandCentral, JFK_STOP] };
      expect((await api.gql(LOOKUP_RATES, { input: toJfk })).errors).toBeUndefined();

      const saved = await api.gql(
        SAVE_AREA,
        { input: { kind: 'POLYGON', points: MANHATTAN } },
        admin,
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data).toMatchObject({ saveServiceArea: { kind: 'POLYGON', points: MANHATTAN } });

      expect((await api.gql(LOOKUP_RATES, { input: trip })).errors).toBeUndefined();
      const outside = await api.gql(LOOKUP_RATES, { input: toJfk });
      expect(outside.errors?.[0]).toMatchObject({
        message: 'The drop-off (JFK Terminal 4) is outside the area Demo Limousine serves.',
        extensions: { code: 'BAD_USER_INPUT', field: 'route.1' },
      });
      // Acme's area is its own.
      expect((await companyRow(api, 'acme')).service_area_polygon).toBeNull();

      // A small circle around City Hall leaves JFK out, naming the radius.
      const small = await api.gql(
        SAVE_AREA,
        { input: { kind: 'CIRCLE', latitude: 40.7128, longitude: -74.006, radiusKm: 10 } },
        admin,
      );
      expect(small.errors).toBeUndefined();
      const stillOutside = await api.gql(LOOKUP_RATES, { input: toJfk });
      expect(stillOutside.errors?.[0]?.message).toBe(
        'The drop-off (JFK Terminal 4) is outside the area Demo Limousine serves (10 km around its service centre).',
      );
      const audit = await auditRows(api, 'demo', 'policies.service-area');
      expect(audit.at(-1)).toMatchObject({
        before: { kind: 'POLYGON', points: MANHATTAN },
        after: { kind: 'CIRCLE', radiusKm: 10 },
      });

      // Back to the circle around the base: the seeded message again.
      const base = await companyRow(api, 'demo');
      const restored = { ...circle, latitude: base.latitude, longitude: base.longitude };
      expect((await api.gql(SAVE_AREA, { input: restored }, admin)).errors).toBeUndefined();
      expect((await api.gql(LOOKUP_RATES, { input: toJfk })).errors).toBeUndefined();
      const paris = {
        ...toJfk,
        route: [
          stops.grandCentral,
          {
            ...JFK_STOP,
            address: { name: 'Louvre', coordinates: { latitude: 48.86, longitude: 2.34 } },
          },
        ],
      };
      expect((await api.gql(LOOKUP_RATES, { input: paris })).errors?.[0]?.message).toBe(
        'The drop-off (Louvre) is outside the area Demo Limousine serves (200 km around New York).',
      );
      expect(await companyRow(api, 'demo')).toMatchObject({
        service_area_latitude: null,
        service_area_longitude: null,
        service_area_polygon: null,
      });
    });
  });
});
