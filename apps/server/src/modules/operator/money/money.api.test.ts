import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { gatewayFor, type PaymentGateway } from '../../../adapters/payments/index.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../../auth/auth.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
} from '../../reservations/reservations.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';
import { captureRide } from './money.service.ts';

const MONEY = /* GraphQL */ `
  fragment Money on ReservationMoney {
    authorisedMinor
    capturedMinor
    voidedMinor
    refundedMinor
    heldMinor
    chargedMinor
    entries {
      kind
      amountMinor
    }
  }
`;
const CAPTURE = `mutation ($id: ID!) { captureRide(reservationId: $id) { ...Money } } ${MONEY}`;
const VOID = `mutation ($id: ID!) { voidRide(reservationId: $id) { ...Money } } ${MONEY}`;
const REFUND = `mutation ($input: RefundRideInput!) { refundRide(input: $input) { ...Money } } ${MONEY}`;
const LEDGER = `query ($id: ID!) { reservationLedger(reservationId: $id) { ...Money } } ${MONEY}`;
const SUMMARY = `query ($date: String!) { moneyDaySummary(date: $date) { rides revenueMinor tipsMinor refundsMinor netMinor currency } moneyDaySummaryCsv(date: $date) }`;

interface Money {
  authorisedMinor: number;
  capturedMinor: number;
  voidedMinor: number;
  refundedMinor: number;
  heldMinor: number;
  chargedMinor: number;
  entries: { kind: string; amountMinor: number }[];
}

