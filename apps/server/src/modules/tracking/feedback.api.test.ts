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
import { buildReservation } from '../rides/rides.test-helpers.ts';
import {
  CURRENT_TRIPS,
  moveRide,
  sandboxRideCard,
  SUBMIT_FEEDBACK,
  type CurrentTripsResult,
  whileRideLocked,
} from './tracking.test-helpers.ts';

interface FeedbackResult {
  submitTripFeedback: {
    reservationId: string;
    tipPercent: number | null;
    tipInMinorUnits: number;
    tip: number;
    rating: number;
    totalWithTip: number;
  };
}

describe.each(databaseKinds())('trip feedback on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: BuiltRider;
  let headers: Record<string, string>;
  beforeAll(async () => {
    rider = await buildRider(api);
    headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
  });
  beforeEach(() => clearRateLimits(api));

  const submit = (input: Record<string, unknown>, h: Record<string, string> = headers) =>
    api.gql<FeedbackResult>(SUBMIT_FEEDBACK, { input }, h);

  /** A completed ride of the rider (total 123.45), on a card the sandbox gateway holds. */
  async function completedRide(behaviour: 'approve' | 'decline' = 'approve', status = 'COMPLETED') {
    const card = await sandboxRideCard(api, behaviour);
    const ride = await buildReservation(api, {
      account_user_id: rider.id,
      inMinutes: -60,
      ...card,
    });
    if (status !== 'BOOKED') await moveRide(api, ride, status, 5);
    return { ...ride, card_token: card.card_token };
  }

  const storedFeedback = (id: string) =>
    api.db
      .selectFrom('reservation')
      .select(['tip_minor', 'rating', 'feedback_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const recordedHolds = (id: string) =>
    api.db
      .selectFrom('payment_hold')
      .select(['amount_minor', 'status', 'reference', 'gateway'])
      .where('reservation_id', '=', id)
      .execute();
  const gatewayHolds = (token: string) =>
    api.db
      .selectFrom('sandbox_hold')
      .select(['id', 'amount_minor', 'status'])
      .where('token', '=', token)
      .orderBy('amount_minor')
      .execute();

  it('needs a sign-in, in the rider’s own company', async () => {
    const ride = await completedRide();
    const input = { reservationId: ride.id, tipPercent: 15, rating: 5 };
    expect((await submit(input, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await submit({ ...input, coid: 'acme' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await storedFeedback(ride.id)).feedback_at).toBeNull();
  });

  it('refuses a tip other than 10, 15 or 20 percent and a rating outside 1 to 5, storing nothing', async () => {
    const ride = await completedRide();
    const cases = [
      [{ tipPercent: 12, rating: 5 }, 'tipPercent'],
      [{ tipPercent: 0, rating: 5 }, 'tipPercent'],
      [{ tipPercent: 100, rating: 4 }, 'tipPercent'],
      [{ tipPercent: 10, rating: 0 }, 'rating'],
      [{ tipPercent: 10, rating: 6 }, 'rating'],
      [{ tipPercent: null, rating: -1 }, 'rating'],
    ] as const;
    for (const [values, field] of cases) {
      const res = await submit({ reservationId: ride.id, ...values });
      expect(res.errors?.[0]?.extensions, JSON.stringify(values)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    expect(await storedFeedback(ride.id)).toEqual({
      tip_minor: null,
      rating: null,
      feedback_at: null,
    });
    expect(await recordedHolds(ride.id)).toEqual([]);
    expect(await gatewayHolds(ride.card_token)).toEqual([]);
  });

  it('refuses a custom tip that is not above 0, in another currency, over the total or beside a percent', async () => {
    const ride = await completedRide();
    const tip = (amountInMinorUnits: number, currencyCode = 'USD') => ({
      amountInMinorUnits,
      currencyCode,
    });
    const cases = [
      [{ customTip: tip(0) }, 'TIP_AMOUNT_INVALID'],
      [{ customTip: tip(-500) }, 'TIP_AMOUNT_INVALID'],
      [{ customTip: tip(500, 'GBP') }, 'TIP_CURRENCY_MISMATCH'],
      [{ customTip: tip(12_346) }, 'TIP_TOO_LARGE'],
      [{ customTip: tip(500), tipPercent: 10 }, 'TIP_CHOICE_CONFLICT'],
    ] as const;
    for (const [values, reason] of cases) {
      const res = await submit({ reservationId: ride.id, rating: 5, ...values });
      expect(res.errors?.[0]?.extensions, JSON.stringify(values)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'customTip',
        reason,
      });
    }
    const tooLarge = await submit({ reservationId: ride.id, rating: 5, customTip: tip(99_999) });
    expect(tooLarge.errors?.[0]?.message).toBe('A tip can be at most the trip total, $123.45.');
    // Not whole minor units: GraphQL's Int refuses it before the service.
    const fraction = await submit({ reservationId: ride.id, rating: 5, customTip: tip(1.5) });
    expect(fraction.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 1\.5/);
    expect(await storedFeedback(ride.id)).toEqual({
      tip_minor: null,
      rating: null,
      feedback_at: null,
    });
    expect(await recordedHolds(ride.id)).toEqual([]);
    expect(await gatewayHolds(ride.card_token)).toEqual([]);
  });

  it('holds a custom tip once, however often and however concurrently it is sent', async () => {
    const ride = await completedRide();
    const input = {
      reservationId: ride.id,
      rating: 5,
      customTip: { amountInMinorUnits: 750, currencyCode: 'USD' },
    };
    const answers = await whileRideLocked(api, kind, ride, 2, () =>
      Promise.all([submit(input), submit(input)]),
    );
    const retry = await submit(input);
    for (const res of [...answers, retry]) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.submitTripFeedback).toMatchObject({
        tipInMinorUnits: 750,
        tip: 7.5,
        rating: 5,
        totalWithTip: 130.95,
      });
    }
    expect(await storedFeedback(ride.id)).toMatchObject({ tip_minor: 750, rating: 5 });
    expect(await gatewayHolds(ride.card_token)).toEqual([
      expect.objectContaining({ amount_minor: 750, status: 'held' }),
    ]);
    expect(await recordedHolds(ride.id)).toEqual([
      expect.objectContaining({ amount_minor: 750, status: 'held' }),
    ]);
    // The trip total exactly is the largest tip taken; the currency's case does not matter.
    const whole = await completedRide();
    const all = await submit({
      reservationId: whole.id,
      rating: 4,
      customTip: { amountInMinorUnits: 12_345, currencyCode: 'usd' },
    });
    expect(all.data?.submitTripFeedback.tipInMinorUnits).toBe(12_345);
  });

  it('answers NOT_FOUND for another rider’s or company’s ride', async () => {
    const other = await buildRider(api);
    const theirs = await buildReservation(api, { account_user_id: other.id, status: 'COMPLETED' });
    const acmeRider = await buildRider(api, { companyId: 'acme' });
    const acme = await buildReservation(api, {
      company_id: 'acme',
      account_user_id: acmeRider.id,
      status: 'COMPLETED',
    });
    for (const id of [theirs.id, acme.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await submit({ reservationId: id, tipPercent: 10, rating: 5 });
      expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
    expect((await storedFeedback(theirs.id)).feedback_at).toBeNull();
    expect((await storedFeedback(acme.id)).feedback_at).toBeNull();
  });

  it('refuses a ride that is not completed with CONFLICT, storing nothing', async () => {
    for (const status of ['BOOKED', 'DRIVING_PASSENGER', 'CANCELLED']) {
      const ride = await completedRide('approve', status);
      const res = await submit({ reservationId: ride.id, tipPercent: 20, rating: 5 });
      expect(res.errors?.[0]?.extensions, status).toMatchObject({
        code: 'CONFLICT',
        reason: 'RIDE_NOT_COMPLETED',
      });
      expect(res.errors?.[0]?.message).toBe(
        'This ride is not completed yet: a tip and rating can be left once it is.',
      );
      expect((await storedFeedback(ride.id)).feedback_at).toBeNull();
      expect(await gatewayHolds(ride.card_token)).toEqual([]);
    }
  });

  it('stores the tip and rating once and holds the tip on the ride’s card', async () => {
    const ride = await completedRide();
    const res = await submit({ reservationId: ride.id, tipPercent: 15, rating: 5 });
    expect(res.errors).toBeUndefined();
    // 15% of 123.45 is 18.5175: 18.52.
    const answer = {
      reservationId: ride.id,
      tipPercent: 15,
      tipInMinorUnits: 1852,
      tip: 18.52,
      rating: 5,
      totalWithTip: 141.97,
    };
    expect(res.data!.submitTripFeedback).toEqual(answer);
    expect(await storedFeedback(ride.id)).toMatchObject({ tip_minor: 1852, rating: 5 });
    const [gatewayHold, ...more] = await gatewayHolds(ride.card_token);
    expect(more).toEqual([]);
    expect(gatewayHold).toMatchObject({ amount_minor: 1852, status: 'held' });
    expect(await recordedHolds(ride.id)).toEqual([
      { amount_minor: 1852, status: 'held', reference: gatewayHold!.id, gateway: 'fs' },
    ]);

    // A retry, and a second submit with other values, answer what is stored and add nothing.
    for (const again of [
      { tipPercent: 15, rating: 5 },
      { tipPercent: 20, rating: 1 },
    ]) {
      const retry = await submit({ reservationId: ride.id, ...again });
      expect(retry.errors).toBeUndefined();
      expect(retry.data!.submitTripFeedback).toEqual(answer);
    }
    expect(await storedFeedback(ride.id)).toMatchObject({ tip_minor: 1852, rating: 5 });
    expect(await gatewayHolds(ride.card_token)).toHaveLength(1);
    expect(await recordedHolds(ride.id)).toHaveLength(1);
  });

  it('holds one tip for two submits at once', async () => {
    const ride = await completedRide();
    const input = { reservationId: ride.id, tipPercent: 20, rating: 4 };
    const answers = await whileRideLocked(api, kind, ride, 2, () =>
      Promise.all([submit(input), submit(input)]),
    );
    for (const res of answers) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.submitTripFeedback).toMatchObject({ tipInMinorUnits: 2469, rating: 4 });
    }
    expect(await gatewayHolds(ride.card_token)).toEqual([
      expect.objectContaining({ amount_minor: 2469, status: 'held' }),
    ]);
    expect(await recordedHolds(ride.id)).toEqual([
      expect.objectContaining({ amount_minor: 2469, status: 'held' }),
    ]);
  });

  it('keeps one of two different tips submitted at once and releases the other’s hold', async () => {
    const ride = await completedRide();
    const answers = await whileRideLocked(api, kind, ride, 2, () =>
      Promise.all([
        submit({ reservationId: ride.id, tipPercent: 10, rating: 5 }),
        submit({ reservationId: ride.id, tipPercent: 20, rating: 3 }),
      ]),
    );
    const stored = await storedFeedback(ride.id);
    expect([1235, 2469]).toContain(stored.tip_minor);
    for (const res of answers) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.submitTripFeedback.tipInMinorUnits).toBe(stored.tip_minor);
    }
    const held = (await gatewayHolds(ride.card_token)).filter((h) => h.status === 'held');
    expect(held).toEqual([expect.objectContaining({ amount_minor: stored.tip_minor })]);
    expect(await recordedHolds(ride.id)).toEqual([
      expect.objectContaining({ amount_minor: stored.tip_minor, reference: held[0]!.id }),
    ]);
  });

  it('stores a rating without a tip with no gateway call', async () => {
    const ride = await completedRide('decline');
    const res = await submit({ reservationId: ride.id, tipPercent: null, rating: 3 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitTripFeedback).toEqual({
      reservationId: ride.id,
      tipPercent: null,
      tipInMinorUnits: 0,
      tip: 0,
      rating: 3,
      totalWithTip: 123.45,
    });
    expect(await storedFeedback(ride.id)).toMatchObject({ tip_minor: 0, rating: 3 });
    expect(await recordedHolds(ride.id)).toEqual([]);
  });

  it('stores nothing when the gateway refuses the tip, and says why', async () => {
    const ride = await completedRide('decline');
    const res = await submit({ reservationId: ride.id, tipPercent: 10, rating: 5 });
    expect(res.errors?.[0]?.extensions?.code).toBe('PAYMENT_GATEWAY_ERROR');
    expect(res.errors?.[0]?.message).toBe('Payment gateway error: - Your card was declined.');
    expect((await storedFeedback(ride.id)).feedback_at).toBeNull();
    expect(await recordedHolds(ride.id)).toEqual([]);
  });

  it('leads to the post-trip screen until the feedback is in', async () => {
    const ride = await completedRide();
    const current = async () => {
      const res = await api.gql<CurrentTripsResult>(CURRENT_TRIPS, {}, headers);
      expect(res.errors).toBeUndefined();
      return res.data!.getCurrentTrips.filter((trip) => trip.id === ride.id);
    };
    expect(await current()).toEqual([
      expect.objectContaining({ phase: 'COMPLETED', awaitsFeedback: true }),
    ]);
    await submit({ reservationId: ride.id, tipPercent: 10, rating: 5 });
    expect(await current()).toEqual([]);
  });

  it('shows the stored feedback on the ride’s details, to its rider only', async () => {
    const ride = await completedRide();
    const details = async (variables: Record<string, unknown>, h = headers) => {
      const res = await api.gql<TripFeedbackOnDetails>(TRIP_FEEDBACK, variables, h);
      expect(res.errors).toBeUndefined();
      return res.data!.getTripDetails;
    };
    expect(await details({ id: ride.id })).toEqual({ id: ride.id, feedback: null });

    await submit({ reservationId: ride.id, tipPercent: 15, rating: 4 });
    expect(await details({ id: ride.id })).toEqual({
      id: ride.id,
      feedback: { tipPercent: 15, tipInMinorUnits: 1852, tip: 18.52, rating: 4 },
    });
    // The ride's shared link shows the ride, not what its rider tipped.
    expect(await details({ id: ride.id, hash: ride.share_hash }, {})).toEqual({
      id: ride.id,
      feedback: null,
    });
  });
});

const TRIP_FEEDBACK = /* GraphQL */ `
  query getTripDetails($id: ID!, $hash: String) {
    getTripDetails(id: $id, hash: $hash) {
      id
      feedback {
        tipPercent
        tipInMinorUnits
        tip
        rating
      }
    }
  }
`;

interface TripFeedbackOnDetails {
  getTripDetails: {
    id: string;
    feedback: {
      tipPercent: number | null;
      tipInMinorUnits: number;
      tip: number;
      rating: number;
    } | null;
  };
}
