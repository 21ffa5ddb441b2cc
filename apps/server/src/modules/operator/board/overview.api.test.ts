import { startOfZonedDate, zonedDateOf } from '@ride/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { signInOperatorCast } from '../../staff/staff.test-helpers.ts';
import { assignRide, buildDriver, moveRide } from '../../tracking/tracking.test-helpers.ts';

const OVERVIEW = /* GraphQL */ `
  query dispatchOverview {
    dispatchOverview {
      date
      timeZone
      currency
      unassigned
      assigned
      underWay
      done
      needsDriver {
        id
        confirmationNumber
      }
      driversOnDuty
      driversDriving
      capturedMinor
      heldMinor
      eventCursor
    }
  }
`;

interface Overview {
  date: string;
  timeZone: string;
  currency: string;
  unassigned: number;
  assigned: number;
  underWay: number;
  done: number;
  needsDriver: { id: string; confirmationNumber: string }[];
  driversOnDuty: number;
  driversDriving: number;
  capturedMinor: number;
  heldMinor: number;
  eventCursor: string;
}

type Headers = Record<string, string>;
const HOUR_MS = 3600_000;
const DEMO_ZONE = 'America/New_York';
const ACME_ZONE = 'Europe/London';

/** Noon of the company's today (or a day after), whatever the hour the test runs at. */
function noonOf(timeZone: string, daysAfter = 0): Date {
  const today = zonedDateOf(new Date(), timeZone);
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + daysAfter * 24 * HOUR_MS);
  return new Date(
    startOfZonedDate(day.toISOString().slice(0, 10), timeZone).getTime() + 12 * HOUR_MS,
  );
}

