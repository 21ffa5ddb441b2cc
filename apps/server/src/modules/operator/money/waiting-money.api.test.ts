import { tipInMinorUnits } from '@ride/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { gatewayFor, type PaymentGateway } from '../../../adapters/payments/index.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { submitTripFeedback } from '../../tracking/feedback.service.ts';
import {
  driverMoves,
  rideAtPickup,
  setWaitingRules,
  storedPrice,
} from '../../tracking/waiting.test-helpers.ts';
import { autoCaptureRide } from './auto-capture.ts';
import { moneyCast, type MoneyCast } from './money-cast.test-helpers.ts';
import { captureRide, reservationLedger } from './money.service.ts';
import { compareHolds, ledgerMismatches } from './money.test-helpers.ts';

const MINUTE = 60;
const RATE = 150;

/**
 * A completed ride's waiting is billed above the booked hold: the capture holds the rest anew.
 * Whatever order the completion, the captures (the operator's, the automatic one) and a late tip
 * come in, the rider is charged the final total and the tip once, and the ledger equals the
 * gateway.
 */
describe.each(databaseKinds())('waiting billed above the hold, in any order, on %s', (kind) => {
  const api = useTestApi(kind);
  let cast: MoneyCast;
  beforeAll(async () => {
    cast = await moneyCast(api);
    // Automatic captures on, after a wait no test reaches: each test runs the capture itself.
    await api.db
      .updateTable('company')
      .set({ auto_capture_minutes: 30 })
      .where('id', '=', 'demo')
      .execute();
  });
  beforeEach(async () => {
    await clearRateLimits(api);
  });

  const scope = (id: string) => ({ companyId: 'demo', reservationIds: [id] });
  const ledger = (id: string) => reservationLedger(api.services, cast.staff, id);
  const tip = (id: string, tipPercent: number) =>
    submitTripFeedback(
      api.services,
      cast.viewer,
      { coid: 'demo', reservationId: id, tipPercent, rating: 5 },
      new Date(),
    ).then((feedback) => feedback.tipInMinorUnits);
  /** Settles an attempt that may be refused for a ride not completed yet. */
  const settled = <T>(attempt: Promise<T>) =>
    attempt.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => {
        const reason = (error as { extensions?: { reason?: string } }).extensions?.reason;
        if (reason !== 'RIDE_NOT_COMPLETED') throw error;
        return { ok: false as const };
      },
    );

  /** A ride that waited 15½ minutes with 5 free, driven off: 11 minutes to bill at completion. */
  async function drivenOff() {
    const ride = await rideAtPickup(
      api,
      { headers: cast.riderHeaders, cardId: cast.cardId },
      { pickupAgo: 15 * MINUTE + 30, arrivedAgo: 20 * MINUTE },
    );
    await setWaitingRules(api, {
      freeMinutes: 5,
      perMinuteMinor: RATE,
      vehicleTypeId: ride.vehicleTypeId,
    });
    await driverMoves(api, ride, 'DRIVING_PASSENGER');
    return ride;
  }

  async function completed() {
    const ride = await drivenOff();
    await driverMoves(api, ride, 'COMPLETED');
    const { total_minor: finalMinor, rate_lines } = await storedPrice(api, ride.id);
    expect(rate_lines).toContainEqual({
      name: 'Waiting Time (11 min)',
      valueInMinorUnits: 11 * RATE,
    });
    expect(finalMinor).toBeGreaterThan(ride.bookedMinor);
    return { ...ride, finalMinor };
  }

  it('the completion racing captures and the tip: the final total and the tip, once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const ride = await drivenOff();
      const [, ...outcomes] = await Promise.all([
        driverMoves(api, ride, 'COMPLETED'),
        settled(captureRide(api.services, cast.staff, ride.id, new Date())),
        settled(tip(ride.id, 20)),
        settled(
          autoCaptureRide(
            api.services,
            { company_id: 'demo', reservation_id: ride.id },
            new Date(),
          ),
        ),
      ]);
      const { total_minor: finalMinor, tip_minor } = await api.db
        .selectFrom('reservation')
        .select(['total_minor', 'tip_minor'])
        .where('id', '=', ride.id)
        .executeTakeFirstOrThrow();
      expect(finalMinor).toBeGreaterThan(ride.bookedMinor);
      // A tip kept at all was kept on the completed ride's final total.
      const tipped = outcomes[1]!.ok ? tip_minor : null;
      if (tipped !== null) expect(tipped).toBe(tipInMinorUnits(finalMinor, 20));
      const tipMinor = tipped ?? (await tip(ride.id, 20));
      expect(tipMinor).toBe(tipInMinorUnits(finalMinor, 20));

      const money = await captureRide(api.services, cast.staff, ride.id, new Date());
      await api.drainJobs();
      expect(money).toMatchObject({ capturedMinor: finalMinor + tipMinor, heldMinor: 0 });
      expect(await ledgerMismatches(api.db, scope(ride.id))).toEqual([]);
    }
  });

  it('a tip kept while the capture is at the gateway is taken with the balance, once', async () => {
    const ride = await completed();
    let atGateway!: () => void;
    const captureAsked = new Promise<void>((resolve) => (atGateway = resolve));
    let answer!: () => void;
    const gatewayAnswers = new Promise<void>((resolve) => (answer = resolve));
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
    const capture = captureRide(
      { ...api.services, gatewayOf: slow },
      cast.staff,
      ride.id,
      new Date(),
    );
    await captureAsked;
    const tipMinor = await tip(ride.id, 15);
    answer();
    const money = await capture;
    expect(money).toMatchObject({ capturedMinor: ride.finalMinor + tipMinor, heldMinor: 0 });
    const holds = await compareHolds(api.db, scope(ride.id));
    // The booked hold, the tip's and the balance's, each captured.
    expect(holds.map((hold) => hold.gateway?.status)).toEqual(['captured', 'captured', 'captured']);
    expect(holds.map((hold) => hold.ledger.captured).sort((a, b) => a - b)).toEqual(
      [ride.bookedMinor, tipMinor, ride.finalMinor - ride.bookedMinor].sort((a, b) => a - b),
    );
    expect(await ledgerMismatches(api.db, scope(ride.id))).toEqual([]);
  });

  it('the automatic capture beside a late tip: the tip waits for the next capture', async () => {
    const ride = await completed();
    const row = { company_id: 'demo', reservation_id: ride.id };
    const [outcome, tipMinor] = await Promise.all([
      autoCaptureRide(api.services, row, new Date()),
      tip(ride.id, 10),
    ]);
    expect(outcome).toBe('captured');
    const afterAuto = await ledger(ride.id);
    // The tip was either kept before the capture decided (and taken by it) or after (and held).
    expect(afterAuto.capturedMinor + afterAuto.heldMinor).toBe(ride.finalMinor + tipMinor);
    expect([ride.finalMinor, ride.finalMinor + tipMinor]).toContain(afterAuto.capturedMinor);
    expect(await ledgerMismatches(api.db, scope(ride.id))).toEqual([]);

    const money = await captureRide(api.services, cast.staff, ride.id, new Date());
    expect(money).toMatchObject({ capturedMinor: ride.finalMinor + tipMinor, heldMinor: 0 });
    expect(await ledgerMismatches(api.db, scope(ride.id))).toEqual([]);
  });

  it('captures asked at once, from two processes, hold the balance once and charge it once', async () => {
    const ride = await completed();
    const other = kind === 'postgres' ? await api.database.openAnother!() : null;
    try {
      const pools = [api.services, other ? { ...api.services, db: other.db } : api.services];
      const answers = await Promise.all(
        [0, 1, 0, 1].map((pool) => captureRide(pools[pool]!, cast.staff, ride.id, new Date())),
      );
      expect(answers.every((money) => money.capturedMinor <= ride.finalMinor)).toBe(true);
    } finally {
      await other?.close();
    }
    await api.drainJobs();
    expect(await ledgerMismatches(api.db, scope(ride.id))).toEqual([]);
    const holds = await compareHolds(api.db, scope(ride.id));
    expect(holds.reduce((n, hold) => n + hold.ledger.captured, 0)).toBe(ride.finalMinor);
    // The booked hold and the balance's, each kept once.
    expect(holds.filter((hold) => hold.holdRows.length > 0)).toHaveLength(2);
  });
});
