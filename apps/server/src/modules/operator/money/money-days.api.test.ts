import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import type { Db } from '../../../db/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { DEMO_ADMIN, signInAsStaff } from '../../staff/staff.test-helpers.ts';
import { sumRange, type MoneyRange, type RangeTotalsRow } from './money-range.repository.ts';
import { sumRangeFromLedger } from './money-range.test-helpers.ts';

const SUMMARY = `query ($from: String!, $to: String!) {
  moneySummary(from: $from, to: $to) {
    rides revenueMinor tipsMinor refundsMinor
    days { date rides revenueMinor tipsMinor refundsMinor }
    byDriver { id rides revenueMinor }
  }
}`;

/**
 * A range's rows in one order, numbers as numbers: the rollup's and the ledger's compared. A row of
 * nothing but zeros says nothing: the ledger's statement has none, the rollup keeps a row a ride
 * has moved away from.
 */
const comparable = (rows: RangeTotalsRow[]) =>
  rows
    .map((row) => [
      row.kind,
      row.day,
      row.group_id,
      row.group_name,
      Number(row.rides),
      Number(row.revenue),
      row.tips === null ? null : Number(row.tips),
      row.refunds === null ? null : Number(row.refunds),
    ])
    .filter((row) => row[0] === 'all' || row.slice(4).some((n) => n !== null && n !== 0))
    .map((row) => row.join(' | '))
    .sort();

/** Company days around New York's and London's clock changes of 2026, and a plain week. */
const RANGES = [
  ['2026-03-07', '2026-03-09'],
  ['2026-03-08', '2026-03-08'],
  ['2026-03-09', '2026-03-10'],
  ['2026-03-28', '2026-03-30'],
  ['2026-03-29', '2026-03-29'],
  ['2026-10-31', '2026-11-02'],
  ['2026-11-01', '2026-11-01'],
  ['2026-11-02', '2026-11-02'],
  ['2026-01-01', '2026-12-31'],
] as const;