describe.each(databaseKinds())('money on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: Record<string, string>;
  let cardId: string;
  let admin: Record<string, string>;
  let dispatcher: Record<string, string>;
  let driver: Record<string, string>;
  let acmeAdmin: Record<string, string>;
  beforeAll(async () => {
    const built = await buildRider(api);
    rider = bearer((await signInAs(api, built.email, built.password)).accessToken);
    cardId = await savedCardId(api, rider);
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
    driver = await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password);
    acmeAdmin = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
  });
  beforeEach(() => clearRateLimits(api));

  /** A ride booked by the rider (a sandbox hold), then moved to `status` by the operator. */
  async function ride(status: string, tipMinor: number | null = null) {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, rider);
    const res = await book(api, { trip, ...quote, payment: { savedPaymentId: cardId } }, rider);
    expect(res.errors).toBeUndefined();
    const { id, totalPriceInMinorUnits } = res.data!.createReservation;
    await api.db
      .updateTable('reservation')
      .set({ status, tip_minor: tipMinor })
      .where('id', '=', id)
      .execute();
    return { id, totalMinor: totalPriceInMinorUnits };
  }

  const gatewayHolds = (id: string) =>
    api.db
      .selectFrom('payment_hold as p')
      .innerJoin('sandbox_hold as s', 's.id', 'p.reference')
      .select(['s.status', 's.amount_minor', 's.captured_minor'])
      .where('p.reservation_id', '=', id)
      .execute();
  const sandboxRefunded = async (id: string) =>
    Number(
      (
        await api.db
          .selectFrom('sandbox_refund as r')
          .innerJoin('payment_hold as p', 'p.reference', 'r.hold_id')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('r.amount_minor'), eb.lit(0)).as('n'))
          .where('p.reservation_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The ledger equals the gateway: captured and refunded sums, and nothing left held. */
  async function expectLedgerEqualsGateway(id: string) {
    const res = await api.gql<{ reservationLedger: Money }>(LEDGER, { id }, admin);
    expect(res.errors).toBeUndefined();
    const money = res.data!.reservationLedger;
    const holds = await gatewayHolds(id);
    expect(money.capturedMinor).toBe(holds.reduce((n, h) => n + (h.captured_minor ?? 0), 0));
    expect(money.heldMinor).toBe(
      holds.filter((h) => h.status === 'held').reduce((n, h) => n + h.amount_minor, 0),
    );
    expect(money.refundedMinor).toBe(await sandboxRefunded(id));
    return money;
  }
  const auditCount = async (action: string) =>
    Number(
      (
        await api.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('captureRide', () => {
    it('refuses nobody, a rider, a driver, another company’s admin; changes nothing', async () => {
      const { id } = await ride('COMPLETED');
      const nobody = await api.gql(CAPTURE, { id });
      expect(nobody.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asRider = await api.gql(CAPTURE, { id }, rider);
      expect(asRider.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asDriver = await api.gql(CAPTURE, { id }, driver);
      expect(asDriver.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const acme = await api.gql(CAPTURE, { id }, acmeAdmin);
      expect(acme.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const missing = await api.gql(CAPTURE, { id: randomUUID() }, admin);
      expect(missing.errors?.[0]).toMatchObject(acme.errors![0]!);
      expect((await gatewayHolds(id)).map((h) => h.status)).toEqual(['held']);
    });

    it('names the card the capture charges: its brand and last digits', async () => {
      const { id } = await ride('COMPLETED');
      const card = await api.db
        .selectFrom('reservation')
        .select(['card_brand', 'card_last_digits'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const res = await api.gql<{
        reservationLedger: { cardBrand: string; cardLastDigits: string };
      }>(
        `query ($id: ID!) { reservationLedger(reservationId: $id) { cardBrand cardLastDigits } }`,
        { id },
        dispatcher,
      );
      expect(res.data!.reservationLedger).toEqual({
        cardBrand: card.card_brand,
        cardLastDigits: card.card_last_digits,
      });
      expect(card.card_last_digits).toMatch(/^\d{4}$/);
    });

    it('refuses a ride that is not completed', async () => {
      const { id } = await ride('BOOKED');
      const res = await api.gql(CAPTURE, { id }, dispatcher);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
      expect((await gatewayHolds(id)).map((h) => h.status)).toEqual(['held']);
    });

    it('captures the price lines total plus the tip once; a second capture changes nothing', async () => {
      const { id, totalMinor } = await ride('COMPLETED', 1_000);
      // The tip's own hold, as the rider's feedback leaves it.
      const tipHold = await gatewayFor(api.services, {
        company_id: 'demo',
        gateway: 'FullsteamPay',
        parameter1: 'sandbox-x',
      }).hold({
        card: {
          token: (
            await api.db
              .selectFrom('reservation')
              .select('card_token')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).card_token,
          customerId: null,
        },
        amountMinor: 1_000,
        currencyCode: 'USD',
        idempotencyKey: `tip:${id}`,
        description: 'tip',
      });
      const main = await api.db
        .selectFrom('payment_hold')
        .selectAll()
        .where('reservation_id', '=', id)
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('payment_hold')
        .values({ ...main, id: randomUUID(), reference: tipHold.reference, amount_minor: 1_000 })
        .execute();

      const res = await api.gql<{ captureRide: Money }>(CAPTURE, { id }, dispatcher);
      expect(res.errors).toBeUndefined();
      expect(res.data!.captureRide).toMatchObject({
        authorisedMinor: totalMinor + 1_000,
        capturedMinor: totalMinor + 1_000,
        heldMinor: 0,
        chargedMinor: totalMinor + 1_000,
      });
      const again = await api.gql<{ captureRide: Money }>(CAPTURE, { id }, admin);
      expect(again.data!.captureRide).toEqual(res.data!.captureRide);
      await expectLedgerEqualsGateway(id);
    });

    it('a gateway whose answer is lost after capturing: the retry finishes once', async () => {
      const { id, totalMinor } = await ride('COMPLETED');
      let calls = 0;
      const flaky = (row: Parameters<typeof gatewayFor>[1]): PaymentGateway => {
        const real = gatewayFor(api.services, row);
        return {
          ...real,
          async capture(...args) {
            calls += 1;
            const done = await real.capture(...args);
            if (calls === 1) throw new Error('connection reset after the gateway captured');
            return done;
          },
        };
      };
      const staff = await api.db
        .selectFrom('staff_user')
        .select('id as userId')
        .where('email', '=', DEMO_ADMIN.email)
        .executeTakeFirstOrThrow();
      const viewer = { userId: staff.userId, companyId: 'demo' };
      const services = { ...api.services, gatewayOf: flaky };
      await expect(captureRide(services, viewer, id, new Date())).rejects.toThrow('reset');
      expect((await gatewayHolds(id))[0]).toMatchObject({ status: 'captured' });
      const before = await api.gql<{ reservationLedger: Money }>(LEDGER, { id }, admin);
      expect(before.data!.reservationLedger.capturedMinor).toBe(0);

      const retried = await captureRide(services, viewer, id, new Date());
      expect(retried.capturedMinor).toBe(totalMinor);
      expect(calls).toBe(2);
      const money = await expectLedgerEqualsGateway(id);
      expect(money.entries.filter((e) => e.kind === 'CAPTURED')).toHaveLength(1);
    });

    it('a ledger write that fails after the gateway captured: the retry writes it once', async () => {
      const { id, totalMinor } = await ride('COMPLETED');
      await sql`create or replace function test_ledger_down() returns trigger language plpgsql as $$
        begin raise exception 'test: ledger unavailable'; end $$`.execute(api.db);
      await sql`create trigger test_ledger_down before insert on payment_ledger for each row
        when (new.kind = 'captured') execute function test_ledger_down()`.execute(api.db);
      const failed = await api.gql(CAPTURE, { id }, admin);
      await sql`drop trigger test_ledger_down on payment_ledger`.execute(api.db);
      expect(failed.errors).toBeDefined();
      expect(await auditCount('money.capture')).toBeGreaterThanOrEqual(0);
      const res = await api.gql<{ captureRide: Money }>(CAPTURE, { id }, admin);
      expect(res.errors).toBeUndefined();
      expect(res.data!.captureRide.capturedMinor).toBe(totalMinor);
      await expectLedgerEqualsGateway(id);
    });
  });

  describe('refundRide', () => {
    it('admin only; refunds part, the same key again is the same refund, then the rest', async () => {
      const { id, totalMinor } = await ride('COMPLETED');
      await api.gql(CAPTURE, { id }, admin);
      const key = randomUUID();
      const input = { reservationId: id, amountMinor: 500, idempotencyKey: key };
      const asDispatcher = await api.gql(REFUND, { input }, dispatcher);
      expect(asDispatcher.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const acme = await api.gql(REFUND, { input }, acmeAdmin);
      expect(acme.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await sandboxRefunded(id)).toBe(0);

      const first = await api.gql<{ refundRide: Money }>(REFUND, { input }, admin);
      expect(first.errors).toBeUndefined();
      const again = await api.gql<{ refundRide: Money }>(REFUND, { input }, admin);
      expect(again.data!.refundRide.refundedMinor).toBe(500);
      expect(await sandboxRefunded(id)).toBe(500);

      const tooMuch = await api.gql(
        REFUND,
        { input: { reservationId: id, amountMinor: totalMinor, idempotencyKey: randomUUID() } },
        admin,
      );
      expect(tooMuch.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'amountMinor',
      });
      const rest = await api.gql<{ refundRide: Money }>(
        REFUND,
        { input: { reservationId: id, idempotencyKey: randomUUID() } },
        admin,
      );
      expect(rest.data!.refundRide).toMatchObject({
        refundedMinor: totalMinor,
        chargedMinor: 0,
      });
      await expectLedgerEqualsGateway(id);
      expect(await auditCount('money.refund')).toBeGreaterThanOrEqual(2);
    });
  });

  describe('voidRide', () => {
    it('releases a cancelled ride’s hold; refuses a completed one and another company', async () => {
      const { id, totalMinor } = await ride('CANCELLED');
      expect((await api.gql(VOID, { id }, acmeAdmin)).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
      expect((await api.gql(VOID, { id }, driver)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const res = await api.gql<{ voidRide: Money }>(VOID, { id }, dispatcher);
      expect(res.errors).toBeUndefined();
      expect(res.data!.voidRide).toMatchObject({ voidedMinor: totalMinor, heldMinor: 0 });
      await expectLedgerEqualsGateway(id);
      const done = await ride('COMPLETED');
      expect((await api.gql(VOID, { id: done.id }, admin)).errors?.[0]?.extensions?.code).toBe(
        'CONFLICT',
      );
    });
  });

  describe('moneyDaySummary', () => {
    it('sums the company’s day and exports it as CSV with formula cells kept as text', async () => {
      const { id, totalMinor } = await ride('COMPLETED', 300);
      await api.db
        .updateTable('reservation')
        .set({ passenger_first_name: '=HYPERLINK("x")' })
        .where('id', '=', id)
        .execute();
      await api.gql(CAPTURE, { id }, admin);
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
        new Date(),
      );
      expect((await api.gql(SUMMARY, { date }, dispatcher)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect(
        (await api.gql(SUMMARY, { date: '2026-13-45' }, admin)).errors?.[0]?.extensions,
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'date',
      });
      const res = await api.gql<{
        moneyDaySummary: { rides: number; revenueMinor: number };
        moneyDaySummaryCsv: string;
      }>(SUMMARY, { date }, admin);
      expect(res.errors).toBeUndefined();
      expect(res.data!.moneyDaySummary.rides).toBeGreaterThanOrEqual(1);
      expect(res.data!.moneyDaySummary.revenueMinor).toBeGreaterThanOrEqual(totalMinor);
      const csv = res.data!.moneyDaySummaryCsv;
      expect(csv.split('\n')[0]).toBe(
        'confirmation,status,passenger,currency,charged,tip,refunded',
      );
      expect(csv).toContain(`"'=HYPERLINK(""x"")`);
      const acme = await api.gql<{ moneyDaySummary: { rides: number } }>(
        SUMMARY,
        { date },
        acmeAdmin,
      );
      expect(acme.data!.moneyDaySummary.rides).toBe(0);
    });
  });
});
