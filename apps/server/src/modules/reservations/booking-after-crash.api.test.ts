import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayFor } from '../../adapters/payments/index.ts';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  signInAs,
  type BuiltRider,
} from '../auth/auth.test-helpers.ts';
import { findPaymentGateway } from '../company/company.repository.ts';
import { holdDurably, releaseUnkeptHold } from '../payments/hold-release.ts';
import { resumableHoldKey } from '../payments/resumable-hold.ts';
import { bookingKeyOf } from './booking-key.ts';
import { createReservation } from './reservations.service.ts';
import { book, quoteFor, savedCardId, tripInput } from './reservations.test-helpers.ts';

/**
 * A booking whose process died (decision 69): the retry with its Idempotency-Key answers the ride
 * it booked, or books it once, and the card is held once.
 */
describe.each(databaseKinds())('createReservation after a crash on %s', (kind) => {
  const api = useTestApi(kind);
  let owner: BuiltRider;
  let headers: Record<string, string>;
  let cardId: string;
  beforeAll(async () => {
    owner = await buildRider(api);
    headers = bearer((await signInAs(api, owner.email, owner.password)).accessToken);
    cardId = await savedCardId(api, headers);
  });
  beforeEach(() => clearRateLimits(api));

  /** The rider's rides, and the holds on the card at the gateway (held or not). */
  const kept = async () => ({
    rides: await api.db
      .selectFrom('reservation')
      .select(['id', 'confirmation_number'])
      .where('account_user_id', '=', owner.id)
      .execute(),
    holds: await api.db
      .selectFrom('sandbox_hold as s')
      .innerJoin('saved_card as c', 'c.token', 's.token')
      .select(['s.id', 's.status'])
      .where('c.id', '=', cardId)
      .execute(),
  });
  const heldOf = async (reservationId: string) =>
    api.db
      .selectFrom('payment_hold as h')
      .innerJoin('sandbox_hold as s', 's.id', 'h.reference')
      .select(['h.reference', 'h.status as kept', 's.status as atGateway'])
      .where('h.reservation_id', '=', reservationId)
      .execute();

  async function bookingInput() {
    const trip = await tripInput(api);
    return { trip, ...(await quoteFor(api, trip, headers)), payment: { savedPaymentId: cardId } };
  }

  /** What a run that died after asking the gateway for its hold left: the hold and its release. */
  async function holdOfARunThatDied(requestKey: string, amountMinor: number) {
    const card = await api.db
      .selectFrom('saved_card')
      .select(['token', 'customer_id', 'payment_gateway_id'])
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    const row = await findPaymentGateway(api.db, 'demo', card.payment_gateway_id);
    const bookingKey = bookingKeyOf(requestKey, { accountId: owner.id });
    return holdDurably(
      api.services,
      {
        companyId: 'demo',
        paymentGatewayId: row!.id,
        gateway: gatewayFor(api.services, row!),
        reservationId: randomUUID(),
      },
      {
        card: { token: card.token, customerId: card.customer_id },
        amountMinor,
        currencyCode: 'USD',
        // The first run's key (resumableHoldKey).
        idempotencyKey: `reservation:demo:${bookingKey}:0`,
        description: 'Demo Limousine ride',
      },
      new Date(),
    );
  }

  it('answers the ride a run that died after keeping it booked, once its lease ran out', async () => {
    const input = await bookingInput();
    const key = randomUUID();
    const first = await book(api, input, headers, key);
    expect(first.errors).toBeUndefined();
    const before = await kept();
    // The process died between keeping the booking and storing its answer.
    await api.db
      .updateTable('idempotency_key')
      .set({
        response: null,
        completed_at: null,
        locked_until: sql<Date>`now() - interval '1 second'`,
      })
      .where('key', '=', key)
      .execute();

    const retries = await Promise.all([
      book(api, input, headers, key),
      book(api, input, headers, key),
    ]);
    for (const retry of retries) {
      expect(retry.errors).toBeUndefined();
      expect(retry.data!.createReservation).toEqual(first.data!.createReservation);
    }
    expect(await kept()).toEqual(before);
  });

  it('gets back the hold of a run that died before keeping its ride: the card is held once', async () => {
    const input = await bookingInput();
    const key = randomUUID();
    const before = await kept();
    const dead = await holdOfARunThatDied(key, input.expectedAmountInMinorUnits);

    const retry = await book(api, input, headers, key);
    expect(retry.errors).toBeUndefined();
    const after = await kept();
    expect(after.rides).toHaveLength(before.rides.length + 1);
    expect(after.holds).toHaveLength(before.holds.length + 1);
    expect(await heldOf(retry.data!.createReservation.id)).toEqual([
      { reference: dead.reference, kept: 'held', atGateway: 'held' },
    ]);
  });

  it('asks for a new hold when the dead run’s hold was released meanwhile', async () => {
    const input = await bookingInput();
    const key = randomUUID();
    const dead = await holdOfARunThatDied(key, input.expectedAmountInMinorUnits);
    await releaseUnkeptHold(api.services, dead, new Date());

    const retry = await book(api, input, headers, key);
    expect(retry.errors).toBeUndefined();
    const [hold] = await heldOf(retry.data!.createReservation.id);
    expect(hold).toMatchObject({ kept: 'held', atGateway: 'held' });
    expect(hold!.reference).not.toBe(dead.reference);
  });

  it('asks for no new hold once an earlier run of the request kept its booking', async () => {
    const key = randomUUID();
    const first = await book(api, await bookingInput(), headers, key);
    expect(first.errors).toBeUndefined();
    const hold = {
      companyId: 'demo',
      base: `reservation:demo:${bookingKeyOf(key, { accountId: owner.id })}`,
      reservationId: randomUUID(),
    };
    // The kept booking's hold: this run answers that booking and asks the gateway for nothing.
    expect(await resumableHoldKey(api.db, hold, new Date())).toBeNull();
    // Another request's key: a first run, number 0.
    expect(
      await resumableHoldKey(api.db, { ...hold, base: `${hold.base}-other` }, new Date()),
    ).toBe(`${hold.base}-other:0`);
  });

  it('keeps one ride and one hold when two runs of one request race (a presumed-dead owner lives)', async () => {
    const input = await bookingInput();
    const key = randomUUID();
    const before = await kept();
    const ctx = { ...api.services, cookie: null, clientIp: '127.0.0.1' };
    const viewer = {
      userId: owner.id,
      companyId: 'demo',
      sessionId: randomUUID(),
      contact: { firstName: 'Built', lastName: 'Rider', email: owner.email, phone: '' },
    };
    const now = new Date();
    const answers = await Promise.all([
      createReservation(ctx, viewer, input, now, key),
      createReservation(ctx, viewer, input, now, key),
    ]);
    expect(answers[1]).toEqual(answers[0]);
    const after = await kept();
    expect(after.rides).toHaveLength(before.rides.length + 1);
    expect(after.holds).toHaveLength(before.holds.length + 1);
    expect(await heldOf(answers[0].id)).toMatchObject([{ kept: 'held', atGateway: 'held' }]);
  });
});