describe.each(databaseKinds())('the company days on %s', (kind) => {
  const api = useTestApi(kind);
  let admin: Record<string, string>;
  let drivers: { demo: string; acme: string | null };
  beforeAll(async () => {
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const driverOf = async (companyId: string) =>
      (
        await api.db
          .selectFrom('staff_user')
          .select('id')
          .where('company_id', '=', companyId)
          .where('role', '=', 'driver')
          .orderBy('email')
          .executeTakeFirst()
      )?.id ?? null;
    drivers = { demo: (await driverOf('demo'))!, acme: await driverOf('acme') };
  });
  beforeEach(() => clearRateLimits(api));

  const zones = { demo: 'America/New_York', acme: 'Europe/London' } as const;

  /** Every range of both companies: the rollup's answer equals the ledger's, row for row. */
  async function expectRollupEqualsLedger(db: Db = api.db) {
    for (const companyId of ['demo', 'acme'] as const) {
      for (const [from, to] of RANGES) {
        const range: MoneyRange = { companyId, from, to, timeZone: zones[companyId] };
        const fromLedger = comparable(await sumRangeFromLedger(db, range));
        expect(comparable(await sumRange(db, range)), `${companyId} ${from} to ${to}`).toEqual(
          fromLedger,
        );
      }
    }
  }

  /** A completed ride of 100.00 with a 15.00 tip. */
  function completedRide(companyId: 'demo' | 'acme', driverId: string | null) {
    return buildReservation(api, {
      company_id: companyId,
      status: 'COMPLETED',
      total_minor: 10_000,
      tip_minor: 1_500,
      driver_id: driverId,
    });
  }

  /** A ledger movement at a given instant, written as every ledger row is (trigger money_day_on_ledger). */
  async function moved(
    db: Db,
    ride: { id: string; company_id: string },
    kind: 'authorised' | 'captured' | 'refunded',
    amountMinor: number,
    at: string,
  ) {
    await db
      .insertInto('payment_ledger')
      .values({
        company_id: ride.company_id,
        reservation_id: ride.id,
        kind,
        amount_minor: amountMinor,
        currency: ride.company_id === 'demo' ? 'USD' : 'GBP',
        reference: `days-${ride.id}`,
        idempotency_key: randomUUID(),
        created_by: null,
        created_at: new Date(at),
      })
      .execute();
  }

  async function summary(from: string, to: string) {
    const res = await api.gql<{
      moneySummary: {
        rides: number;
        revenueMinor: number;
        tipsMinor: number;
        refundsMinor: number;
        days: { date: string; rides: number; revenueMinor: number; tipsMinor: number }[];
      };
    }>(SUMMARY, { from, to }, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.moneySummary;
  }

  it('sums each capture, tip and refund into the company day its time zone gives, across clock changes', async () => {
    const before = await summary('2026-10-31', '2026-11-02');
    const ride = await buildReservation(api, {
      status: 'COMPLETED',
      total_minor: 10_000,
      tip_minor: 1_500,
      driver_id: drivers.demo,
    });
    await moved(api.db, ride, 'authorised', 11_500, '2026-10-30T12:00:00Z');
    // New York's 31 October ends at 04:00 UTC (summer time); its 1 November, 25 hours long, at 05:00.
    await moved(api.db, ride, 'captured', 10_000, '2026-11-01T03:59:59Z');
    await moved(api.db, ride, 'captured', 1_500, '2026-11-02T04:59:59Z');
    await moved(api.db, ride, 'refunded', 700, '2026-11-02T05:00:00Z');
    const after = await summary('2026-10-31', '2026-11-02');

    const day = (s: typeof after, date: string) => s.days.find((d) => d.date === date)!;
    // The ride counts once in the range, though captured on two of its days.
    expect(after.rides - before.rides).toBe(1);
    expect(after.revenueMinor - before.revenueMinor).toBe(11_500);
    expect(after.tipsMinor - before.tipsMinor).toBe(1_500);
    expect(after.refundsMinor - before.refundsMinor).toBe(700);
    expect(day(after, '2026-10-31').revenueMinor - day(before, '2026-10-31').revenueMinor).toBe(
      10_000,
    );
    expect(day(after, '2026-10-31').tipsMinor - day(before, '2026-10-31').tipsMinor).toBe(0);
    expect(day(after, '2026-11-01').tipsMinor - day(before, '2026-11-01').tipsMinor).toBe(1_500);
    expect(day(after, '2026-11-01').rides - day(before, '2026-11-01').rides).toBe(1);
    // A range of the tip's day alone counts the ride there too.
    const tipDay = await summary('2026-11-01', '2026-11-01');
    expect(tipDay.rides).toBeGreaterThanOrEqual(1);

    // London's spring: 29 March begins at 00:00 UTC and ends at 23:00 UTC.
    const acmeRide = await completedRide('acme', drivers.acme);
    await moved(api.db, acmeRide, 'captured', 10_000, '2026-03-28T23:59:59Z');
    await moved(api.db, acmeRide, 'captured', 1_000, '2026-03-29T00:00:00Z');
    await moved(api.db, acmeRide, 'captured', 500, '2026-03-29T23:00:00Z');
    await moved(api.db, acmeRide, 'refunded', 2_000, '2026-03-29T22:59:59Z');
    // New York's spring: 8 March begins at 05:00 UTC and ends at 04:00 UTC.
    const spring = await completedRide('demo', null);
    await moved(api.db, spring, 'captured', 11_500, '2026-03-08T05:00:00Z');
    await moved(api.db, spring, 'refunded', 11_500, '2026-03-09T03:59:59Z');

    await expectRollupEqualsLedger();
  });

  it('follows a ride’s change of price, tip, vehicle type and driver, and the company’s time zone', async () => {
    const ride = await completedRide('demo', drivers.demo);
    await moved(api.db, ride, 'captured', 10_000, '2026-03-08T12:00:00Z');
    await moved(api.db, ride, 'captured', 1_500, '2026-03-09T12:00:00Z');
    await expectRollupEqualsLedger();

    const otherVehicle = await api.db
      .selectFrom('vehicle_type')
      .select('id')
      .where('company_id', '=', 'demo')
      .where('id', '!=', ride.vehicle_type_id)
      .executeTakeFirstOrThrow();
    // Trigger money_day_on_ride moves the ride's days with each of these.
    await api.db
      .updateTable('reservation')
      .set({ vehicle_type_id: otherVehicle.id, driver_id: null, total_minor: 9_000 })
      .where('id', '=', ride.id)
      .execute();
    await expectRollupEqualsLedger();
    await api.db
      .updateTable('reservation')
      .set({ tip_minor: 2_000 })
      .where('id', '=', ride.id)
      .execute();
    await expectRollupEqualsLedger();

    // Trigger money_day_on_time_zone builds the company's days again.
    await api.db
      .updateTable('company')
      .set({ time_zone: 'Asia/Tokyo' })
      .where('id', '=', 'demo')
      .execute();
    try {
      const tokyo: MoneyRange = {
        companyId: 'demo',
        from: '2026-03-01',
        to: '2026-03-31',
        timeZone: 'Asia/Tokyo',
      };
      expect(comparable(await sumRange(api.db, tokyo))).toEqual(
        comparable(await sumRangeFromLedger(api.db, tokyo)),
      );
    } finally {
      await api.db
        .updateTable('company')
        .set({ time_zone: 'America/New_York' })
        .where('id', '=', 'demo')
        .execute();
    }
    await expectRollupEqualsLedger();
  });

  it.runIf(kind === 'postgres')(
    'stays equal to the ledger when rides’ money and changes interleave',
    async () => {
      const other = await api.database.openAnother!();
      try {
        const rides = [];
        for (let i = 0; i < 6; i += 1) rides.push(await completedRide('demo', drivers.demo));
        // One company day and one driver: every writer adds to the same rows of the rollup.
        const at = (second: number) => `2026-03-10T15:00:${String(second).padStart(2, '0')}Z`;
        const dbs = [api.db, other.db];
        await Promise.all(
          rides.flatMap((ride, i) => [
            dbs[i % 2]!.transaction().execute(async (trx) => {
              await moved(trx, ride, 'captured', 10_000, at(i));
              await moved(trx, ride, 'captured', 1_500, at(i + 10));
            }),
            dbs[(i + 1) % 2]!.transaction().execute(async (trx) => {
              await trx
                .updateTable('reservation')
                .set({ tip_minor: 1_000 + i })
                .where('id', '=', ride.id)
                .execute();
              await moved(trx, ride, 'refunded', 100 + i, at(i + 20));
            }),
          ]),
        );
        await expectRollupEqualsLedger();
        // And the ledger's sums themselves: nothing was lost or counted twice.
        const day = (
          await sumRange(api.db, {
            companyId: 'demo',
            from: '2026-03-10',
            to: '2026-03-10',
            timeZone: zones.demo,
          })
        ).find((row) => row.kind === 'day');
        expect(Number(day?.refunds)).toBeGreaterThanOrEqual(6 * 100 + 15);
        expect(Number(day?.revenue)).toBeGreaterThanOrEqual(6 * 11_500);
      } finally {
        await other.close();
      }
    },
  );
});
