import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { gatewayFor, type PaymentGateway } from '../../../adapters/payments/index.ts';
import type { AppServices } from '../../../graphql/context.ts';
import type { Viewer } from '../../../core/actor.ts';
import { book, quoteFor, tripInput } from '../../reservations/reservations.test-helpers.ts';
import { submitTripFeedback } from '../../tracking/feedback.service.ts';
import { daySummary } from './day-summary.ts';
import { captureRide, chargeCancellationFee, voidRide } from './money.service.ts';
import { moneyCast } from './money-cast.test-helpers.ts';
import { compareHolds, ledgerMismatches } from './money.test-helpers.ts';

describe.each(databaseKinds())('money on one ride, one operation at a time, on %s', (kind) => {
  const api = useTestApi(kind);
  let services: AppServices;
  let viewer: Viewer;
  let staff: { userId: string; companyId: string };
  let riderHeaders: Record<string, string>;
  let cardId: string;

  beforeAll(async () => {
    services = api.services;
    ({ viewer, staff, riderHeaders, cardId } = await moneyCast(api));
  });

  /** A ride the rider booked (a sandbox hold of its total), then moved to `status`. */
  async function ride(status: string) {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, riderHeaders);
    const res = await book(
      api,
      { trip, ...quote, payment: { savedPaymentId: cardId } },
      riderHeaders,
    );
    expect(res.errors).toBeUndefined();
    const { id, totalPriceInMinorUnits } = res.data!.createReservation;
    await api.db
      .updateTable('reservation')
      .set({ status, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return { id, totalMinor: totalPriceInMinorUnits };
  }
  const today = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

  it('a tip kept while the capture is at the gateway is captured by it, and counted once charged', async () => {
    const { id, totalMinor } = await ride('COMPLETED');
    let atGateway!: () => void;
    const captureAsked = new Promise<void>((resolve) => (atGateway = resolve));
    let answer!: () => void;
    const gatewayAnswers = new Promise<void>((resolve) => (answer = resolve));
    // The gateway takes its time over the first capture: the rider tips meanwhile.
    const slow = (row: Parameters<typeof gatewayFor>[1]): PaymentGateway => {
      const real = gatewayFor(api.services, row);
      let first = true;
      return {
        ...real,
        async capture(...args) {
          if (first) {
            first = false;
            atGateway();
            await gatewayAnswers;
          }
          return real.capture(...args);
        },
      };
    };
    const dates = new Set([today()]);
    const tipsBefore = await tipsOf(dates);
    const capture = captureRide({ ...services, gatewayOf: slow }, staff, id, new Date());
    await captureAsked;
    const feedback = await submitTripFeedback(
      services,
      viewer,
      { coid: 'demo', reservationId: id, tipPercent: 20, rating: 5 },
      new Date(),
    );
    answer();
    const money = await capture;
    dates.add(today());

    const tipMinor = feedback.tipInMinorUnits;
    expect(tipMinor).toBeGreaterThan(0);
    expect(money).toMatchObject({ capturedMinor: totalMinor + tipMinor, heldMinor: 0 });
    const holds = await compareHolds(api.db, { companyId: 'demo', reservationIds: [id] });
    expect(holds.map((hold) => hold.gateway?.status)).toEqual(['captured', 'captured']);
    expect(await ledgerMismatches(api.db, { companyId: 'demo', reservationIds: [id] })).toEqual([]);
    expect((await tipsOf(dates)) - tipsBefore).toBe(tipMinor);
  });

  it('a tip after the capture stays held and is not counted until a capture takes it', async () => {
    const { id, totalMinor } = await ride('COMPLETED');
    const dates = new Set([today()]);
    const tipsBefore = await tipsOf(dates);
    await captureRide(services, staff, id, new Date());
    const { tipInMinorUnits: tipMinor } = await submitTripFeedback(
      services,
      viewer,
      { coid: 'demo', reservationId: id, tipPercent: 15, rating: 4 },
      new Date(),
    );
    dates.add(today());
    expect((await tipsOf(dates)) - tipsBefore).toBe(0);
    const again = await captureRide(services, staff, id, new Date());
    dates.add(today());
    expect(again).toMatchObject({ capturedMinor: totalMinor + tipMinor, heldMinor: 0 });
    expect((await tipsOf(dates)) - tipsBefore).toBe(tipMinor);
    expect(await ledgerMismatches(api.db, { companyId: 'demo', reservationIds: [id] })).toEqual([]);
  });

  it('fees asked at once, from two processes, after the hold was released: one hold, one capture', async () => {
    const { id } = await ride('CANCELLED');
    await voidRide(services, staff, id, new Date());
    const other = kind === 'postgres' ? await api.database.openAnother!() : null;
    try {
      const pools = [services, other ? { ...services, db: other.db } : services];
      const answers = await Promise.all(
        [0, 1, 0, 1].map((pool) => chargeCancellationFee(pools[pool]!, staff, id, new Date())),
      );
      expect(answers.every((money) => money.capturedMinor <= 2_500)).toBe(true);
    } finally {
      await other?.close();
    }
    await api.drainJobs();
    const scope = { companyId: 'demo', reservationIds: [id] };
    expect(await ledgerMismatches(api.db, scope)).toEqual([]);
    const holds = await compareHolds(api.db, scope);
    expect(holds.reduce((n, hold) => n + hold.ledger.captured, 0)).toBe(2_500);
    // The ride's own hold, released, and the fee's, held once and captured.
    expect(holds.filter((hold) => hold.holdRows.length > 0)).toHaveLength(2);
  });

  it('a capture whose answer was lost is finished by the job runner, once', async () => {
    const { id, totalMinor } = await ride('COMPLETED');
    const lost = (row: Parameters<typeof gatewayFor>[1]): PaymentGateway => {
      const real = gatewayFor(api.services, row);
      return {
        ...real,
        async capture(...args) {
          await real.capture(...args);
          throw new Error('connection reset after the gateway captured');
        },
      };
    };
    await expect(
      captureRide({ ...services, gatewayOf: lost }, staff, id, new Date()),
    ).rejects.toThrow('reset');
    const scope = { companyId: 'demo', reservationIds: [id] };
    const [hold] = await compareHolds(api.db, scope);
    // The gateway captured; the ledger says nothing it did not hear, and the capture is pending.
    expect(hold).toMatchObject({ holdRows: ['capturing'], ledger: { captured: 0 } });
    expect(hold?.gateway).toMatchObject({ status: 'captured', capturedMinor: totalMinor });
    await api.db
      .updateTable('payment_instruction')
      .set({ next_attempt_at: new Date(Date.now() - 1000), locked_until: null })
      .where('reservation_id', '=', id)
      .execute();
    await api.drainJobs();
    expect(await ledgerMismatches(api.db, scope)).toEqual([]);
    const captures = await api.db
      .selectFrom('payment_ledger')
      .select('amount_minor')
      .where('reservation_id', '=', id)
      .where('kind', '=', 'captured')
      .execute();
    expect(captures).toEqual([{ amount_minor: totalMinor }]);
  });

  async function tipsOf(dates: Set<string>) {
    let tips = 0;
    for (const date of dates) tips += (await daySummary(api.db, 'demo', date)).tipsMinor;
    return tips;
  }
});
