/**
 * Money on one ride under concurrency: random sets of the riders' and the operators' money
 * operations (tip, capture, fee, void, refund, cancel, change) fired at once at a few rides, from
 * two connection pools as two server processes would, on PostgreSQL. Whatever the interleaving,
 * the ledger equals the gateway per reference, nothing is captured beyond what was authorised,
 * each gateway hold is one hold row, and the day summary counts only what was charged.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import type { DatabaseHandle } from '../../../db/database.ts';
import type { AppServices } from '../../../graphql/context.ts';
import type { Viewer } from '../../../core/actor.ts';
import { pickupIn, stops } from '../../rates/rates.test-helpers.ts';
import { book, quoteFor, tripInput } from '../../reservations/reservations.test-helpers.ts';
import { updateReservation } from '../../reservations/update-reservation.ts';
import { cancelBooking } from '../../rides/rides.service.ts';
import { submitTripFeedback } from '../../tracking/feedback.service.ts';
import { daySummary } from './day-summary.ts';
import { captureRide, chargeCancellationFee, refundRide, voidRide } from './money.service.ts';
import { moneyCast } from './money-cast.test-helpers.ts';
import { compareHolds, ledgerMismatches } from './money.test-helpers.ts';

const RUNS = 25;
/** Codes an operation may answer when the ride is not in a state for it: they change nothing. */
const REFUSALS = new Set(['CONFLICT', 'BAD_USER_INPUT']);

type Op =
  | { kind: 'tip'; percent: 10 | 15 | 20 }
  | { kind: 'capture' }
  | { kind: 'fee' }
  | { kind: 'void' }
  | { kind: 'refund'; amountMinor: number | null; key: string }
  | { kind: 'cancel' }
  | { kind: 'change' }
  | { kind: 'complete' };