describe.each(databaseKinds())('dispatch overview on %s', (kind) => {
  const api = useTestApi(kind);
  let admin: Headers;
  let dispatcher: Headers;
  let driver: Headers;
  let acme: Headers;
  let rider: Headers;

  beforeAll(async () => {
    ({ admin, dispatcher, driver, acme, rider } = await signInOperatorCast(api));
  });

  async function overview(headers: Headers = dispatcher): Promise<Overview> {
    const res = await api.gql<{ dispatchOverview: Overview }>(OVERVIEW, {}, headers);
    expect(res.errors).toBeUndefined();
    return res.data!.dispatchOverview;
  }
  const today = (overrides: Parameters<typeof buildReservation>[1] = {}) =>
    buildReservation(api, { scheduled_pickup_at: noonOf(DEMO_ZONE), ...overrides });
  const acmeToday = (overrides: Parameters<typeof buildReservation>[1] = {}) =>
    buildReservation(api, {
      company_id: 'acme',
      currency_code: 'GBP',
      scheduled_pickup_at: noonOf(ACME_ZONE),
      ...overrides,
    });

  describe('dispatchOverview', () => {
    it('refuses nobody, a rider and a driver', async () => {
      expect((await api.gql(OVERVIEW, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await api.gql(OVERVIEW, {}, rider)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await api.gql(OVERVIEW, {}, driver)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("names the company's day, zone and currency to an admin and a dispatcher", async () => {
      for (const headers of [admin, dispatcher]) {
        const seen = await overview(headers);
        expect(seen.date).toBe(zonedDateOf(new Date(), DEMO_ZONE));
        expect(seen.timeZone).toBe(DEMO_ZONE);
        expect(seen.currency).toBe('USD');
        expect(seen.eventCursor).toMatch(/^\d+$/);
      }
      const london = await overview(acme);
      expect(london.date).toBe(zonedDateOf(new Date(), ACME_ZONE));
      expect(london.currency).toBe('GBP');
    });

    it("counts today's rides by state, never another day's nor another company's", async () => {
      const before = await overview();
      const acmeBefore = await overview(acme);
      await today();
      await assignRide(api, await today(), (await buildDriver(api)).id);
      const driving = await today({ driver_id: (await buildDriver(api)).id });
      await moveRide(api, driving, 'DRIVING_PASSENGER');
      await today({ status: 'COMPLETED', driver_id: (await buildDriver(api)).id });
      await today({ status: 'CANCELLED' });
      await buildReservation(api, { scheduled_pickup_at: noonOf(DEMO_ZONE, 1) });
      await buildReservation(api, { scheduled_pickup_at: noonOf(DEMO_ZONE, -1) });
      await acmeToday();

      const after = await overview();
      expect(after.unassigned - before.unassigned).toBe(1);
      expect(after.assigned - before.assigned).toBe(1);
      expect(after.underWay - before.underWay).toBe(1);
      expect(after.done - before.done).toBe(1);
      const acmeAfter = await overview(acme);
      expect(acmeAfter.unassigned - acmeBefore.unassigned).toBe(1);
      expect(acmeAfter.assigned).toBe(acmeBefore.assigned);
    });

    it('counts a ride being driven that was picked up yesterday as under way', async () => {
      const before = await overview();
      const driverRow = await buildDriver(api);
      const late = await buildReservation(api, {
        scheduled_pickup_at: noonOf(DEMO_ZONE, -1),
        driver_id: driverRow.id,
      });
      await moveRide(api, late, 'DRIVER_IS_ON_THE_WAY');
      const after = await overview();
      expect(after.underWay - before.underWay).toBe(1);
      expect(after.driversDriving - before.driversDriving).toBe(1);
    });

    it('lists the rides of the next two hours without a driver, late ones included', async () => {
      const soon = await buildReservation(api, { inMinutes: 60 });
      const late = await buildReservation(api, {
        scheduled_pickup_at: new Date(
          Math.max(
            Date.now() - 10 * 60_000,
            startOfZonedDate(zonedDateOf(new Date(), DEMO_ZONE), DEMO_ZONE).getTime(),
          ),
        ),
      });
      const later = await buildReservation(api, { inMinutes: 180 });
      const taken = await buildReservation(api, { inMinutes: 30 });
      await assignRide(api, taken, (await buildDriver(api)).id);
      const cancelled = await buildReservation(api, { inMinutes: 30, status: 'CANCELLED' });
      const elsewhere = await buildReservation(api, {
        company_id: 'acme',
        currency_code: 'GBP',
        inMinutes: 30,
      });

      const ids = (await overview()).needsDriver.map((ride) => ride.id);
      expect(ids).toContain(soon.id);
      expect(ids).toContain(late.id);
      expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(soon.id));
      for (const absent of [later, taken, cancelled, elsewhere])
        expect(ids).not.toContain(absent.id);
      const acmeIds = (await overview(acme)).needsDriver.map((ride) => ride.id);
      expect(acmeIds).toContain(elsewhere.id);
      expect(acmeIds).not.toContain(soon.id);
    });

    it("counts the drivers with a ride today, once each, not a cancelled ride's", async () => {
      const before = await overview();
      const busy = await buildDriver(api);
      const idle = await buildDriver(api);
      await today({ driver_id: busy.id });
      await today({
        driver_id: busy.id,
        scheduled_pickup_at: new Date(noonOf(DEMO_ZONE).getTime() + 2 * HOUR_MS),
      });
      await today({ driver_id: idle.id, status: 'CANCELLED' });
      await buildReservation(api, {
        driver_id: idle.id,
        scheduled_pickup_at: noonOf(DEMO_ZONE, 1),
      });
      const acmeDriver = await buildDriver(api, 'acme');
      await acmeToday({ driver_id: acmeDriver.id });
      const after = await overview();
      expect(after.driversOnDuty - before.driversOnDuty).toBe(1);
      expect(after.driversDriving).toBe(before.driversDriving);
    });

    it("sums today's captures and the holds today's rides still keep, per company", async () => {
      const before = await overview();
      const acmeBefore = await overview(acme);
      const ledger = async (
        ride: { id: string; company_id: string },
        kind: 'authorised' | 'captured' | 'voided',
        amount: number,
        at = new Date(),
      ) =>
        api.db
          .insertInto('payment_ledger')
          .values({
            company_id: ride.company_id,
            reservation_id: ride.id,
            kind,
            amount_minor: amount,
            currency: ride.company_id === 'acme' ? 'GBP' : 'USD',
            reference: `test-${kind}`,
            idempotency_key: `test:${ride.id}:${kind}:${amount}`,
            created_at: at,
          })
          .execute();
      const held = await today();
      await ledger(held, 'authorised', 10_000);
      const charged = await today({ status: 'COMPLETED' });
      await ledger(charged, 'authorised', 8_000);
      await ledger(charged, 'captured', 7_500);
      const released = await today({ status: 'CANCELLED' });
      await ledger(released, 'authorised', 5_000);
      await ledger(released, 'voided', 5_000);
      // Yesterday's capture is not today's revenue; tomorrow's hold is not today's.
      const yesterday = await buildReservation(api, { scheduled_pickup_at: noonOf(DEMO_ZONE, -1) });
      await ledger(yesterday, 'authorised', 3_000);
      await ledger(yesterday, 'captured', 3_000, new Date(noonOf(DEMO_ZONE, -1)));
      const tomorrow = await buildReservation(api, { scheduled_pickup_at: noonOf(DEMO_ZONE, 1) });
      await ledger(tomorrow, 'authorised', 4_000);
      const elsewhere = await acmeToday();
      await ledger(elsewhere, 'authorised', 9_000);
      await ledger(elsewhere, 'captured', 2_000);

      const after = await overview();
      expect(after.capturedMinor - before.capturedMinor).toBe(7_500);
      expect(after.heldMinor - before.heldMinor).toBe(10_000 + 500);
      const acmeAfter = await overview(acme);
      expect(acmeAfter.capturedMinor - acmeBefore.capturedMinor).toBe(2_000);
      expect(acmeAfter.heldMinor - acmeBefore.heldMinor).toBe(7_000);
    });
  });
});
