import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { openEventStream, type EventStream } from '../../../../test/sse.ts';
import type { GraphQLContext } from '../../../graphql/context.ts';
import { DISPATCH_EVENTS, type DispatchEvent } from './live.test-helpers.ts';
import { liveResolvers } from './live.resolvers.ts';
import { announceRideChanged } from './announce.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../auth/access-token.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { buildStaff, signInAsStaff, signInOperatorCast } from '../../staff/staff.test-helpers.ts';
import {
  assignRide,
  buildDriver,
  buildFleetVehicle,
  moveRide,
  putDriverPosition,
} from '../../tracking/tracking.test-helpers.ts';

const ASSIGN = /* GraphQL */ `
  mutation assignRide($input: AssignRideInput!) {
    assignRide(input: $input) {
      reservationId
    }
  }
`;
const LIVE_DRIVERS = /* GraphQL */ `
  query liveDrivers {
    liveDrivers {
      driver {
        id
        firstName
      }
      reservationId
      confirmationNumber
      status
      latitude
      ageSeconds
      isStale
    }
  }
`;
const REPORT_POSITION = /* GraphQL */ `
  mutation reportDriverPosition($input: DriverPositionInput!) {
    reportDriverPosition(input: $input) {
      recordedAt
    }
  }
`;

type Headers = Record<string, string>;

