import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@ride/domain';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import type { HoldRequest, PaymentGateway } from '../../adapters/payments/index.ts';
import { sandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import { pickupIn, stops } from '../rates/rates.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
  UPDATE_RESERVATION,
} from '../reservations/reservations.test-helpers.ts';
import { bookingKeyOf } from '../reservations/booking-key.ts';
import { CANCEL_BOOKING } from '../rides/rides.test-helpers.ts';
import { holdDurably, holdReleasing } from './hold-release.ts';
import { sandboxCard, sandboxGatewayId } from './payments.test-helpers.ts';

describe.each(databaseKinds())('durable hold release on %s', (kind) => {
  const api = useTestApi(kind);
  let headers: Record<string, string>;
  let cardId: string;
  /** The start of the gateway keys of a booking's holds under its Idempotency-Key (decision 69). */
  let holdKeyPrefix: (requestKey: string) => string;
  beforeAll(async () => {
    const rider = await buildRider(api);
    holdKeyPrefix = (requestKey) =>
      `reservation:demo:${bookingKeyOf(requestKey, { accountId: rider.id })}:`;
    headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    cardId = await savedCardId(api, headers);
    await sql`
      create function test_unavailable() returns trigger language plpgsql as $$
      begin
        raise exception 'test: % is unavailable', tg_table_name;
      end $$`.execute(api.db);
  });
  beforeEach(() => clearRateLimits(api));

  /**
   * Makes writes to a table fail, as a database or gateway that is down would, until the
   * returned function is called.
   */
  async function unavailable(table: string, event: 'insert' | 'update', when = 'true') {
    const trigger = `test_unavailable_${table}`;
    await sql`create trigger ${sql.id(trigger)} before ${sql.raw(event)} on ${sql.table(table)}
      for each row when (${sql.raw(when)}) execute function test_unavailable()`.execute(api.db);
    return async () => {
      await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(api.db);
    };
  }

  /** Everything pending is due: the grace period and any backoff have passed. */
  async function releasesDue() {
    await api.db
      .updateTable('hold_release')
      .set({ next_attempt_at: new Date(Date.now() - 1000), locked_until: null })
      .where('status', '=', 'pending')
      .execute();
    await api.drainJobs();
  }

  const sandboxHolds = (idempotencyKeyPrefix: string) =>
    api.db
      .selectFrom('sandbox_hold')
      .select(['id', 'status', 'amount_minor'])
      .where('idempotency_key', 'like', `${idempotencyKeyPrefix}%`)
      .execute();
  const sandboxStatus = async (reference: string) =>
    (
      await api.db
        .selectFrom('sandbox_hold')
        .select('status')
        .where('id', '=', reference)
        .executeTakeFirstOrThrow()
    ).status;
  /** How many releases the ride's ledger records. */
  const voidedInLedger = async (reservationId: string) =>
    (
      await api.db
        .selectFrom('payment_ledger')
        .select('id')
        .where('reservation_id', '=', reservationId)
        .where('kind', '=', 'voided')
        .execute()
    ).length;
  const releasesOf = (where: { reservationId?: string; idempotencyKeyPrefix?: string }) => {
    let query = api.db
      .selectFrom('hold_release')
      .select(['id', 'status', 'reference', 'attempts', 'last_error'])
      .orderBy('created_at');
    if (where.reservationId) query = query.where('reservation_id', '=', where.reservationId);
    if (where.idempotencyKeyPrefix) {
      query = query.where('idempotency_key', 'like', `${where.idempotencyKeyPrefix}%`);
    }
    return query.execute();
  };

  async function bookedRide() {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, headers);
    const res = await book(api, { trip, ...quote, payment: { savedPaymentId: cardId } }, headers);
    expect(res.errors).toBeUndefined();
    const id = res.data!.createReservation.id;
    const hold = await api.db
      .selectFrom('payment_hold')
      .select('reference')
      .where('reservation_id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, reference: hold.reference };
  }

  describe('createReservation', () => {
    it('keeps the hold of a booking: its release is done and the job never voids it', async () => {
      const ride = await bookedRide();
      expect(await releasesOf({ reservationId: ride.id })).toEqual([
        expect.objectContaining({ status: 'done', reference: ride.reference, attempts: 0 }),
      ]);
      await releasesDue();
      expect(await sandboxStatus(ride.reference)).toBe('held');
      expect((await releasesOf({ reservationId: ride.id }))[0]?.status).toBe('done');
    });

    it('releases the hold at once when the booking cannot be kept', async () => {
      const restore = await unavailable('reservation', 'insert', `new.driver_notes = 'No write'`);
      const key = randomUUID();
      try {
        const trip = await tripInput(api);
        const quote = await quoteFor(api, trip, headers);
        const res = await book(
          api,
          { trip, ...quote, driverNotes: 'No write', payment: { savedPaymentId: cardId } },
          headers,
          key,
        );
        expect(res.errors).toBeDefined();
      } finally {
        await restore();
      }
      const [held] = await sandboxHolds(holdKeyPrefix(key));
      expect(held?.status).toBe('voided');
      expect(await releasesOf({ idempotencyKeyPrefix: holdKeyPrefix(key) })).toEqual([
        expect.objectContaining({ status: 'done', reference: held!.id, attempts: 1 }),
      ]);
    });

    it('releases a hold left by a process that died before the booking was kept', async () => {
      // The booking's write fails, and so does every release the request could still make: to
      // what remains in the database, the process died right after the gateway held the amount.
      const restoreBooking = await unavailable(
        'reservation',
        'insert',
        `new.driver_notes = 'Crash'`,
      );
      const restoreReleases = await unavailable('hold_release', 'update');
      const key = randomUUID();
      const prefix = holdKeyPrefix(key);
      try {
        const trip = await tripInput(api);
        const quote = await quoteFor(api, trip, headers);
        const res = await book(
          api,
          { trip, ...quote, driverNotes: 'Crash', payment: { savedPaymentId: cardId } },
          headers,
          key,
        );
        expect(res.errors).toBeDefined();
      } finally {
        await restoreReleases();
        await restoreBooking();
      }
      const [orphan] = await sandboxHolds(prefix);
      expect(orphan?.status).toBe('held');
      expect(await releasesOf({ idempotencyKeyPrefix: prefix })).toEqual([
        expect.objectContaining({ status: 'pending', reference: null, attempts: 0 }),
      ]);

      // Within the grace period the hold is left alone: its request might still be running.
      await api.drainJobs();
      expect(await sandboxStatus(orphan!.id)).toBe('held');

      await releasesDue();
      expect(await sandboxHolds(prefix)).toEqual([{ ...orphan, status: 'voided' }]);
      expect(await releasesOf({ idempotencyKeyPrefix: prefix })).toEqual([
        expect.objectContaining({
          status: 'done',
          reference: orphan!.id,
          attempts: 1,
          last_error: null,
        }),
      ]);

      // Run again (a worker that died before marking it done): the same hold, no new one, no error.
      const [release] = await releasesOf({ idempotencyKeyPrefix: prefix });
      await api.db
        .updateTable('hold_release')
        .set({ status: 'pending', done_at: null })
        .where('id', '=', release!.id)
        .execute();
      await releasesDue();
      expect(await sandboxHolds(prefix)).toEqual([{ ...orphan, status: 'voided' }]);
      expect(await releasesOf({ idempotencyKeyPrefix: prefix })).toEqual([
        expect.objectContaining({ status: 'done', attempts: 2, last_error: null }),
      ]);
    });
  });

  describe('cancelBooking', () => {
    it('retries a release the gateway refused until the hold is voided', async () => {
      const ride = await bookedRide();
      const restore = await unavailable('sandbox_hold', 'update', `new.status = 'voided'`);
      try {
        const res = await api.gql<{ cancelBooking: boolean }>(
          CANCEL_BOOKING,
          { input: { id: ride.id } },
          { ...headers, 'idempotency-key': randomUUID() },
        );
        expect(res.errors).toBeUndefined();
        expect(res.data?.cancelBooking).toBe(true);
        expect(await sandboxStatus(ride.reference)).toBe('held');
        const payment = await api.db
          .selectFrom('payment_hold')
          .select('status')
          .where('reservation_id', '=', ride.id)
          .executeTakeFirstOrThrow();
        // Given up, but not released: the ledger records no release the gateway did not make.
        expect(payment.status).toBe('releasing');
        expect(await voidedInLedger(ride.id)).toBe(0);
        const [release] = await releasesOf({ reservationId: ride.id }).then((rows) =>
          rows.filter((row) => row.reference === ride.reference && row.status === 'pending'),
        );
        expect(release).toMatchObject({ attempts: 1 });
        expect(release?.last_error).toMatch(/unavailable/);

        // Still failing: the job runner keeps the release for later.
        await releasesDue();
        expect(await sandboxStatus(ride.reference)).toBe('held');
      } finally {
        await restore();
      }
      await releasesDue();
      expect(await sandboxStatus(ride.reference)).toBe('voided');
      expect(await voidedInLedger(ride.id)).toBe(1);
      const released = await releasesOf({ reservationId: ride.id });
      expect(released.map((row) => [row.reference, row.status, row.attempts])).toEqual([
        [ride.reference, 'done', 0],
        [ride.reference, 'done', 3],
      ]);
    });
  });

  describe('updateReservation', () => {
    it('releases a replaced hold later when the gateway cannot void it now', async () => {
      const ride = await bookedRide();
      const changed = await tripInput(api, {
        ...pickupIn(50),
        totalPassengers: 2,
        route: [stops.grandCentral, stops.jfk],
      });
      const quote = await quoteFor(api, changed, headers);
      const restore = await unavailable('sandbox_hold', 'update', `new.status = 'voided'`);
      let newReference: string;
      try {
        const res = await api.gql(
          UPDATE_RESERVATION,
          { input: { id: ride.id, trip: changed, ...quote } },
          { ...headers, 'idempotency-key': randomUUID() },
        );
        expect(res.errors).toBeUndefined();
        const held = await api.db
          .selectFrom('payment_hold')
          .select(['reference', 'status'])
          .where('reservation_id', '=', ride.id)
          .orderBy('created_at')
          .execute();
        expect(held.map((hold) => hold.status)).toEqual(['releasing', 'held']);
        newReference = held[1]!.reference;
        expect(await sandboxStatus(ride.reference)).toBe('held');
      } finally {
        await restore();
      }
      await releasesDue();
      expect(await sandboxStatus(ride.reference)).toBe('voided');
      expect(await sandboxStatus(newReference)).toBe('held');
      const statuses = await api.db
        .selectFrom('payment_hold')
        .select('status')
        .where('reservation_id', '=', ride.id)
        .orderBy('created_at')
        .execute();
      expect(statuses.map((hold) => hold.status)).toEqual(['voided', 'held']);
      // The booking's hold, the change's new hold (both kept) and the replaced hold (released).
      const releases = await releasesOf({ reservationId: ride.id });
      expect(releases.map((row) => `${row.reference} ${row.status}`).sort()).toEqual(
        [`${ride.reference} done`, `${ride.reference} done`, `${newReference} done`].sort(),
      );
    });
  });

  describe('holdDurably', () => {
    async function site(gateway?: PaymentGateway) {
      return {
        companyId: 'demo',
        paymentGatewayId: await sandboxGatewayId(api),
        gateway: gateway ?? sandboxGateway(api.db, 'demo'),
      };
    }
    async function holdRequest(number: string = SANDBOX_TEST_CARDS.approved[0]) {
      const card = await sandboxCard(api, headers, number);
      return {
        card: { token: card.token, customerId: null },
        amountMinor: 4_200,
        currencyCode: 'USD',
        idempotencyKey: `test:${randomUUID()}`,
        description: 'Demo Limousine ride',
      } satisfies HoldRequest;
    }

    it('writes nothing to release for a hold the gateway refused', async () => {
      const request = await holdRequest(SANDBOX_TEST_CARDS.declined);
      await expect(holdDurably(api.services, await site(), request, new Date())).rejects.toThrow(
        /declined/,
      );
      expect(await releasesOf({ idempotencyKeyPrefix: request.idempotencyKey })).toEqual([
        expect.objectContaining({ status: 'done', reference: null }),
      ]);
    });

    it('releases a hold whose answer was lost, and makes then releases one never made', async () => {
      // The gateway's answer never came back: whether it held is unknown.
      const lost = await holdRequest();
      const sandbox = sandboxGateway(api.db, 'demo');
      const answerLost: PaymentGateway = {
        ...sandbox,
        hold: async (request) => {
          await sandbox.hold(request);
          throw new Error('socket hang up');
        },
      };
      await expect(
        holdDurably(api.services, await site(answerLost), lost, new Date()),
      ).rejects.toThrow('socket hang up');
      // The request never reached the gateway.
      const neverMade = await holdRequest();
      const unreachable: PaymentGateway = {
        ...sandbox,
        hold: () => Promise.reject(new Error('connect ECONNREFUSED')),
      };
      await expect(
        holdDurably(api.services, await site(unreachable), neverMade, new Date()),
      ).rejects.toThrow('ECONNREFUSED');
      expect(await sandboxHolds(lost.idempotencyKey)).toEqual([
        expect.objectContaining({ status: 'held' }),
      ]);
      expect(await sandboxHolds(neverMade.idempotencyKey)).toEqual([]);

      await releasesDue();
      // Asking again with the same key finds the lost hold; for the one never made, it makes one
      // and releases it at once, so nothing stays on the card either way.
      for (const request of [lost, neverMade]) {
        const [held] = await sandboxHolds(request.idempotencyKey);
        expect(held?.status).toBe('voided');
        expect(await releasesOf({ idempotencyKeyPrefix: request.idempotencyKey })).toEqual([
          expect.objectContaining({ status: 'done', reference: held!.id }),
        ]);
      }
    });

    it('never voids a hold that a ride keeps, even when its release was left pending', async () => {
      const ride = await bookedRide();
      const [release] = await releasesOf({ reservationId: ride.id });
      const pending = await api.db
        .updateTable('hold_release')
        .set({ status: 'pending', done_at: null, reference: null })
        .where('id', '=', release!.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await holdReleasing(api.services).run(pending, new Date());
      expect(await sandboxStatus(ride.reference)).toBe('held');
      await api.db
        .updateTable('hold_release')
        .set({ status: 'done', done_at: new Date() })
        .where('id', '=', release!.id)
        .execute();
    });
  });
});
