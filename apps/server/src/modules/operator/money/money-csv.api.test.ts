import { parse } from 'csv-parse/sync';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { book, quoteFor, tripInput } from '../../reservations/reservations.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';
import { submitTripFeedback } from '../../tracking/feedback.service.ts';
import { moneyCast, type MoneyCast } from './money-cast.test-helpers.ts';
import { daySummary } from './day-summary.ts';
import { captureRide, refundRide } from './money.service.ts';

const CSV = `query ($from: String!, $to: String!) { moneyCsv(from: $from, to: $to) }`;
const SUMMARY = `query ($from: String!, $to: String!) {
  moneySummary(from: $from, to: $to) {
    from to currency rides revenueMinor tipsMinor refundsMinor netMinor
    days { date rides revenueMinor tipsMinor refundsMinor }
    byVehicleType { id name rides revenueMinor }
    byDriver { id name rides revenueMinor }
  }
}`;

interface Summary {
  rides: number;
  revenueMinor: number;
  tipsMinor: number;
  refundsMinor: number;
  netMinor: number;
  days: {
    date: string;
    rides: number;
    revenueMinor: number;
    tipsMinor: number;
    refundsMinor: number;
  }[];
  byVehicleType: { id: string; name: string; rides: number; revenueMinor: number }[];
  byDriver: { id: string | null; name: string; rides: number; revenueMinor: number }[];
}

/** The demo company's day (New York) `days` from today, as YYYY-MM-DD. */
const demoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const cents = (minor: number) => (minor / 100).toFixed(2);

