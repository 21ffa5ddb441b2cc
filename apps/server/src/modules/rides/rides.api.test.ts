import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  signInAs,
  type BuiltRider,
} from '../auth/auth.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
} from '../reservations/reservations.test-helpers.ts';
import {
  buildReservation,
  CANCEL_BOOKING,
  TRIP_DETAILS,
  TRIP_HISTORY,
  type TripHistoryResult,
} from './rides.test-helpers.ts';
import { assignRide, buildDriver } from '../tracking/tracking.test-helpers.ts';

const CANCEL_TEXT =
  /^Unfortunately this ride cannot be cancelled online\. To cancel your reservation, please call .+ and our agents will be happy to assist you\.$/;

describe.each(databaseKinds())('rides on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: BuiltRider;
  let headers: Record<string, string>;
  let other: BuiltRider;
  let otherHeaders: Record<string, string>;
  beforeAll(async () => {
    rider = await buildRider(api);
    other = await buildRider(api);
    headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    otherHeaders = bearer((await signInAs(api, other.email, other.password)).accessToken);
  });
  beforeEach(() => clearRateLimits(api));

  const history = (input: Record<string, unknown>, h = headers) =>
    api.gql<TripHistoryResult>(TRIP_HISTORY, { input }, h);
  const upcoming = (extra: Record<string, unknown> = {}, h = headers) =>
    history(
      {
        reservationStatus: 'CUSTOM',
        customStateDefinitions: ['upcoming', 'in_progress'],
        ...extra,
      },
      h,
    );
  const past = (extra: Record<string, unknown> = {}, h = headers) =>
    history({ reservationStatus: 'COMPLETED', sortOrder: 'DESC', ...extra }, h);
  const setCancellationLeadTime = (minutes: number | null) =>
    api.db
      .updateTable('company')
      .set({ reservation_cancellation_lead_time_minutes: minutes })
      .where('id', '=', 'demo')
      .execute();

  describe('getTripHistory', () => {
    it('needs a sign-in', async () => {
      const res = await upcoming({}, {});
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a page over 50, a negative offset and a bad date', async () => {
      for (const bad of [
        { first: 51 },
        { after: -1 },
        { from: '2026-13-45' },
        { searchFor: '12a45' },
      ]) {
        const res = await upcoming(bad);
        expect(res.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('BAD_USER_INPUT');
      }
    });

    it('answers another rider’s passengerId as an unknown one', async () => {
      const theirs = await upcoming({ passengerId: other.id });
      const unknown = await upcoming({ passengerId: '00000000-0000-4000-8000-000000000000' });
      expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(theirs.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
      expect((await upcoming({ passengerId: rider.id })).errors).toBeUndefined();
    });

    it('splits upcoming (earliest first, from today) from past (completed, newest first)', async () => {
      const own = { account_user_id: rider.id };
      const later = await buildReservation(api, { ...own, inMinutes: 3 * 24 * 60 });
      const soon = await buildReservation(api, { ...own, inMinutes: 60 });
      const driving = await buildReservation(api, {
        ...own,
        inMinutes: 1,
        status: 'DRIVING_PASSENGER',
      });
      const cancelled = await buildReservation(api, {
        ...own,
        inMinutes: -2 * 24 * 60,
        status: 'CANCELLED',
      });
      const lastWeek = await buildReservation(api, {
        ...own,
        inMinutes: -7 * 24 * 60,
        status: 'COMPLETED',
      });
      const yesterday = await buildReservation(api, {
        ...own,
        inMinutes: -24 * 60,
        status: 'COMPLETED',
      });
      const oldBooked = await buildReservation(api, { ...own, inMinutes: -3 * 24 * 60 });
      await buildReservation(api, { account_user_id: other.id });
      const theirCancelled = await buildReservation(api, {
        account_user_id: other.id,
        inMinutes: -2 * 24 * 60,
        status: 'CANCELLED',
      });

      const up = (await upcoming()).data!.getTripHistory;
      expect(up.edges.map((e) => e.node.id)).toEqual([driving.id, soon.id, later.id]);
      expect(up.edges.map((e) => e.node.id)).not.toContain(cancelled.id);
      expect(up.edges.map((e) => e.node.id)).not.toContain(oldBooked.id);
      expect(up.edges[0]!.node).toMatchObject({
        inProgress: true,
        reservationState: {
          type: 'DRIVING_PASSENGER',
          label: 'RIDE IN PROGRESS',
          colour: 'green',
          isTrackable: true,
        },
      });
      expect(up.edges[1]!.node.reservationState).toMatchObject({
        label: 'SCHEDULED',
        colour: 'grey',
      });
      expect(up.pageInfo).toEqual({ hasNextPage: false, endCursor: 3, pageIndex: 1 });

      const onlyInProgress = await upcoming({ customStateDefinitions: ['in_progress'] });
      expect(onlyInProgress.data!.getTripHistory.edges.map((e) => e.node.id)).toEqual([driving.id]);

      const done = (await past()).data!.getTripHistory;
      // A cancelled ride stays reachable under Past, with its status; another rider's does not show.
      expect(done.edges.map((e) => e.node.id)).toEqual([yesterday.id, cancelled.id, lastWeek.id]);
      expect(done.edges[0]!.node).toMatchObject({ isModifiable: false, isCancellable: false });
      expect(done.edges[1]!.node.reservationState).toMatchObject({
        type: 'CANCELLED',
        label: 'CANCELLED',
      });
      expect(done.edges.map((e) => e.node.id)).not.toContain(theirCancelled.id);

      // The other rider sees only their own.
      const theirs = (await upcoming({}, otherHeaders)).data!.getTripHistory;
      expect(theirs.edges.map((e) => e.node.id)).not.toContain(soon.id);
      await api.db
        .deleteFrom('reservation')
        .where('account_user_id', 'in', [rider.id, other.id])
        .execute();
    });

    it('pages 50 at a time with the after offset', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 53; i += 1) {
        ids.push(
          (await buildReservation(api, { account_user_id: rider.id, inMinutes: 60 * (i + 2) })).id,
        );
      }
      const first = (await upcoming({ first: 50, after: 0, pageIndex: 1 })).data!.getTripHistory;
      expect(first.edges.map((e) => e.node.id)).toEqual(ids.slice(0, 50));
      expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: 50, pageIndex: 1 });
      const second = (await upcoming({ first: 50, after: 50, pageIndex: 2 })).data!.getTripHistory;
      expect(second.edges.map((e) => e.node.id)).toEqual(ids.slice(50));
      expect(second.pageInfo).toEqual({ hasNextPage: false, endCursor: 53, pageIndex: 2 });
      await api.db.deleteFrom('reservation').where('account_user_id', '=', rider.id).execute();
    });

    it('searches by confirmation number from 5 digits', async () => {
      const own = { account_user_id: rider.id };
      const a = await buildReservation(api, { ...own, confirmation_number: '7123401' });
      await buildReservation(api, { ...own, confirmation_number: '7123501' });
      await buildReservation(api, { account_user_id: other.id, confirmation_number: '7123402' });
      const four = (await upcoming({ searchIn: 'ConfirmationNumber', searchFor: '7123' })).data!;
      expect(four.getTripHistory.edges).toHaveLength(2);
      const five = (await upcoming({ searchIn: 'ConfirmationNumber', searchFor: '71234' })).data!;
      expect(five.getTripHistory.edges.map((e) => e.node.id)).toEqual([a.id]);
      await api.db
        .deleteFrom('reservation')
        .where('account_user_id', 'in', [rider.id, other.id])
        .execute();
    });
  });

  describe('getTripDetails', () => {
    it('needs a sign-in without a hash', async () => {
      const ride = await buildReservation(api, { account_user_id: rider.id });
      const res = await api.gql(TRIP_DETAILS, { id: ride.id });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('opens the rider’s own ride with its eligibility and the company’s phone', async () => {
      const ride = await buildReservation(api, { account_user_id: rider.id, inMinutes: 24 * 60 });
      const res = await api.gql<{ getTripDetails: Record<string, unknown> }>(
        TRIP_DETAILS,
        { id: ride.id },
        headers,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.getTripDetails).toMatchObject({
        id: ride.id,
        confirmationNumber: ride.confirmation_number,
        isModifiable: true,
        isCancellable: true,
        isSharedView: false,
        reservationState: { type: 'BOOKED', label: 'SCHEDULED' },
        rates: { totalPriceInMinorUnits: 12_345 },
        routing: {
          pickup: { location: { kind: 'ADDRESS', line1: '89 E 42nd St' } },
          dropOff: { location: { kind: 'AIRPORT' } },
          totalStopsCount: 0,
        },
        passengers: { edges: [{ node: { id: rider.id, emails: ['built@example.test'] } }] },
      });
      expect(res.data!.getTripDetails.cancelPhone).not.toBe('');
    });

    it('opens nothing of another rider, another company, an unknown id or a wrong hash', async () => {
      const theirs = await buildReservation(api, { account_user_id: other.id });
      const acmeRider = await buildRider(api, { companyId: 'acme' });
      const acme = await buildReservation(api, {
        company_id: 'acme',
        account_user_id: acmeRider.id,
      });
      const cases = [
        [{ id: theirs.id }, headers],
        [{ id: acme.id }, headers],
        [{ id: '00000000-0000-4000-8000-000000000000' }, headers],
        [{ id: 'not-an-id' }, headers],
        [{ id: theirs.id, hash: 'wrong' }, {}],
        [{ id: theirs.id, hash: acme.share_hash }, {}],
        [{ id: theirs.id, hash: theirs.share_hash, coid: 'acme' }, {}],
      ] as const;
      for (const [vars, h] of cases) {
        const res = await api.gql(TRIP_DETAILS, vars, h);
        expect(res.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe('NOT_FOUND');
        expect(res.errors?.[0]?.message).toBe('Trip not found');
      }
    });

    it('opens one ride read only by its shared hash without a sign-in', async () => {
      const ride = await buildReservation(api, { account_user_id: other.id, inMinutes: 24 * 60 });
      const res = await api.gql<{ getTripDetails: Record<string, unknown> }>(TRIP_DETAILS, {
        id: ride.id,
        hash: ride.share_hash,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.getTripDetails).toMatchObject({
        id: ride.id,
        isSharedView: true,
        isModifiable: false,
        isCancellable: false,
        passengers: { edges: [{ node: { emails: [] } }] },
      });
      // The hash opens that ride only: it cancels nothing.
      const cancel = await api.gql(CANCEL_BOOKING, { input: { id: ride.id } });
      expect(cancel.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('gives the rider the shared link’s hash, and that link opens the ride without a sign-in', async () => {
      const ride = await buildReservation(api, { account_user_id: rider.id, inMinutes: 24 * 60 });
      const own = await api.gql<{ getTripDetails: { shareHash: string } }>(
        TRIP_DETAILS,
        { id: ride.id },
        headers,
      );
      expect(own.errors).toBeUndefined();
      const { shareHash } = own.data!.getTripDetails;
      expect(shareHash).toBe(ride.share_hash);

      const shared = await api.gql<{ getTripDetails: Record<string, unknown> }>(TRIP_DETAILS, {
        id: ride.id,
        hash: shareHash,
        coid: 'demo',
      });
      expect(shared.errors).toBeUndefined();
      expect(shared.data!.getTripDetails).toMatchObject({
        id: ride.id,
        confirmationNumber: ride.confirmation_number,
        isSharedView: true,
        shareHash,
      });
      // Another rider signed in gets nothing of it without the link.
      const theirs = await api.gql(TRIP_DETAILS, { id: ride.id }, otherHeaders);
      expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('shows the assigned driver on the ride, none before one is assigned', async () => {
      const ride = await buildReservation(api, { account_user_id: rider.id });
      const drivers = async () => {
        const res = await api.gql<{ getTripDetails: { drivers: { edges: unknown[] } } }>(
          TRIP_DETAILS,
          { id: ride.id },
          headers,
        );
        expect(res.errors).toBeUndefined();
        return res.data!.getTripDetails.drivers.edges;
      };
      expect(await drivers()).toEqual([]);
      const driver = await buildDriver(api);
      await assignRide(api, ride, driver.id);
      expect(await drivers()).toEqual([
        {
          isPrimary: true,
          node: {
            id: driver.id,
            firstName: 'Dora',
            lastName: 'Wheeler',
            profilePic: 'https://example.test/dora.jpg',
            cellPhoneNumber: '+1 212 555 0142',
          },
        },
      ]);
    });
  });

  describe('cancelBooking', () => {
    let cardId: string;
    beforeAll(async () => {
      cardId = await savedCardId(api, headers);
    });

    const cancel = (id: string, h = headers) =>
      api.gql<{ cancelBooking: boolean }>(CANCEL_BOOKING, { input: { id } }, h);
    const statusOf = async (id: string) =>
      (
        await api.db
          .selectFrom('reservation')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;

    it('needs a sign-in and an id', async () => {
      expect(
        (await cancel('00000000-0000-4000-8000-000000000000', {})).errors?.[0]?.extensions?.code,
      ).toBe('UNAUTHENTICATED');
      const res = await api.gql(CANCEL_BOOKING, { input: {} }, headers);
      expect(res.errors).toBeDefined();
    });

    it('cancels a booked ride, voids its hold once, and a retry is no error', async () => {
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip, headers);
      const booked = await book(
        api,
        { trip, ...quote, payment: { savedPaymentId: cardId } },
        headers,
      );
      expect(booked.errors).toBeUndefined();
      const id = booked.data!.createReservation.id;
      const hold = await api.db
        .selectFrom('payment_hold')
        .select(['reference'])
        .where('reservation_id', '=', id)
        .executeTakeFirstOrThrow();
      const sandboxStatus = async () =>
        (
          await api.db
            .selectFrom('sandbox_hold')
            .select('status')
            .where('id', '=', hold.reference)
            .executeTakeFirstOrThrow()
        ).status;
      expect(await sandboxStatus()).toBe('held');

      const res = await cancel(id);
      expect(res.errors).toBeUndefined();
      expect(res.data!.cancelBooking).toBe(true);
      expect(await statusOf(id)).toBe('CANCELLED');
      expect(await sandboxStatus()).toBe('voided');

      // Were the gateway asked again, this hold (put back by hand) would be voided again.
      await api.db
        .updateTable('sandbox_hold')
        .set({ status: 'held' })
        .where('id', '=', hold.reference)
        .execute();
      const retry = await cancel(id);
      expect(retry.errors).toBeUndefined();
      expect(retry.data!.cancelBooking).toBe(true);
      expect(await sandboxStatus()).toBe('held');
      // The status history names the rider, once, for the dispatcher's ride page.
      const history = await api.db
        .selectFrom('reservation_status_change')
        .select(['from_status', 'to_status', 'account_user_id', 'staff_user_id'])
        .where('reservation_id', '=', id)
        .execute();
      expect(history).toEqual([
        {
          from_status: 'BOOKED',
          to_status: 'CANCELLED',
          account_user_id: expect.any(String),
          staff_user_id: null,
        },
      ]);
    });

    it('cannot cancel another rider’s or company’s ride', async () => {
      const theirs = await buildReservation(api, { account_user_id: other.id });
      const acmeRider = await buildRider(api, { companyId: 'acme' });
      const acme = await buildReservation(api, {
        company_id: 'acme',
        account_user_id: acmeRider.id,
      });
      for (const id of [theirs.id, acme.id, 'nope']) {
        expect((await cancel(id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      expect(await statusOf(theirs.id)).toBe('BOOKED');
      expect(await statusOf(acme.id)).toBe('BOOKED');
    });

    it('follows the cancellation lead time: before it yes, inside it no, 0 always, none never', async () => {
      try {
        await setCancellationLeadTime(240);
        const outside = await buildReservation(api, { account_user_id: rider.id, inMinutes: 245 });
        const inside = await buildReservation(api, { account_user_id: rider.id, inMinutes: 235 });
        expect((await cancel(outside.id)).data?.cancelBooking).toBe(true);
        const refused = await cancel(inside.id);
        expect(refused.errors?.[0]?.extensions).toMatchObject({
          code: 'CONFLICT',
          reason: 'CANCEL_NOT_ALLOWED_ONLINE',
        });
        expect(refused.errors?.[0]?.message).toMatch(CANCEL_TEXT);
        expect(refused.errors?.[0]?.message).toContain(
          String(refused.errors?.[0]?.extensions?.phone),
        );
        expect(await statusOf(inside.id)).toBe('BOOKED');

        await setCancellationLeadTime(0);
        expect((await cancel(inside.id)).data?.cancelBooking).toBe(true);

        await setCancellationLeadTime(null);
        const far = await buildReservation(api, {
          account_user_id: rider.id,
          inMinutes: 10 * 24 * 60,
        });
        expect((await cancel(far.id)).errors?.[0]?.message).toMatch(CANCEL_TEXT);
        expect(await statusOf(far.id)).toBe('BOOKED');
      } finally {
        await setCancellationLeadTime(240);
      }
    });

    it('cannot cancel a ride in a terminal state', async () => {
      await setCancellationLeadTime(0);
      try {
        for (const status of ['COMPLETED', 'NO_SHOW']) {
          const ride = await buildReservation(api, { account_user_id: rider.id, status });
          expect((await cancel(ride.id)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
          expect(await statusOf(ride.id)).toBe(status);
        }
      } finally {
        await setCancellationLeadTime(240);
      }
    });
  });
});
