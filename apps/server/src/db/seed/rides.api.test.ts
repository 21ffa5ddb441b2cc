import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, DEMO_RIDER, signInAs } from '../../modules/auth/auth.test-helpers.ts';
import { SAVED_CARDS } from '../../modules/payments/payments.test-helpers.ts';
import { book, quoteFor, tripInput } from '../../modules/reservations/reservations.test-helpers.ts';

describe.each(databaseKinds())('the demo rider’s card and rides on %s', (kind) => {
  const api = useTestApi(kind);
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = bearer((await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken);
  });

  const ridesOfDemoRider = () =>
    api.db
      .selectFrom('reservation as r')
      .innerJoin('account_user as a', (join) =>
        join.onRef('a.company_id', '=', 'r.company_id').onRef('a.id', '=', 'r.account_user_id'),
      )
      .innerJoin('payment_hold as h', (join) =>
        join.onRef('h.company_id', '=', 'r.company_id').onRef('h.reservation_id', '=', 'r.id'),
      )
      .select([
        'r.status',
        'r.scheduled_pickup_at',
        'r.total_minor',
        'r.rate_lines',
        'r.confirmation_number',
        'r.route',
        'r.flight_details',
        'h.status as hold',
        'h.amount_minor as held',
      ])
      .where('a.email', '=', DEMO_RIDER.email)
      .where('r.company_id', '=', 'demo')
      .orderBy('r.scheduled_pickup_at')
      .execute();

  it('has upcoming rides, one inside the cancellation lead time, and completed ones', async () => {
    const rides = await ridesOfDemoRider();
    const now = Date.now();
    const upcoming = rides.filter((ride) => new Date(ride.scheduled_pickup_at).getTime() > now);
    const past = rides.filter((ride) => new Date(ride.scheduled_pickup_at).getTime() < now);
    expect(upcoming.map((ride) => [ride.status, ride.hold])).toEqual(
      Array.from({ length: 4 }, () => ['BOOKED', 'held']),
    );
    expect(past.map((ride) => [ride.status, ride.hold])).toEqual(
      Array.from({ length: 3 }, () => ['COMPLETED', 'captured']),
    );
    // demo's cancellation lead time is 240 minutes.
    const cancellable = upcoming.filter(
      (ride) => new Date(ride.scheduled_pickup_at).getTime() - 240 * 60_000 > now,
    );
    expect(cancellable.length).toBe(3);
    for (const ride of rides) {
      expect(ride.total_minor).toBeGreaterThan(0);
      expect(ride.held).toBe(ride.total_minor);
      expect(ride.rate_lines.reduce((sum, line) => sum + line.valueInMinorUnits, 0)).toBe(
        ride.total_minor,
      );
    }
    // Numbered in pickup order, as if booked one after another.
    const numbers = rides.map((ride) => Number(ride.confirmation_number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('shows an airport pickup with its terminal, gate and tail number, and a seaport’s cruise', async () => {
    const rides = await ridesOfDemoRider();
    const flights = rides.flatMap((ride) => (ride.flight_details ? [ride] : []));
    expect(flights).toHaveLength(1);
    expect(flights[0]?.route[0]?.type).toBe('AIRPORT');
    expect(flights[0]?.flight_details).toMatchObject({
      terminal: 'B',
      gate: 'B22',
      tailNumber: 'N123AB',
    });
    const seaports = rides.flatMap((ride) => ride.route.filter((stop) => stop.seaport));
    expect(seaports.map((stop) => stop.seaport)).toEqual([
      {
        portOfCall: 'New York (Pier 88)',
        shipName: 'Norwegian Joy',
        cruiseLine: 'Norwegian Cruise Line',
      },
    ]);
  });

  it('has a saved sandbox Visa that books a new trip', async () => {
    const cards = await api.gql<{
      getSavedPaymentOptions: { totalCount: number; nodes: { id: string; lastDigits: string }[] };
    }>(SAVED_CARDS, { input: { first: 20, after: 0 } }, headers);
    expect(cards.data?.getSavedPaymentOptions).toMatchObject({
      totalCount: 1,
      nodes: [{ cardBrand: 'VISA', lastDigits: '1111', nameOnCard: 'Dana Rider' }],
    });
    const trip = await tripInput(api);
    const res = await book(
      api,
      {
        trip,
        ...(await quoteFor(api, trip, headers)),
        payment: { savedPaymentId: cards.data!.getSavedPaymentOptions.nodes[0]!.id },
      },
      headers,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createReservation.payment.lastDigits).toBe('1111');
  });
});