describe.each(databaseKinds())('live dispatch events on %s', (kind) => {
  const api = useTestApi(kind);
  let dispatcher: Headers;
  let admin: Headers;
  let acme: Headers;
  let driverHeaders: Headers;
  let riderHeaders: Headers;

  beforeAll(async () => {
    ({
      admin,
      dispatcher,
      driver: driverHeaders,
      acme,
      rider: riderHeaders,
    } = await signInOperatorCast(api));
  });

  const subscribe = (headers: Headers, after?: string) =>
    openEventStream<DispatchEvent>(
      api.baseUrl,
      DISPATCH_EVENTS,
      after === undefined ? {} : { after },
      headers,
    );

  /** A ride of the company, assigned through the API (so it is announced) by `headers`. */
  async function assignThroughApi(companyId: string, headers: Headers) {
    const ride = await buildReservation(api, { company_id: companyId, inMinutes: 3 * 24 * 60 });
    const driver = await buildDriver(api, companyId);
    const vehicle = await buildFleetVehicle(api, companyId);
    const res = await api.gql(
      ASSIGN,
      { input: { reservationId: ride.id, driverId: driver.id, fleetVehicleId: vehicle.id } },
      headers,
    );
    expect(res.errors).toBeUndefined();
    return { ride, driver };
  }

  async function firstRideEvent(stream: EventStream<DispatchEvent>) {
    const result = await stream.next();
    expect(result.errors).toBeUndefined();
    return result.data!.dispatchEvents;
  }

  describe('dispatchEvents', () => {
    it('refuses nobody, riders and drivers; a bad cursor is BAD_USER_INPUT', async () => {
      const cases: [Headers, string][] = [
        [{}, 'UNAUTHENTICATED'],
        [riderHeaders, 'UNAUTHENTICATED'],
        [driverHeaders, 'FORBIDDEN'],
      ];
      for (const [headers, code] of cases) {
        const stream = await subscribe(headers);
        const result = await stream.next();
        expect(result.errors?.[0]?.extensions?.code).toBe(code);
        await stream.ended;
      }
      const bad = await subscribe(dispatcher, 'x; drop table');
      const result = await bad.next();
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'after',
      });
      await bad.ended;
    });

    it('streams a ride assigned through the API as server-sent events to the company’s admins and dispatchers', async () => {
      const dispatcherStream = await subscribe(dispatcher);
      const adminStream = await subscribe(admin);
      expect(dispatcherStream.status).toBe(200);
      expect(dispatcherStream.contentType).toMatch(/^text\/event-stream/);
      try {
        const { ride, driver } = await assignThroughApi('demo', dispatcher);
        for (const stream of [dispatcherStream, adminStream]) {
          const event = await firstRideEvent(stream);
          expect(event).toMatchObject({
            kind: 'RIDE_CHANGED',
            ride: {
              id: ride.id,
              status: 'BOOKED',
              driver: { id: driver.id },
              paymentState: 'NONE',
            },
            driver: null,
          });
          expect(event.cursor).toMatch(/^\d+$/);
        }
      } finally {
        dispatcherStream.close();
        adminStream.close();
      }
    });

    it('never sends one company’s events to another’s subscribers', async () => {
      const demoStream = await subscribe(dispatcher);
      const acmeStream = await subscribe(acme);
      try {
        // Acme's change goes out first: were it sent to demo's board, it would come first there.
        const acmeRide = await assignThroughApi('acme', acme);
        const demoRide = await assignThroughApi('demo', dispatcher);
        expect((await firstRideEvent(demoStream)).ride.id).toBe(demoRide.ride.id);
        expect((await firstRideEvent(acmeStream)).ride.id).toBe(acmeRide.ride.id);
        // And the other way round.
        const demoAgain = await assignThroughApi('demo', dispatcher);
        const acmeAgain = await assignThroughApi('acme', acme);
        expect((await firstRideEvent(acmeStream)).ride.id).toBe(acmeAgain.ride.id);
        expect((await firstRideEvent(demoStream)).ride.id).toBe(demoAgain.ride.id);
      } finally {
        demoStream.close();
        acmeStream.close();
      }
    });

    /** Events up to and including the one of ride `lastId`. */
    async function eventsUntil(stream: EventStream<DispatchEvent>, lastId: string) {
      const events = [];
      for (;;) {
        const event = await firstRideEvent(stream);
        events.push(event);
        if (event.ride.id === lastId) return events;
      }
    }

    it('catches a reconnecting board up on every ride changed since its cursor, once each, then goes on live', async () => {
      const old = await assignThroughApi('demo', dispatcher);
      const first = await subscribe(dispatcher);
      await assignThroughApi('demo', dispatcher);
      const cursor = (await firstRideEvent(first)).cursor;
      first.close();

      // While away: one ride assigned then moved on, another assigned; one of acme's changes.
      const changed = await assignThroughApi('demo', dispatcher);
      await moveRide(api, changed.ride, 'DRIVER_IS_ON_THE_WAY');
      const other = await assignThroughApi('demo', dispatcher);
      const acmeRide = await assignThroughApi('acme', acme);
      // A ride changed long before the cursor is not sent again. Made old only now, once every
      // event its assignment wrote is in, however late a busy machine wrote the last of them.
      await api.db
        .updateTable('dispatch_event')
        .set({ created_at: new Date(Date.now() - 3600_000) } as never)
        .where('reservation_id', '=', old.ride.id)
        .execute();

      const again = await subscribe(dispatcher, cursor);
      try {
        const caughtUp = await eventsUntil(again, other.ride.id);
        const ids = caughtUp.map((e) => e.ride.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(expect.arrayContaining([changed.ride.id, other.ride.id]));
        expect(ids.indexOf(changed.ride.id)).toBeLessThan(ids.indexOf(other.ride.id));
        expect(ids).not.toContain(old.ride.id);
        expect(ids).not.toContain(acmeRide.ride.id);
        const changedEvent = caughtUp.find((e) => e.ride.id === changed.ride.id)!;
        expect(changedEvent.ride.status).toBe('DRIVER_IS_ON_THE_WAY');
        expect(BigInt(changedEvent.cursor)).toBeGreaterThan(BigInt(cursor));
        // Then live: the next event is a new change.
        const live = await assignThroughApi('demo', dispatcher);
        expect((await firstRideEvent(again)).ride.id).toBe(live.ride.id);
      } finally {
        again.close();
      }
    });

    it('replays changes committed out of order: events written just before the cursor come again', async () => {
      const early = await buildReservation(api, { inMinutes: 5 * 24 * 60 });
      const late = await buildReservation(api, { inMinutes: 5 * 24 * 60 });
      const lateEvent = await api.db
        .selectFrom('dispatch_event')
        .select(['id'])
        .where('reservation_id', '=', late.id)
        .executeTakeFirstOrThrow();
      const stream = await subscribe(dispatcher, String(lateEvent.id));
      try {
        const ids = (await eventsUntil(stream, late.id)).map((e) => e.ride.id);
        expect(ids).toContain(early.id);
      } finally {
        stream.close();
      }
    });

    it('ends the stream when the access token it was opened with expires', async () => {
      // The dispatcher's own session, with a token issued so that it expires in a second.
      const token = dispatcher.authorization!.split(' ')[1]!;
      const claims = decodeJwt(token) as { sub: string; coid: string; sid: string };
      const expiring = await signAccessToken(
        api.services.config.jwtSecret,
        { ...claims, typ: 'COMPANY_USER' },
        new Date(Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_000),
      );
      const stream = await subscribe({ authorization: `Bearer ${expiring}` });
      expect(stream.status).toBe(200);
      await stream.ended;
      expect(stream.completed).toBe(true);
    });

    it('gives a board page the cursor to subscribe from, then sends the dispatcher’s status change', async () => {
      const ride = await buildReservation(api, { inMinutes: 8 * 24 * 60 });
      const page = await api.gql<{ dispatchBoard: { eventCursor: string } }>(
        '{ dispatchBoard { eventCursor } }',
        {},
        dispatcher,
      );
      expect(page.errors).toBeUndefined();
      const cursor = page.data!.dispatchBoard.eventCursor;
      expect(BigInt(cursor)).toBeGreaterThan(0n);
      const stream = await subscribe(dispatcher, cursor);
      try {
        const changed = await api.gql(
          `mutation ($id: ID!) { setRideStatus(reservationId: $id, status: "CANCELLED") { ride { status } } }`,
          { id: ride.id },
          dispatcher,
        );
        expect(changed.errors).toBeUndefined();
        // Rides written just before the cursor may come first (the replay window).
        for (;;) {
          const event = await firstRideEvent(stream);
          if (event.ride.id === ride.id && event.ride.status === 'CANCELLED') {
            expect(BigInt(event.cursor)).toBeGreaterThan(BigInt(cursor));
            break;
          }
        }
      } finally {
        stream.close();
      }
    });

    it('sends a driver’s reported position to the company’s map as DRIVER_MOVED', async () => {
      const driver = await buildStaff(api, { role: 'driver' });
      const driverBearer = await signInAsStaff(api, driver.email, driver.password, 'demo');
      const ride = await buildReservation(api, { inMinutes: 30 });
      await assignRide(api, ride, driver.id);
      await moveRide(api, ride, 'DRIVER_IS_ON_THE_WAY');
      const stream = await subscribe(dispatcher);
      try {
        const res = await api.gql(
          REPORT_POSITION,
          {
            input: {
              reservationId: ride.id,
              latitude: 40.7,
              longitude: -73.9,
              recordedAt: new Date().toISOString(),
            },
          },
          driverBearer,
        );
        expect(res.errors).toBeUndefined();
        const event = (await stream.next()).data!.dispatchEvents;
        expect(event).toMatchObject({
          kind: 'DRIVER_MOVED',
          ride: null,
          driver: {
            driver: { id: driver.id },
            reservationId: ride.id,
            latitude: 40.7,
            isStale: false,
          },
        });
        expect(event.cursor).toMatch(/^\d+$/);
      } finally {
        stream.close();
      }
    });
  });

  describe('the dispatch_event table', () => {
    const eventsOf = async (reservationId: string) =>
      (
        await api.db
          .selectFrom('dispatch_event')
          .select('id')
          .where('reservation_id', '=', reservationId)
          .execute()
      ).length;

    it('records every change the board shows, whatever writes it, and nothing else', async () => {
      const ride = await buildReservation(api, { inMinutes: 6 * 24 * 60 });
      expect(await eventsOf(ride.id)).toBe(1);
      // Written straight to the database, as no announcing write path would.
      await api.db
        .updateTable('reservation')
        .set({ status: 'CANCELLED' })
        .where('id', '=', ride.id)
        .execute();
      expect(await eventsOf(ride.id)).toBe(2);
      // The same status again, or a column the board does not show, records nothing.
      await api.db
        .updateTable('reservation')
        .set({ status: 'CANCELLED', driver_notes: 'Gate code 1234', updated_at: new Date() })
        .where('id', '=', ride.id)
        .execute();
      expect(await eventsOf(ride.id)).toBe(2);
      // A movement of its money does.
      await api.db
        .insertInto('payment_ledger')
        .values({
          company_id: 'demo',
          reservation_id: ride.id,
          kind: 'authorised',
          amount_minor: 1000,
          currency: 'USD',
          reference: 'test-hold',
          idempotency_key: `test:${ride.id}`,
        })
        .execute();
      expect(await eventsOf(ride.id)).toBe(3);
    });
  });

  describe('announceRideChanged', () => {
    it('sends every ride announced at the same moment with its own row, read again for each change', async () => {
      const events = api.services.live!.subscribe('demo');
      type Heard = { kind: string; cursor: string; ride: { id: string; status: string } };
      // The subscription starts listening with its first pull.
      let pulled = events.next();
      const next = async () => {
        const { value } = await pulled;
        pulled = events.next();
        return value as Heard;
      };
      try {
        const [a, b] = [
          await buildReservation(api, { inMinutes: 7 * 24 * 60 }),
          await buildReservation(api, { inMinutes: 7 * 24 * 60 + 90 }),
        ];
        // In one turn: read together; an id of another company's ride is announced to nobody.
        await Promise.all([
          announceRideChanged(api.services, 'demo', a.id),
          announceRideChanged(api.services, 'acme', b.id),
          announceRideChanged(api.services, 'demo', b.id),
        ]);
        const heard = [await next(), await next()];
        expect(heard.map((e) => e.ride.id).sort()).toEqual([a.id, b.id].sort());
        expect(heard.every((e) => e.kind === 'RIDE_CHANGED' && e.ride.status === 'BOOKED')).toBe(
          true,
        );
        // Changed and announced again: the new row and a later cursor, never an earlier read.
        await api.db
          .updateTable('reservation')
          .set({ status: 'CANCELLED' })
          .where('id', '=', a.id)
          .execute();
        await announceRideChanged(api.services, 'demo', a.id);
        const again = await next();
        expect(again.ride).toMatchObject({ id: a.id, status: 'CANCELLED' });
        const before = heard.find((e) => e.ride.id === a.id)!.cursor;
        expect(BigInt(again.cursor) > BigInt(before)).toBe(true);
      } finally {
        await events.return?.();
      }
    });
  });

  describe('BoardPage.eventCursor', () => {
    /** The field as the board's page answers it, for a staff user of `companyId`. */
    const eventCursorOf = (companyId: string) =>
      liveResolvers.BoardPage.eventCursor({}, {}, {
        ...api.services,
        staff: { userId: randomUUID(), companyId, role: 'dispatcher', sessionId: randomUUID() },
      } as unknown as GraphQLContext);

    it('is the company’s latest event id, "0" when it has none, whatever other companies do', async () => {
      expect(await eventCursorOf('closed')).toBe('0');
      const ride = await buildReservation(api, { inMinutes: 7 * 24 * 60 });
      const latest = await api.db
        .selectFrom('dispatch_event')
        .select('id')
        .where('reservation_id', '=', ride.id)
        .executeTakeFirstOrThrow();
      expect(await eventCursorOf('demo')).toBe(String(latest.id));
      await buildReservation(api, { company_id: 'acme', inMinutes: 7 * 24 * 60 });
      expect(await eventCursorOf('demo')).toBe(String(latest.id));
    });
  });

  describe('liveDrivers', () => {
    it('refuses nobody and drivers', async () => {
      expect((await api.gql(LIVE_DRIVERS, {}, {})).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await api.gql(LIVE_DRIVERS, {}, driverHeaders)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });

    it('answers the latest position of each driver whose ride is being driven, latest first, stale ones marked', async () => {
      const fresh = await buildDriver(api);
      const stale = await buildDriver(api);
      const finished = await buildDriver(api);
      const acmeDriver = await buildDriver(api, 'acme');
      const place = async (
        driverId: string,
        status: string,
        minutesAgo: number,
        companyId = 'demo',
      ) => {
        const ride = await buildReservation(api, { company_id: companyId, inMinutes: 10 });
        await assignRide(api, ride, driverId);
        await moveRide(api, ride, status);
        await putDriverPosition(api, ride, {
          staffUserId: driverId,
          latitude: 40.6,
          longitude: -73.8,
          recordedAt: new Date(Date.now() - minutesAgo * 60_000),
        });
        return ride;
      };
      const freshRide = await place(fresh.id, 'DRIVING_PASSENGER', 0);
      const staleRide = await place(stale.id, 'DRIVER_IS_ON_THE_WAY', 5);
      await place(finished.id, 'COMPLETED', 0);
      await place(acmeDriver.id, 'DRIVING_PASSENGER', 0, 'acme');

      const res = await api.gql<{
        liveDrivers: {
          driver: { id: string; firstName: string };
          reservationId: string;
          status: string;
          ageSeconds: number;
          isStale: boolean;
        }[];
      }>(LIVE_DRIVERS, {}, dispatcher);
      expect(res.errors).toBeUndefined();
      const ours = res.data!.liveDrivers.filter((d) => [fresh.id, stale.id].includes(d.driver.id));
      expect(ours).toMatchObject([
        { driver: { id: fresh.id }, reservationId: freshRide.id, isStale: false },
        { driver: { id: stale.id }, reservationId: staleRide.id, isStale: true },
      ]);
      expect(ours[1]!.ageSeconds).toBeGreaterThanOrEqual(300);
      const ids = res.data!.liveDrivers.map((d) => d.driver.id);
      expect(ids).not.toContain(finished.id);
      expect(ids).not.toContain(acmeDriver.id);

      const acmeAnswer = await api.gql<{ liveDrivers: { driver: { id: string } }[] }>(
        LIVE_DRIVERS,
        {},
        acme,
      );
      expect(acmeAnswer.data!.liveDrivers.map((d) => d.driver.id)).toEqual([acmeDriver.id]);
    });
  });
});
