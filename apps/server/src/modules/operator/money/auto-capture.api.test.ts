import { COMPLETED_STATUSES } from '@ride/domain';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { createBackgroundWork } from '../../../app.ts';
import type { Db } from '../../../db/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { book, quoteFor, tripInput } from '../../reservations/reservations.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';
import { moveRideStatus } from '../../tracking/index.ts';
import { submitTripFeedback } from '../../tracking/feedback.service.ts';
import { autoCaptureRide } from './auto-capture.ts';
import { moneyCast, type MoneyCast } from './money-cast.test-helpers.ts';
import { captureRide, reservationLedger } from './money.service.ts';
import { compareHolds, ledgerMismatches } from './money.test-helpers.ts';

const GET = `query { autoCaptureMinutes }`;
const SET = `mutation ($minutes: Int) { setAutoCaptureMinutes(minutes: $minutes) }`;
const MINUTE = 60_000;
const WAIT = 30;

describe.each(databaseKinds())('automatic capture on %s', (kind) => {
  const api = useTestApi(kind);
  let cast: MoneyCast;
  let admin: Record<string, string>;
  beforeAll(async () => {
    cast = await moneyCast(api);
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    expect((await api.gql(SET, { minutes: WAIT }, admin)).errors).toBeUndefined();
  });

  /** A background worker whose clock reads `minutes` after now. */
  function runnerAt(minutes: number, db: Db = api.db) {
    const at = new Date(Date.now() + minutes * MINUTE);
    const work = createBackgroundWork(
      { config: api.services.config, db, logger: api.services.logger },
      { now: () => at },
    );
    return work.runner;
  }

  /** A booked ride with the rider on board, completed now through the dispatcher's write. */
  async function completedRide() {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, cast.riderHeaders);
    const payment = { savedPaymentId: cast.cardId };
    const res = await book(api, { trip, ...quote, payment }, cast.riderHeaders);
    expect(res.errors).toBeUndefined();
    const { id, totalPriceInMinorUnits: totalMinor } = res.data!.createReservation;
    await api.db
      .updateTable('reservation')
      .set({ status: 'DRIVING_PASSENGER' })
      .where('id', '=', id)
      .execute();
    const moved = await api.db.transaction().execute((trx) =>
      moveRideStatus(trx, {
        companyId: 'demo',
        reservationId: id,
        driverId: null,
        staffUserId: cast.staff.userId,
        from: 'DRIVING_PASSENGER',
        to: 'COMPLETED',
        now: new Date(),
      }),
    );
    expect(moved).toBe(true);
    return { id, totalMinor };
  }
  const tip = (id: string, tipPercent: number) =>
    submitTripFeedback(
      api.services,
      cast.viewer,
      { coid: 'demo', reservationId: id, tipPercent, rating: 5 },
      new Date(),
    ).then((feedback) => feedback.tipInMinorUnits);
  const ledger = (id: string) => reservationLedger(api.services, cast.staff, id);
  const scope = (id: string) => ({ companyId: 'demo', reservationIds: [id] });
  const capturedRows = async (id: string) =>
    (
      await api.db
        .selectFrom('payment_ledger')
        .select('amount_minor')
        .where('reservation_id', '=', id)
        .where('kind', '=', 'captured')
        .execute()
    ).length;

  describe('setAutoCaptureMinutes', () => {
    it('refuses nobody, a dispatcher and minutes out of range; changes nothing', async () => {
      const dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
      expect((await api.gql(SET, { minutes: 5 })).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await api.gql(SET, { minutes: 5 }, dispatcher)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      for (const minutes of [-1, 1441]) {
        const res = await api.gql(SET, { minutes }, admin);
        expect(res.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'minutes',
        });
        expect(res.errors?.[0]?.message).toBe('Enter whole minutes from 0 to 1440.');
      }
      expect((await api.gql<{ autoCaptureMinutes: number }>(GET, {}, admin)).data).toEqual({
        autoCaptureMinutes: WAIT,
      });
    });

    it('is the company’s own: another company’s admin neither sees nor changes it', async () => {
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      expect((await api.gql(GET, {}, acme)).data).toEqual({ autoCaptureMinutes: null });
      expect((await api.gql(SET, { minutes: 0 }, acme)).data).toEqual({
        setAutoCaptureMinutes: 0,
      });
      expect((await api.gql(GET, {}, admin)).data).toEqual({ autoCaptureMinutes: WAIT });
      expect((await api.gql(SET, { minutes: null }, acme)).data).toEqual({
        setAutoCaptureMinutes: null,
      });
    });
  });

  it('captures a completed ride with the tip kept before it, once the wait is over', async () => {
    const { id, totalMinor } = await completedRide();
    const tipMinor = await tip(id, 20);
    expect(tipMinor).toBeGreaterThan(0);

    await runnerAt(WAIT - 1).drain();
    expect(await ledger(id)).toMatchObject({ capturedMinor: 0, heldMinor: totalMinor + tipMinor });

    await runnerAt(WAIT + 1).drain();
    expect(await ledger(id)).toMatchObject({
      capturedMinor: totalMinor + tipMinor,
      heldMinor: 0,
      chargedMinor: totalMinor + tipMinor,
    });
    expect(await ledgerMismatches(api.db, scope(id))).toEqual([]);
    const queued = await api.db
      .selectFrom('ride_auto_capture')
      .select(['status', 'attempts'])
      .where('reservation_id', '=', id)
      .execute();
    expect(queued).toEqual([{ status: 'done', attempts: 1 }]);
  });

  it('captures once under two runners working at the same moment', async () => {
    const { id, totalMinor } = await completedRide();
    const tipMinor = await tip(id, 15);
    const other = kind === 'postgres' ? await api.database.openAnother!() : null;
    try {
      await Promise.all([runnerAt(WAIT + 1).drain(), runnerAt(WAIT + 1, other?.db).drain()]);
    } finally {
      await other?.close();
    }
    expect(await ledger(id)).toMatchObject({ capturedMinor: totalMinor + tipMinor, heldMinor: 0 });
    // One capture per hold: the ride's and the tip's.
    expect(await capturedRows(id)).toBe(2);
    expect(await ledgerMismatches(api.db, scope(id))).toEqual([]);
  });

  it('two captures decided at once, past the queue’s lease, still charge once', async () => {
    const { id, totalMinor } = await completedRide();
    const row = { company_id: 'demo', reservation_id: id };
    const outcomes = await Promise.all([
      autoCaptureRide(api.services, row, new Date()),
      autoCaptureRide(api.services, row, new Date()),
    ]);
    expect(outcomes).toContain('captured');
    expect(await ledger(id)).toMatchObject({ capturedMinor: totalMinor, heldMinor: 0 });
    expect(await capturedRows(id)).toBe(1);
    expect(await ledgerMismatches(api.db, scope(id))).toEqual([]);
  });

  it('a tip after the automatic capture stays held until the operator’s next capture', async () => {
    const { id, totalMinor } = await completedRide();
    await runnerAt(WAIT + 1).drain();
    expect(await ledger(id)).toMatchObject({ capturedMinor: totalMinor, heldMinor: 0 });
    const tipMinor = await tip(id, 10);
    await runnerAt(WAIT * 3).drain();
    expect(await ledger(id)).toMatchObject({ capturedMinor: totalMinor, heldMinor: tipMinor });
    expect(await ledgerMismatches(api.db, scope(id))).toEqual([]);

    const money = await captureRide(api.services, cast.staff, id, new Date());
    expect(money).toMatchObject({ capturedMinor: totalMinor + tipMinor, heldMinor: 0 });
    const holds = await compareHolds(api.db, scope(id));
    expect(holds.map((hold) => hold.gateway?.status)).toEqual(['captured', 'captured']);
    expect(await ledgerMismatches(api.db, scope(id))).toEqual([]);
  });

  it('leaves a ride the operator captured first, and rides completed while it is off', async () => {
    const first = await completedRide();
    await captureRide(api.services, cast.staff, first.id, new Date());
    const tipMinor = await tip(first.id, 10);
    await runnerAt(WAIT + 1).drain();
    // The operator's capture was the capture: the later tip waits for their next one.
    expect(await ledger(first.id)).toMatchObject({
      capturedMinor: first.totalMinor,
      heldMinor: tipMinor,
    });

    expect((await api.gql(SET, { minutes: null }, admin)).errors).toBeUndefined();
    const off = await completedRide();
    await runnerAt(WAIT * 10).drain();
    expect(await ledger(off.id)).toMatchObject({ capturedMinor: 0, heldMinor: off.totalMinor });
    const queued = await api.db
      .selectFrom('ride_auto_capture')
      .selectAll()
      .where('reservation_id', '=', off.id)
      .execute();
    expect(queued).toEqual([]);
  });

  it('queues on the first entry into any status of the COMPLETED group', async () => {
    const { rows } = await sql<{ prosrc: string }>`
      select prosrc from pg_proc where proname = 'ride_auto_capture_on_completion'`.execute(api.db);
    const listed = [...rows[0]!.prosrc.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]).sort();
    expect(listed).toEqual([...COMPLETED_STATUSES].sort());
  });
});
