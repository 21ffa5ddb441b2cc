import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { gatewayFor } from '../../adapters/payments/index.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
} from '../reservations/reservations.test-helpers.ts';
import { DEMO_ADMIN, signInAsStaff } from '../staff/staff.test-helpers.ts';
import { CANCEL_BOOKING } from './rides.test-helpers.ts';

const RIDER_MONEY = /* GraphQL */ `
  query ($id: ID!, $hash: String) {
    getTripDetails(id: $id, hash: $hash) {
      isCancellable
      cancellationFeeInMinorUnits
      charges {
        heldInMinorUnits
        capturedInMinorUnits
        refundedInMinorUnits
        chargedInMinorUnits
        releasedInMinorUnits
        cancellationFeeInMinorUnits
        tipInMinorUnits
        refunds {
          amountInMinorUnits
          refundedAt
        }
      }
    }
  }
`;
const LEDGER = `query ($id: ID!) { reservationLedger(reservationId: $id) { capturedMinor heldMinor refundedMinor entries { kind amountMinor } } }`;
const CAPTURE = `mutation ($id: ID!) { captureRide(reservationId: $id) { capturedMinor } }`;
const CHARGE_FEE = `mutation ($id: ID!) { chargeCancellationFee(reservationId: $id) { capturedMinor } }`;
const REFUND = `mutation ($input: RefundRideInput!) { refundRide(input: $input) { refundedMinor } }`;

interface Charges {
  heldInMinorUnits: number;
  capturedInMinorUnits: number;
  refundedInMinorUnits: number;
  chargedInMinorUnits: number;
  releasedInMinorUnits: number;
  cancellationFeeInMinorUnits: number;
  tipInMinorUnits: number;
  refunds: { amountInMinorUnits: number; refundedAt: string }[];
}
interface RiderMoney {
  getTripDetails: {
    isCancellable: boolean;
    cancellationFeeInMinorUnits: number | null;
    charges: Charges | null;
  };
}
interface Ledger {
  reservationLedger: {
    capturedMinor: number;
    heldMinor: number;
    refundedMinor: number;
    entries: { kind: string; amountMinor: number }[];
  };
}

const FEE_MINOR = 2_500;

