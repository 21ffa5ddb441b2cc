import { IN_PROGRESS_STATUSES, RIDER_CANCELLABLE_STATUSES } from '@ride/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
} from '../reservations/reservations.test-helpers.ts';
import { DEMO_DISPATCHER, signInAsStaff } from '../staff/staff.test-helpers.ts';
import { buildStaff, UPDATE_RIDE_STATUS } from '../tracking/driver.test-helpers.ts';
import { assignRide, buildVehicleFor } from '../tracking/tracking.test-helpers.ts';
import { markCancelled } from './rides.repository.ts';
import {
  buildReservation,
  CANCEL_BOOKING,
  TRIP_DETAILS,
  type TripNode,
} from './rides.test-helpers.ts';

const CANCEL_TEXT =
  /^Unfortunately this ride cannot be cancelled online\. To cancel your reservation, please call .+ and our agents will be happy to assist you\.$/;

const SET_STATUS = /* GraphQL */ `
  mutation setRideStatus($id: ID!, $status: String!) {
    setRideStatus(reservationId: $id, status: $status) {
      ride {
        status
        paymentState
      }
    }
  }
`;

/** A ride under way cannot be cancelled by its rider, whatever the lead time; the dispatcher can. */
describe.each(databaseKinds())('cancelling a ride under way on %s', (kind) => {
  const api = useTestApi(kind);
  let riderHeaders: Record<string, string>;
  let riderId: string;
  let dispatcherHeaders: Record<string, string>;
  let cardId: string;
  beforeAll(async () => {
    const rider = await buildRider(api);
    riderId = rider.id;
    riderHeaders = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    dispatcherHeaders = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
    cardId = await savedCardId(api, riderHeaders);
    // A lead time of 0 allows cancelling at any time (spec part 2 §5): only the status refuses.
    await setCancellationLeadTime(0);
  });
  afterAll(() => setCancellationLeadTime(240));
  beforeEach(() => clearRateLimits(api));

  function setCancellationLeadTime(minutes: number | null) {
    return api.db
      .updateTable('company')
      .set({ reservation_cancellation_lead_time_minutes: minutes })
      .where('id', '=', 'demo')
      .execute();
  }
  const cancel = (id: string) =>
    api.gql<{ cancelBooking: boolean }>(CANCEL_BOOKING, { input: { id } }, riderHeaders);
  const details = async (id: string) => {
    const res = await api.gql<{ getTripDetails: TripNode }>(TRIP_DETAILS, { id }, riderHeaders);
    expect(res.errors).toBeUndefined();
    return res.data!.getTripDetails;
  };
  const rideStatus = async (id: string) =>
    (
      await api.db
        .selectFrom('reservation')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const holdStatuses = async (id: string) =>
    (
      await api.db
        .selectFrom('payment_hold as h')
        .innerJoin('sandbox_hold as s', 's.id', 'h.reference')
        .select(['h.status as kept', 's.status as atGateway'])
        .where('h.reservation_id', '=', id)
        .execute()
    ).map((row) => `${row.kept}/${row.atGateway}`);

  /** A ride booked as the app books it (its card held), assigned to a driver of its own. */
  async function bookedAndAssigned() {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, riderHeaders);
    const booked = await book(
      api,
      { trip, ...quote, payment: { savedPaymentId: cardId } },
      riderHeaders,
    );
    expect(booked.errors).toBeUndefined();
    const id = booked.data!.createReservation.id;
    const driver = await buildStaff(api);
    const ride = { id, company_id: 'demo' };
    await assignRide(api, ride, driver.id, (await buildVehicleFor(api, ride)).id);
    const driverHeaders = await signInAsStaff(api, driver.email, driver.password);
    return { id, driverHeaders };
  }

  it('refuses the rider once the driver is on the way: no cancel offered, the hold kept; the dispatcher still cancels', async () => {
    const { id, driverHeaders } = await bookedAndAssigned();
    expect((await details(id)).isCancellable).toBe(true);

    const started = await api.gql(
      UPDATE_RIDE_STATUS,
      { input: { reservationId: id, status: 'DRIVER_IS_ON_THE_WAY' } },
      driverHeaders,
    );
    expect(started.errors).toBeUndefined();
    expect((await details(id)).isCancellable).toBe(false);

    const refused = await cancel(id);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'RIDE_UNDER_WAY',
      status: 'DRIVER_IS_ON_THE_WAY',
      phone: expect.any(String),
    });
    expect(refused.errors?.[0]?.message).toMatch(CANCEL_TEXT);
    expect(await rideStatus(id)).toBe('DRIVER_IS_ON_THE_WAY');
    expect(await holdStatuses(id)).toEqual(['held/held']);

    const ended = await api.gql<{ setRideStatus: { ride: { status: string } } }>(
      SET_STATUS,
      { id, status: 'CANCELLED' },
      dispatcherHeaders,
    );
    expect(ended.errors).toBeUndefined();
    expect(ended.data!.setRideStatus.ride.status).toBe('CANCELLED');
    expect(await holdStatuses(id)).toEqual(['voided/voided']);
  });

  it('leaves the money of a ride the dispatcher cancelled to the dispatcher: the rider’s cancel releases nothing', async () => {
    const { id } = await bookedAndAssigned();
    // The dispatcher's cancel, its process gone before settling: the hold is still held for the
    // dispatcher's money actions (a fee under the company's rule), as setRideStatus leaves it
    // when settling fails.
    const dispatcher = await api.db
      .selectFrom('staff_user')
      .select('id')
      .where('email', '=', DEMO_DISPATCHER.email)
      .executeTakeFirstOrThrow();
    await api.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservation')
        .set({ status: 'CANCELLED' })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('reservation_status_change')
        .values({
          company_id: 'demo',
          reservation_id: id,
          from_status: 'SCHEDULED',
          to_status: 'CANCELLED',
          staff_user_id: dispatcher.id,
          account_user_id: null,
        })
        .execute();
    });

    const answer = await cancel(id);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ cancelBooking: true });
    expect(await holdStatuses(id)).toEqual(['held/held']);
    const releasesDue = await api.db
      .selectFrom('hold_release')
      .select('id')
      .where('reservation_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    expect(releasesDue).toEqual([]);
  });

  it('refuses the rider in every status of a ride under way, and changes nothing', async () => {
    for (const status of IN_PROGRESS_STATUSES) {
      const ride = await buildReservation(api, { account_user_id: riderId, status });
      expect((await details(ride.id)).isCancellable, status).toBe(false);
      const refused = await cancel(ride.id);
      expect(refused.errors?.[0]?.extensions, status).toMatchObject({
        code: 'CONFLICT',
        reason: 'RIDE_UNDER_WAY',
        status,
      });
      expect(await rideStatus(ride.id)).toBe(status);
    }
  });

  it('keeps a ride its driver set off with after the rider’s cancel was decided', async () => {
    const ride = await buildReservation(api, { account_user_id: riderId });
    await api.db
      .updateTable('reservation')
      .set({ status: 'DRIVER_IS_ON_THE_WAY' })
      .where('id', '=', ride.id)
      .execute();
    const now = new Date();
    expect(await markCancelled(api.db, 'demo', ride.id, RIDER_CANCELLABLE_STATUSES, now)).toBe(
      false,
    );
    expect(await rideStatus(ride.id)).toBe('DRIVER_IS_ON_THE_WAY');
  });
});
