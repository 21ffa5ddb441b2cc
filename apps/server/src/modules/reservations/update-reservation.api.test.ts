import { randomUUID } from 'node:crypto';
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
import { pickupIn, stops } from '../rates/rates.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { buildDriver } from '../tracking/tracking.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
  UPDATE_RESERVATION,
  type UpdatedReservation,
} from './reservations.test-helpers.ts';
import { sentToRider } from '../notifications/notices.test-helpers.ts';

const CHANGE_TEXT =
  /^Unfortunately this ride can no longer be changed online\. To change your reservation, please call .+ and our agents will be happy to assist you\.$/;

describe.each(databaseKinds())('updateReservation on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: BuiltRider;
  let headers: Record<string, string>;
  let cardId: string;
  beforeAll(async () => {
    rider = await buildRider(api);
    headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    cardId = await savedCardId(api, headers);
  });
  beforeEach(() => clearRateLimits(api));

  const update = (
    input: Record<string, unknown>,
    h: Record<string, string> = headers,
    key: string = randomUUID(),
  ) => api.gql<UpdatedReservation>(UPDATE_RESERVATION, { input }, { ...h, 'idempotency-key': key });

  /** A ride booked through the API: priced, held on the rider's saved card. */
  async function bookedRide(trip?: Record<string, unknown>) {
    const bookedTrip = trip ?? (await tripInput(api));
    const quote = await quoteFor(api, bookedTrip, headers);
    const res = await book(
      api,
      { trip: bookedTrip, ...quote, payment: { savedPaymentId: cardId } },
      headers,
    );
    expect(res.errors).toBeUndefined();
    return { id: res.data!.createReservation.id, trip: bookedTrip, quote };
  }

  const holdsOf = (reservationId: string) =>
    api.db
      .selectFrom('payment_hold as p')
      .innerJoin('sandbox_hold as s', 's.id', 'p.reference')
      .select([
        'p.status',
        'p.amount_minor',
        's.status as gateway_status',
        's.amount_minor as held',
      ])
      .where('p.reservation_id', '=', reservationId)
      .orderBy('p.created_at')
      .execute();
  const rideRow = (id: string) =>
    api.db.selectFrom('reservation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const setModificationLeadTime = (minutes: number | null) =>
    api.db
      .updateTable('company')
      .set({ reservation_modification_lead_time_minutes: minutes })
      .where('id', '=', 'demo')
      .execute();

  it('refuses a new time at which the ride’s chauffeur has another ride, changing nothing', async () => {
    const first = await bookedRide(await tripInput(api, pickupIn(70)));
    const second = await bookedRide(await tripInput(api, pickupIn(80)));
    const driver = await buildDriver(api);
    await api.db
      .updateTable('reservation')
      .set({ driver_id: driver.id })
      .where('company_id', '=', 'demo')
      .where('id', 'in', [first.id, second.id])
      .execute();
    const before = await rideRow(second.id);
    const heldOnCards = async () =>
      (
        await api.db
          .selectFrom('sandbox_hold')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'held')
          .executeTakeFirstOrThrow()
      ).n;
    const heldBefore = await heldOnCards();

    const clashing = await tripInput(api, pickupIn(70));
    const quote = await quoteFor(api, clashing, headers);
    const res = await update({ id: second.id, trip: clashing, ...quote });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'DRIVER_BUSY' });
    expect(res.errors?.[0]?.message).toMatch(/^Your chauffeur is booked for another ride/);
    const after = await rideRow(second.id);
    expect(new Date(after.scheduled_pickup_at)).toEqual(new Date(before.scheduled_pickup_at));
    // The ride keeps its hold, and no other is left on the card by the refused change.
    expect((await holdsOf(second.id)).map((hold) => hold.status)).toEqual(['held']);
    expect(await heldOnCards()).toBe(heldBefore);
  });

  it('prices the changed trip again, holds the new total and releases the old hold', async () => {
    const ride = await bookedRide();
    const changed = await tripInput(api, {
      ...pickupIn(50),
      totalPassengers: 2,
      route: [stops.grandCentral, stops.jfk],
    });
    const quote = await quoteFor(api, changed, headers);
    expect(quote.expectedAmountInMinorUnits).not.toBe(ride.quote.expectedAmountInMinorUnits);

    const res = await update({ id: ride.id, trip: changed, ...quote, driverNotes: 'Gate 4' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateReservation).toMatchObject({
      id: ride.id,
      status: 'BOOKED',
      totalPriceInMinorUnits: quote.expectedAmountInMinorUnits,
      payment: { cardBrand: 'VISA', lastDigits: '1111' },
    });
    const row = await rideRow(ride.id);
    expect(row).toMatchObject({
      total_minor: quote.expectedAmountInMinorUnits,
      passenger_count: 2,
      driver_notes: 'Gate 4',
    });
    expect(new Date(row.scheduled_pickup_at).toISOString()).toBe(changed.scheduledPickupTime);
    expect(row.route.at(-1)?.type).toBe('AIRPORT');
    expect(await holdsOf(ride.id)).toEqual([
      {
        status: 'voided',
        amount_minor: ride.quote.expectedAmountInMinorUnits,
        gateway_status: 'voided',
        held: ride.quote.expectedAmountInMinorUnits,
      },
      {
        status: 'held',
        amount_minor: quote.expectedAmountInMinorUnits,
        gateway_status: 'held',
        held: quote.expectedAmountInMinorUnits,
      },
    ]);
    const mail = (await sentToRider(api, ride.id, 'email')).filter((m) => m.kind === 'changed');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.recipient).toBe(rider.email);
    expect(mail[0]!.subject).toBe(`Your ride has been changed: #${row.confirmation_number}`);
  });

  it('keeps the hold when the total stays the same', async () => {
    const ride = await bookedRide();
    const res = await update({ id: ride.id, trip: ride.trip, ...ride.quote, driverNotes: 'Hi' });
    expect(res.errors).toBeUndefined();
    expect((await rideRow(ride.id)).driver_notes).toBe('Hi');
    const holds = await holdsOf(ride.id);
    expect(holds.map((h) => h.status)).toEqual(['held']);
  });

  it('changes once for a retried request, and a stale or tampered total changes nothing', async () => {
    const ride = await bookedRide();
    const changed = await tripInput(api, {
      ...pickupIn(30),
      route: [stops.grandCentral, stops.jfk],
    });
    const quote = await quoteFor(api, changed, headers);
    expect(quote.expectedAmountInMinorUnits).not.toBe(ride.quote.expectedAmountInMinorUnits);
    const key = randomUUID();
    const first = await update({ id: ride.id, trip: changed, ...quote }, headers, key);
    const again = await update({ id: ride.id, trip: changed, ...quote }, headers, key);
    expect(first.errors).toBeUndefined();
    expect(again.data).toEqual(first.data);
    expect((await holdsOf(ride.id)).map((h) => h.status)).toEqual(['voided', 'held']);

    const tampered = await update({
      id: ride.id,
      trip: await tripInput(api, { ...pickupIn(40) }),
      ...quote,
      expectedAmountInMinorUnits: 1,
    });
    expect(tampered.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      amountInMinorUnits: expect.any(Number),
    });
    expect(new Date((await rideRow(ride.id)).scheduled_pickup_at).toISOString()).toBe(
      changed.scheduledPickupTime,
    );
    expect((await holdsOf(ride.id)).map((h) => h.status)).toEqual(['voided', 'held']);
  });

  it('lets one of two simultaneous changes win and leaves exactly one hold', async () => {
    const ride = await bookedRide();
    const a = await tripInput(api, { ...pickupIn(30), totalPassengers: 2 });
    const b = await tripInput(api, { ...pickupIn(31), totalPassengers: 3 });
    const [qa, qb] = await Promise.all([quoteFor(api, a, headers), quoteFor(api, b, headers)]);
    const results = await Promise.all([
      update({ id: ride.id, trip: a, ...qa }),
      update({ id: ride.id, trip: b, ...qb }),
    ]);
    const won = results.filter((r) => r.data);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const lost of results.filter((r) => r.errors)) {
      expect(lost.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'RIDE_CHANGED',
      });
    }
    const holds = await holdsOf(ride.id);
    const standing = holds.filter((h) => h.gateway_status === 'held');
    expect(standing).toHaveLength(1);
    expect(standing[0]!.status).toBe('held');
    expect(standing[0]!.amount_minor).toBe((await rideRow(ride.id)).total_minor);
  });

  it('changes nothing of another rider’s or company’s ride, nor without a sign-in', async () => {
    const other = await buildRider(api);
    const theirs = await buildReservation(api, { account_user_id: other.id });
    const acmeRider = await buildRider(api, { companyId: 'acme' });
    const acme = await buildReservation(api, { company_id: 'acme', account_user_id: acmeRider.id });
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, headers);
    for (const id of [theirs.id, acme.id, 'not-an-id']) {
      expect((await update({ id, trip, ...quote })).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    const ride = await bookedRide();
    expect((await update({ id: ride.id, trip, ...quote }, {})).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await rideRow(theirs.id)).updated_at).toEqual(theirs.updated_at);
    expect((await rideRow(acme.id)).updated_at).toEqual(acme.updated_at);
  });

  it('follows the modification lead time and refuses finished rides', async () => {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, headers);
    try {
      await setModificationLeadTime(240);
      const outside = await bookedRide(await tripInput(api, pickupIn(246 / 60)));
      const inside = await bookedRide(await tripInput(api, pickupIn(234 / 60)));
      const refused = await update({ id: inside.id, trip, ...quote });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'CHANGE_NOT_ALLOWED_ONLINE',
      });
      expect(refused.errors?.[0]?.message).toMatch(CHANGE_TEXT);
      expect(refused.errors?.[0]?.message).toContain(
        String(refused.errors?.[0]?.extensions?.phone),
      );
      expect((await holdsOf(inside.id)).map((h) => h.status)).toEqual(['held']);
      const allowed = await update({ id: outside.id, trip, ...quote });
      expect(allowed.errors).toBeUndefined();

      await setModificationLeadTime(null);
      const far = await bookedRide();
      const none = await update({ id: far.id, trip, ...quote });
      expect(none.errors?.[0]?.message).toMatch(CHANGE_TEXT);

      await setModificationLeadTime(120);
      for (const status of ['CANCELLED', 'COMPLETED']) {
        const finished = await buildReservation(api, { account_user_id: rider.id, status });
        const res = await update({ id: finished.id, trip, ...quote });
        expect(res.errors?.[0]?.extensions?.reason).toBe('CHANGE_NOT_ALLOWED_ONLINE');
        expect((await rideRow(finished.id)).status).toBe(status);
      }
    } finally {
      await setModificationLeadTime(120);
    }
  });
});