describe.each(databaseKinds())('the rider’s money on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: Record<string, string>;
  let otherRider: Record<string, string>;
  let cardId: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    const built = await buildRider(api);
    rider = bearer((await signInAs(api, built.email, built.password)).accessToken);
    const other = await buildRider(api);
    otherRider = bearer((await signInAs(api, other.email, other.password)).accessToken);
    cardId = await savedCardId(api, rider);
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await api.db
      .updateTable('company')
      .set({ reservation_cancellation_lead_time_minutes: 60 })
      .where('id', '=', 'demo')
      .execute();
    await sql`
      create function test_gateway_down() returns trigger language plpgsql as $$
      begin
        raise exception 'test: the gateway is unavailable';
      end $$`.execute(api.db);
  });
  beforeEach(() => clearRateLimits(api));
  afterEach(() => feeRule(null));

  /** The company's rule: free until `hours` before pickup, then a fixed fee of 25.00. */
  const feeRule = (hours: number | null) =>
    api.db
      .updateTable('company')
      .set({
        cancellation_fee_rule:
          hours === null
            ? null
            : JSON.stringify({
                freeUntilHoursBeforePickup: hours,
                lateCancellationFee: { kind: 'FIXED', amountMinor: FEE_MINOR },
                noShowFee: null,
              }),
      })
      .where('id', '=', 'demo')
      .execute();

  /** A ride booked by the rider 26 hours ahead (a sandbox hold of its total). */
  async function bookedRide() {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, rider);
    const res = await book(api, { trip, ...quote, payment: { savedPaymentId: cardId } }, rider);
    expect(res.errors).toBeUndefined();
    const { id, totalPriceInMinorUnits } = res.data!.createReservation;
    return { id, totalMinor: totalPriceInMinorUnits };
  }
  const cancel = (id: string) =>
    api.gql<{ cancelBooking: boolean }>(CANCEL_BOOKING, { input: { id } }, rider);
  const riderMoney = async (id: string, headers = rider) => {
    const res = await api.gql<RiderMoney>(RIDER_MONEY, { id }, headers);
    expect(res.errors).toBeUndefined();
    return res.data!.getTripDetails;
  };
  const gatewayHolds = (id: string) =>
    api.db
      .selectFrom('payment_hold as p')
      .innerJoin('sandbox_hold as s', 's.id', 'p.reference')
      .select(['s.status', 's.amount_minor', 's.captured_minor'])
      .where('p.reservation_id', '=', id)
      .orderBy('p.created_at')
      .execute();
  /** The ledger equals the sandbox gateway: captured, still held and refunded. */
  async function expectLedgerEqualsGateway(id: string) {
    const res = await api.gql<Ledger>(LEDGER, { id }, admin);
    expect(res.errors).toBeUndefined();
    const ledger = res.data!.reservationLedger;
    const holds = await gatewayHolds(id);
    expect(ledger.capturedMinor).toBe(holds.reduce((n, h) => n + (h.captured_minor ?? 0), 0));
    expect(ledger.heldMinor).toBe(
      holds.filter((h) => h.status === 'held').reduce((n, h) => n + h.amount_minor, 0),
    );
    return ledger;
  }
  async function gatewayDown() {
    await sql`create trigger test_gateway_down before update on sandbox_hold
      for each row execute function test_gateway_down()`.execute(api.db);
    return () => sql`drop trigger test_gateway_down on sandbox_hold`.execute(api.db);
  }
  const feeQueue = (id: string) =>
    api.db
      .selectFrom('cancellation_fee_capture')
      .select(['status', 'amount_minor', 'attempts'])
      .where('reservation_id', '=', id)
      .execute();

  describe('cancelBooking with the company’s fee rule', () => {
    it('outside the fee window: the ride says it is free, and the cancel voids the hold', async () => {
      await feeRule(12);
      const { id, totalMinor } = await bookedRide();
      expect(await riderMoney(id)).toMatchObject({
        isCancellable: true,
        cancellationFeeInMinorUnits: 0,
        charges: { heldInMinorUnits: totalMinor, capturedInMinorUnits: 0 },
      });

      expect((await cancel(id)).data?.cancelBooking).toBe(true);
      expect(await gatewayHolds(id)).toEqual([
        { status: 'voided', amount_minor: totalMinor, captured_minor: null },
      ]);
      expect(await feeQueue(id)).toEqual([]);
      const ledger = await expectLedgerEqualsGateway(id);
      expect(ledger.entries).toEqual([
        { kind: 'AUTHORISED', amountMinor: totalMinor },
        { kind: 'VOIDED', amountMinor: totalMinor },
      ]);
      // The rider reads that the hold was released in full, and no fee.
      expect((await riderMoney(id)).charges).toMatchObject({
        heldInMinorUnits: 0,
        chargedInMinorUnits: 0,
        releasedInMinorUnits: totalMinor,
        cancellationFeeInMinorUnits: 0,
      });
    });

    it('inside the fee window: the fee is shown, captured from the hold, the rest released; a retry charges nothing more', async () => {
      await feeRule(48);
      const { id, totalMinor } = await bookedRide();
      expect((await riderMoney(id)).cancellationFeeInMinorUnits).toBe(FEE_MINOR);

      expect((await cancel(id)).data?.cancelBooking).toBe(true);
      expect(await gatewayHolds(id)).toEqual([
        { status: 'captured', amount_minor: totalMinor, captured_minor: FEE_MINOR },
      ]);
      const ledger = await expectLedgerEqualsGateway(id);
      expect(ledger.entries).toEqual([
        { kind: 'AUTHORISED', amountMinor: totalMinor },
        { kind: 'CAPTURED', amountMinor: FEE_MINOR },
        { kind: 'VOIDED', amountMinor: totalMinor - FEE_MINOR },
      ]);
      expect(await feeQueue(id)).toEqual([
        { status: 'done', amount_minor: FEE_MINOR, attempts: 1 },
      ]);
      const after = await riderMoney(id);
      expect(after.cancellationFeeInMinorUnits).toBeNull();
      expect(after.charges).toMatchObject({
        heldInMinorUnits: 0,
        capturedInMinorUnits: FEE_MINOR,
        chargedInMinorUnits: FEE_MINOR,
        releasedInMinorUnits: totalMinor - FEE_MINOR,
        cancellationFeeInMinorUnits: FEE_MINOR,
      });

      // The rider's retry and the operator's fee take the same path: nothing is charged twice.
      expect((await cancel(id)).data?.cancelBooking).toBe(true);
      const charged = await api.gql<{ chargeCancellationFee: { capturedMinor: number } }>(
        CHARGE_FEE,
        { id },
        admin,
      );
      expect(charged.errors).toBeUndefined();
      expect(charged.data!.chargeCancellationFee.capturedMinor).toBe(FEE_MINOR);
      expect((await expectLedgerEqualsGateway(id)).entries).toEqual(ledger.entries);
      expect(await feeQueue(id)).toHaveLength(1);
    });

    it('a gateway that fails: the cancel stands, the hold is kept, and the job runner captures the fee once', async () => {
      await feeRule(48);
      const { id, totalMinor } = await bookedRide();
      const restore = await gatewayDown();
      try {
        const res = await cancel(id);
        expect(res.errors).toBeUndefined();
        expect(res.data!.cancelBooking).toBe(true);
        // A retried cancel while the gateway is down does not release the hold the fee is owed from.
        expect((await cancel(id)).data?.cancelBooking).toBe(true);
      } finally {
        await restore();
      }
      const status = await api.db
        .selectFrom('reservation')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('CANCELLED');
      expect(await gatewayHolds(id)).toEqual([
        { status: 'held', amount_minor: totalMinor, captured_minor: null },
      ]);
      expect(await feeQueue(id)).toEqual([
        expect.objectContaining({ status: 'pending', amount_minor: FEE_MINOR }),
      ]);
      expect((await expectLedgerEqualsGateway(id)).heldMinor).toBe(totalMinor);

      await api.db
        .updateTable('cancellation_fee_capture')
        .set({ next_attempt_at: new Date(Date.now() - 1000), locked_until: null })
        .where('reservation_id', '=', id)
        .execute();
      await api.drainJobs();
      expect(await gatewayHolds(id)).toEqual([
        { status: 'captured', amount_minor: totalMinor, captured_minor: FEE_MINOR },
      ]);
      expect(await feeQueue(id)).toEqual([expect.objectContaining({ status: 'done' })]);
      const ledger = await expectLedgerEqualsGateway(id);
      expect(ledger.entries.filter((e) => e.kind === 'CAPTURED')).toEqual([
        { kind: 'CAPTURED', amountMinor: FEE_MINOR },
      ]);
    });

    it('a ride billed by invoice shows the fee but takes nothing from a card', async () => {
      await feeRule(48);
      const { id, totalMinor } = await bookedRide();
      await api.db
        .updateTable('reservation')
        .set({ payment_type: 'DirectBillAndInvoice' })
        .where('id', '=', id)
        .execute();
      expect((await riderMoney(id)).cancellationFeeInMinorUnits).toBe(FEE_MINOR);
      expect((await cancel(id)).data?.cancelBooking).toBe(true);
      expect(await feeQueue(id)).toEqual([]);
      expect(await gatewayHolds(id)).toEqual([
        { status: 'voided', amount_minor: totalMinor, captured_minor: null },
      ]);
    });

    it('a ride that can no longer be cancelled online shows no fee', async () => {
      await feeRule(48);
      const { id } = await bookedRide();
      await api.db
        .updateTable('reservation')
        .set({ scheduled_pickup_at: new Date(Date.now() + 30 * 60_000) })
        .where('id', '=', id)
        .execute();
      expect(await riderMoney(id)).toMatchObject({
        isCancellable: false,
        cancellationFeeInMinorUnits: null,
      });
    });
  });

  describe('the Trip’s charges', () => {
    it('after capture with a tip and a partial refund: what was charged, the tip and the refund', async () => {
      const { id, totalMinor } = await bookedRide();
      await api.db
        .updateTable('reservation')
        .set({ status: 'COMPLETED', tip_minor: 1_000 })
        .where('id', '=', id)
        .execute();
      // The tip's own hold, as the rider's feedback leaves it.
      const main = await api.db
        .selectFrom('payment_hold as p')
        .innerJoin('reservation as r', 'r.id', 'p.reservation_id')
        .selectAll('p')
        .select('r.card_token')
        .where('p.reservation_id', '=', id)
        .executeTakeFirstOrThrow();
      const tipHold = await gatewayFor(api.services, {
        company_id: 'demo',
        gateway: 'FullsteamPay',
        parameter1: 'sandbox-x',
      }).hold({
        card: { token: main.card_token, customerId: null },
        amountMinor: 1_000,
        currencyCode: 'USD',
        idempotencyKey: `tip:${id}`,
        description: 'tip',
      });
      const { card_token: _, ...hold } = main;
      await api.db
        .insertInto('payment_hold')
        .values({ ...hold, id: randomUUID(), reference: tipHold.reference, amount_minor: 1_000 })
        .execute();
      expect((await riderMoney(id)).charges).toEqual({
        heldInMinorUnits: totalMinor + 1_000,
        capturedInMinorUnits: 0,
        refundedInMinorUnits: 0,
        chargedInMinorUnits: 0,
        releasedInMinorUnits: 0,
        cancellationFeeInMinorUnits: 0,
        tipInMinorUnits: 0,
        refunds: [],
      });

      expect((await api.gql(CAPTURE, { id }, admin)).errors).toBeUndefined();
      const refund = (amountMinor: number) =>
        api.gql(
          REFUND,
          { input: { reservationId: id, amountMinor, idempotencyKey: randomUUID() } },
          admin,
        );
      expect((await refund(700)).errors).toBeUndefined();
      expect((await refund(300)).errors).toBeUndefined();

      const { charges } = await riderMoney(id);
      expect(charges).toMatchObject({
        heldInMinorUnits: 0,
        capturedInMinorUnits: totalMinor + 1_000,
        refundedInMinorUnits: 1_000,
        chargedInMinorUnits: totalMinor,
        tipInMinorUnits: 1_000,
      });
      expect(charges!.refunds.map((r) => r.amountInMinorUnits)).toEqual([700, 300]);
      expect(Number.isNaN(Date.parse(charges!.refunds[0]!.refundedAt))).toBe(false);
      await expectLedgerEqualsGateway(id);
    });

    it('names the gratuity the price lines include, from the line the quote wrote', async () => {
      const { id } = await bookedRide();
      const res = await api.gql<{
        getTripDetails: {
          rates: {
            edges: { name: string; totalValueInMinorUnits: number }[];
            includedGratuity: { percent: number; amountInMinorUnits: number } | null;
          };
        };
      }>(
        `query ($id: ID!) { getTripDetails(id: $id) { rates {
          edges { name totalValueInMinorUnits } includedGratuity { percent amountInMinorUnits } } } }`,
        { id },
        rider,
      );
      expect(res.errors).toBeUndefined();
      const { edges, includedGratuity } = res.data!.getTripDetails.rates;
      // The demo company's rate cards charge a 20% gratuity.
      const line = edges.find((edge) => edge.name === 'Gratuity (20%)');
      expect(line?.totalValueInMinorUnits).toBeGreaterThan(0);
      expect(includedGratuity).toEqual({
        percent: 20,
        amountInMinorUnits: line!.totalValueInMinorUnits,
      });
    });

    it('another rider asks NOT_FOUND; a shared link shows no money', async () => {
      const { id } = await bookedRide();
      const theirs = await api.gql(RIDER_MONEY, { id }, otherRider);
      expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(theirs.data?.getTripDetails ?? null).toBeNull();
      const { share_hash } = await api.db
        .selectFrom('reservation')
        .select('share_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const shared = await api.gql<RiderMoney>(RIDER_MONEY, { id, hash: share_hash });
      expect(shared.errors).toBeUndefined();
      expect(shared.data!.getTripDetails).toEqual({
        isCancellable: false,
        cancellationFeeInMinorUnits: null,
        charges: null,
      });
    });
  });
});