describe.each(databaseKinds())('moneyCsv on %s', (kind) => {
  const api = useTestApi(kind);
  let cast: MoneyCast;
  let admin: Record<string, string>;
  let dispatcher: Record<string, string>;
  let acmeAdmin: Record<string, string>;
  beforeAll(async () => {
    cast = await moneyCast(api);
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
    acmeAdmin = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
  });
  beforeEach(() => clearRateLimits(api));

  // A day either side of today: a capture made now falls in the range at any hour.
  const range = () => ({ from: demoDay(-1), to: demoDay(1) });

  /** A ride booked, driven by the demo driver, tipped 20 % and captured now. */
  async function capturedRide() {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, cast.riderHeaders);
    const payment = { savedPaymentId: cast.cardId };
    const res = await book(api, { trip, ...quote, payment }, cast.riderHeaders);
    expect(res.errors).toBeUndefined();
    const { id } = res.data!.createReservation;
    const driver = await api.db
      .selectFrom('staff_user')
      .select(['id', 'first_name', 'last_name'])
      .where('company_id', '=', 'demo')
      .where('role', '=', 'driver')
      .orderBy('email')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('reservation')
      .set({ status: 'COMPLETED', driver_id: driver.id, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const { tipInMinorUnits } = await submitTripFeedback(
      api.services,
      cast.viewer,
      { coid: 'demo', reservationId: id, tipPercent: 20, rating: 5 },
      new Date(),
    );
    const money = await captureRide(api.services, cast.staff, id, new Date());
    const ride = await api.db
      .selectFrom('reservation as r')
      .innerJoin('vehicle_type as v', 'v.id', 'r.vehicle_type_id')
      .select([
        'r.confirmation_number',
        'r.rate_lines',
        'r.card_brand',
        'r.card_last_digits',
        'r.scheduled_pickup_at',
        'v.name as vehicle',
      ])
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow();
    const references = await api.db
      .selectFrom('payment_ledger')
      .select('reference')
      .distinct()
      .where('reservation_id', '=', id)
      .where('kind', '=', 'captured')
      .execute();
    return { id, tipMinor: tipInMinorUnits, money, ride, driver, references };
  }

  it('refuses nobody, a dispatcher and a range that is not one, by its field', async () => {
    expect((await api.gql(CSV, range())).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.gql(CSV, range(), dispatcher)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const backwards = await api.gql(CSV, { from: demoDay(1), to: demoDay(-1) }, admin);
    expect(backwards.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'to',
    });
    expect(backwards.errors?.[0]?.message).toBe('The last day cannot be before the first.');
    const notADay = await api.gql(CSV, { from: '2027-02-30', to: demoDay(1) }, admin);
    expect(notADay.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'from',
    });
    const tooLong = await api.gql(CSV, { from: '2020-01-01', to: '2026-01-01' }, admin);
    expect(tooLong.errors?.[0]?.message).toBe('Choose at most 366 days.');
  });

  it('parses back to a line per ride with every column, the known ride’s values exact', async () => {
    const known = await capturedRide();
    const res = await api.gql<{ moneyCsv: string }>(CSV, range(), admin);
    expect(res.errors).toBeUndefined();
    const records = parse(res.data!.moneyCsv, { columns: true }) as Record<string, string>[];
    const header = Object.keys(records[0]!);
    const lines = known.ride.rate_lines as unknown as { name: string; valueInMinorUnits: number }[];
    const priceLines = lines.filter((line) => !line.name.startsWith('Tax'));
    const tax = lines.filter((line) => line.name.startsWith('Tax'));
    expect(tax.length).toBeGreaterThan(0);
    expect(header.slice(0, 7)).toEqual([
      'date',
      'pickup time',
      'confirmation',
      'status',
      'rider',
      'driver',
      'vehicle',
    ]);
    expect(header.slice(-7)).toEqual([
      'tax',
      'tip',
      'charged',
      'refunded',
      'card brand',
      'card last 4',
      'gateway transaction id',
    ]);
    for (const line of priceLines) expect(header).toContain(line.name);

    const row = records.find((r) => r.confirmation === known.ride.confirmation_number);
    expect(row).toBeDefined();
    const pickup = new Date(known.ride.scheduled_pickup_at);
    const inNewYork = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', ...options }).format(pickup);
    expect(row).toMatchObject({
      date: inNewYork({}),
      'pickup time': inNewYork({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      status: 'COMPLETED',
      rider: 'Built Rider',
      driver: `${known.driver.first_name} ${known.driver.last_name}`,
      vehicle: known.ride.vehicle,
      tax: cents(tax.reduce((n, line) => n + line.valueInMinorUnits, 0)),
      tip: cents(known.tipMinor),
      charged: cents(known.money.capturedMinor),
      refunded: '0.00',
      'card brand': known.ride.card_brand,
      'card last 4': known.ride.card_last_digits,
      'gateway transaction id': known.references
        .map((r) => r.reference)
        .sort()
        .join(' '),
    });
    for (const line of priceLines) expect(row![line.name]).toBe(cents(line.valueInMinorUnits));
    expect(known.money.capturedMinor).toBe(
      lines.reduce((n, line) => n + line.valueInMinorUnits, 0) + known.tipMinor,
    );
  });

  it('shows another company none of the rides', async () => {
    const known = await capturedRide();
    const res = await api.gql<{ moneyCsv: string }>(CSV, range(), acmeAdmin);
    expect(res.errors).toBeUndefined();
    // Confirmation numbers are per company: the ride's gateway reference and rider are its own.
    expect(known.references.length).toBeGreaterThan(0);
    for (const { reference } of known.references)
      expect(res.data!.moneyCsv).not.toContain(reference);
    expect(res.data!.moneyCsv).not.toContain('Built Rider');
  });

  describe('moneySummary', () => {
    it('refuses nobody, a dispatcher and a backwards range', async () => {
      expect((await api.gql(SUMMARY, range())).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await api.gql(SUMMARY, range(), dispatcher)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      const backwards = await api.gql(SUMMARY, { from: demoDay(1), to: demoDay(-1) }, admin);
      expect(backwards.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'to',
      });
    });

    it('adds up to the CSV of the same range and to its day summaries, by day, type and driver', async () => {
      const known = await capturedRide();
      await refundRide(
        api.services,
        cast.staff,
        { reservationId: known.id, amountMinor: 500, idempotencyKey: `summary-${known.id}` },
        new Date(),
      );
      const res = await api.gql<{ moneySummary: Summary; moneyCsv: string }>(
        `query ($from: String!, $to: String!) {
          moneyCsv(from: $from, to: $to)
          ${SUMMARY.slice(SUMMARY.indexOf('moneySummary'))}`,
        range(),
        admin,
      );
      expect(res.errors).toBeUndefined();
      const summary = res.data!.moneySummary;
      const records = parse(res.data!.moneyCsv, { columns: true }) as Record<string, string>[];
      const total = (column: string) =>
        Math.round(records.reduce((n, r) => n + Number(r[column]) * 100, 0));
      expect(summary.revenueMinor).toBe(total('charged'));
      expect(summary.tipsMinor).toBe(total('tip'));
      expect(summary.refundsMinor).toBe(total('refunded'));
      expect(summary.netMinor).toBe(summary.revenueMinor - summary.refundsMinor);
      expect(summary.rides).toBe(records.filter((r) => Number(r.charged) > 0).length);
      expect(summary.tipsMinor).toBeGreaterThanOrEqual(known.tipMinor);
      expect(summary.refundsMinor).toBeGreaterThanOrEqual(500);

      // Every day of the range, each as its own day summary says.
      expect(summary.days.map((day) => day.date)).toEqual([demoDay(-1), demoDay(0), demoDay(1)]);
      for (const day of summary.days) {
        const { rides, revenueMinor, tipsMinor, refundsMinor } = await daySummary(
          api.db,
          'demo',
          day.date,
        );
        expect(day).toEqual({ date: day.date, rides, revenueMinor, tipsMinor, refundsMinor });
      }
      const sum = (shares: { revenueMinor: number }[]) =>
        shares.reduce((n, share) => n + share.revenueMinor, 0);
      expect(sum(summary.byVehicleType)).toBe(summary.revenueMinor);
      expect(sum(summary.byDriver)).toBe(summary.revenueMinor);
      expect(summary.byVehicleType.map((share) => share.name)).toContain(known.ride.vehicle);
      const driverName = `${known.driver.first_name} ${known.driver.last_name}`;
      const driver = summary.byDriver.find((share) => share.name === driverName);
      expect(driver?.rides).toBeGreaterThanOrEqual(1);
      expect(driver?.revenueMinor).toBeGreaterThanOrEqual(known.money.capturedMinor);
    });

    it('shows another company only its own money', async () => {
      const known = await capturedRide();
      const res = await api.gql<{ moneySummary: Summary }>(SUMMARY, range(), acmeAdmin);
      expect(res.errors).toBeUndefined();
      const names = res.data!.moneySummary.byDriver.map((share) => share.name);
      expect(names).not.toContain(`${known.driver.first_name} ${known.driver.last_name}`);
      expect(res.data!.moneySummary).toMatchObject({ currency: 'GBP' });
    });
  });
});