interface Fired {
  op: Op;
  /** Which connection pool (server process) runs it. */
  pool: 0 | 1;
  /** Milliseconds before it starts, so that the operations start in any order. */
  delayMs: number;
}
/** How the ride is before the operations: booked, ended without settling, or driven. */
type Start = 'BOOKED' | 'CANCELLED' | 'COMPLETED' | 'CAPTURED';
interface RidePlan {
  start: Start;
  ops: Fired[];
}

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('tip' as const),
    percent: fc.constantFrom(10, 15, 20) as fc.Arbitrary<10 | 15 | 20>,
  }),
  fc.constant({ kind: 'capture' as const }),
  fc.constant({ kind: 'fee' as const }),
  fc.constant({ kind: 'void' as const }),
  fc.record({
    kind: fc.constant('refund' as const),
    amountMinor: fc.option(fc.integer({ min: 1, max: 3_000 }), { nil: null }),
    key: fc.constantFrom('refund-key-a', 'refund-key-b', 'refund-key-c'),
  }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'change' as const }),
  fc.constant({ kind: 'complete' as const }),
);
const fired: fc.Arbitrary<Fired> = fc.record({
  op,
  pool: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
  delayMs: fc.integer({ min: 0, max: 40 }),
});
const ridePlan: fc.Arbitrary<RidePlan> = fc.record({
  start: fc.constantFrom<Start>('BOOKED', 'CANCELLED', 'COMPLETED', 'CAPTURED'),
  ops: fc.array(fired, { minLength: 3, maxLength: 9 }),
});

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('money on one ride under concurrency, on PostgreSQL', () => {
  const api = useTestApi('postgres');
  let other: DatabaseHandle;
  let pools: [AppServices, AppServices];
  let viewer: Viewer;
  let staff: { userId: string; companyId: string };
  let riderHeaders: Record<string, string>;
  let cardId: string;
  let booked: { trip: Record<string, unknown>; quote: Awaited<ReturnType<typeof quoteFor>> };
  let changed: { trip: Record<string, unknown>; quote: Awaited<ReturnType<typeof quoteFor>> };

  beforeAll(async () => {
    other = await api.database.openAnother!();
    const { jobs: _jobs, live: _live, ...services } = api.services;
    pools = [services, { ...services, db: other.db }];
    ({ viewer, staff, riderHeaders, cardId } = await moneyCast(api));
    const trip = await tripInput(api);
    booked = { trip, quote: await quoteFor(api, trip, riderHeaders) };
    const longer = await tripInput(api, {
      ...pickupIn(30),
      totalPassengers: 2,
      route: [stops.grandCentral, stops.jfk],
    });
    changed = { trip: longer, quote: await quoteFor(api, longer, riderHeaders) };
    expect(changed.quote.expectedAmountInMinorUnits).not.toBe(
      booked.quote.expectedAmountInMinorUnits,
    );
  });
  afterAll(() => other?.close());

  async function bookRide(start: Start): Promise<string> {
    const res = await book(
      api,
      { trip: booked.trip, ...booked.quote, payment: { savedPaymentId: cardId } },
      riderHeaders,
    );
    expect(res.errors).toBeUndefined();
    const { id } = res.data!.createReservation;
    if (start !== 'BOOKED') {
      // The dispatcher ended the ride (its money not settled yet), or the driver completed it.
      await api.db
        .updateTable('reservation')
        .set({ status: start === 'CANCELLED' ? 'CANCELLED' : 'COMPLETED', updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    }
    if (start === 'CAPTURED') await captureRide(pools[0], staff, id, new Date());
    return id;
  }

  /** Runs one operation on a ride through the services, as its resolver would call them. */
  function run(id: string, { op, pool }: Fired): Promise<unknown> {
    const services = pools[pool];
    const now = new Date();
    // What the HTTP layer reads of a rider's request; the rider is `viewer`.
    const request = { ...services, clientIp: '127.0.0.1', cookie: null };
    switch (op.kind) {
      case 'tip':
        return submitTripFeedback(
          request,
          viewer,
          { coid: 'demo', reservationId: id, tipPercent: op.percent, rating: 5 },
          now,
        );
      case 'capture':
        return captureRide(services, staff, id, now);
      case 'fee':
        return chargeCancellationFee(services, staff, id, now);
      case 'void':
        return voidRide(services, staff, id, now);
      case 'refund':
        return refundRide(
          services,
          staff,
          { reservationId: id, amountMinor: op.amountMinor, idempotencyKey: `${op.key}-${id}` },
          now,
        );
      case 'cancel':
        return cancelBooking(request, viewer, { id }, now);
      case 'change':
        return updateReservation(
          request,
          viewer,
          { id, trip: changed.trip, ...changed.quote },
          now,
          randomUUID(),
        );
      case 'complete':
        // The driver drops the rider off (a status change, no money).
        return services.db
          .updateTable('reservation')
          .set({ status: 'COMPLETED', updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'BOOKED')
          .execute();
    }
  }

  /** The company's day as the summary reads it (the day the test runs in, in its time zone). */
  const today = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  /** Summaries of the days a run may span (a run across midnight spans two). */
  async function summaries(dates: Set<string>) {
    const sums = { revenueMinor: 0, tipsMinor: 0, refundsMinor: 0 };
    for (const date of dates) {
      const day = await daySummary(api.db, 'demo', date);
      sums.revenueMinor += day.revenueMinor;
      sums.tipsMinor += day.tipsMinor;
      sums.refundsMinor += day.refundsMinor;
    }
    return sums;
  }

  it('keeps the ledger equal to the gateway whatever the interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ridePlan, { minLength: 1, maxLength: 3 }), async (plans) => {
        const dates = new Set([today()]);
        const before = await summaries(dates);
        const ids: string[] = [];
        for (const plan of plans) ids.push(await bookRide(plan.start));

        const unexpected: string[] = [];
        await Promise.all(
          plans.flatMap((plan, index) =>
            plan.ops.map(async (one) => {
              await new Promise((resolve) => setTimeout(resolve, one.delayMs));
              try {
                await run(ids[index]!, one);
              } catch (error) {
                const code = error instanceof GraphQLError ? error.extensions.code : undefined;
                if (typeof code === 'string' && REFUSALS.has(code)) return;
                unexpected.push(`${one.op.kind}: ${String(error)}`);
              }
            }),
          ),
        );
        // What the requests left to the background (releases, fees) is done, as the worker would.
        await api.drainJobs();
        dates.add(today());

        expect(unexpected).toEqual([]);
        const scope = { companyId: 'demo', reservationIds: ids };
        expect(await ledgerMismatches(api.db, scope)).toEqual([]);

        // The day summary counts what the gateway charged: captures, the tips among them, refunds.
        const holds = await compareHolds(api.db, scope);
        const tipHolds = await api.db
          .selectFrom('sandbox_hold')
          .select('id')
          .where('idempotency_key', 'like', 'trip-tip:%')
          .where(
            'id',
            'in',
            holds.map((hold) => hold.reference),
          )
          .execute();
        const tipRefs = new Set(tipHolds.map((hold) => hold.id));
        const after = await summaries(dates);
        const charged = (pick: (hold: (typeof holds)[number]) => number) =>
          holds.reduce((n, hold) => n + pick(hold), 0);
        expect({
          revenueMinor: after.revenueMinor - before.revenueMinor,
          tipsMinor: after.tipsMinor - before.tipsMinor,
          refundsMinor: after.refundsMinor - before.refundsMinor,
        }).toEqual({
          revenueMinor: charged((hold) => hold.gateway?.capturedMinor ?? 0),
          tipsMinor: charged((hold) =>
            tipRefs.has(hold.reference) ? (hold.gateway?.capturedMinor ?? 0) : 0,
          ),
          refundsMinor: charged((hold) => hold.gateway?.refundedMinor ?? 0),
        });
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
