import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { openEventStream, type EventStream } from '../../../../test/sse.ts';
import { clearRateLimits, REFRESH } from '../../auth/auth.test-helpers.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { buildStaff, DEMO_ADMIN, signInAsStaff } from '../../staff/staff.test-helpers.ts';
import { assignRide, moveRide } from '../../tracking/tracking.test-helpers.ts';
import { CHANGE_ROLE, DEACTIVATE } from '../staff/operator-staff.test-helpers.ts';
import { announceRideChanged } from './announce.ts';
import { MAX_STREAMS_PER_USER } from './live-streams.ts';
import {
  DISPATCH_EVENTS,
  LOGOUT,
  sessionOf,
  signedInDispatcher,
  type DispatchEvent,
} from './live.test-helpers.ts';

type Headers = Record<string, string>;

const REPORT_POSITION = /* GraphQL */ `
  mutation reportDriverPosition($input: DriverPositionInput!) {
    reportDriverPosition(input: $input) {
      recordedAt
    }
  }
`;

describe.each(databaseKinds())('open dispatch streams on %s', (kind) => {
  const api = useTestApi(kind);
  let admin: Headers;
  beforeAll(async () => {
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  beforeEach(() => clearRateLimits(api));

  const subscribe = async (headers: Headers) => {
    const stream = await openEventStream<DispatchEvent>(api.baseUrl, DISPATCH_EVENTS, {}, headers);
    expect(stream.status).toBe(200);
    return stream;
  };

  /** Every one of `streams` still hears the company: a ride announced now reaches each. */
  async function expectHearing(streams: EventStream<DispatchEvent>[]) {
    const ride = await buildReservation(api, { inMinutes: 6 * 24 * 60 });
    await announceRideChanged(api.services, 'demo', ride.id);
    for (const stream of streams) {
      const result = await stream.next();
      expect(result.data?.dispatchEvents).toMatchObject({
        kind: 'RIDE_CHANGED',
        ride: { id: ride.id },
      });
    }
  }

  /** Every one of `streams` ended, as GraphQL over SSE ends a stream (`complete`). */
  async function expectEnded(streams: EventStream<DispatchEvent>[]) {
    await Promise.all(streams.map((stream) => stream.ended));
    expect(streams.map((stream) => stream.completed)).toEqual(streams.map(() => true));
  }

  const closeAll = (streams: EventStream<DispatchEvent>[]) => {
    for (const stream of streams) stream.close();
  };

  describe('logout', () => {
    it('ends the streams opened in the session signed out of, and only those', async () => {
      const member = await signedInDispatcher(api);
      const otherSession = await sessionOf(api, member);
      const signedOut = await subscribe(member.headers);
      const staying = await subscribe(otherSession.headers);
      try {
        const res = await api.gql<{ logout: boolean }>(LOGOUT, {
          refreshToken: member.refreshToken,
        });
        expect(res.data?.logout).toBe(true);
        await expectEnded([signedOut]);
        await expectHearing([staying]);
      } finally {
        closeAll([signedOut, staying]);
      }
    });
  });

  describe('refreshAuthToken', () => {
    it('ends the streams of a session it ends because a used refresh token came again', async () => {
      const member = await signedInDispatcher(api);
      const stream = await subscribe(member.headers);
      try {
        type Refreshed = { refreshAuthToken: { refreshToken: string } };
        const rotated = await api.gql<Refreshed>(REFRESH, { refreshToken: member.refreshToken });
        const next = rotated.data!.refreshAuthToken.refreshToken;
        expect((await api.gql(REFRESH, { refreshToken: next })).errors).toBeUndefined();
        // The first token again, its successor spent: taken for theft, the session ends.
        const reused = await api.gql(REFRESH, { refreshToken: member.refreshToken });
        expect(reused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        await expectEnded([stream]);
      } finally {
        stream.close();
      }
    });
  });

  describe('deactivateStaff', () => {
    it('ends every open stream of the member, and no one else’s', async () => {
      const member = await signedInDispatcher(api);
      const otherSession = await sessionOf(api, member);
      const theirs = [await subscribe(member.headers), await subscribe(otherSession.headers)];
      const bystander = await subscribe(admin);
      try {
        const res = await api.gql(DEACTIVATE, { id: member.id }, admin);
        expect(res.errors).toBeUndefined();
        await expectEnded(theirs);
        await expectHearing([bystander]);
      } finally {
        closeAll([...theirs, bystander]);
      }
    });
  });

  describe('changeStaffRole', () => {
    it('ends every open stream of a dispatcher made a driver, who cannot open another', async () => {
      const member = await signedInDispatcher(api);
      const theirs = [await subscribe(member.headers), await subscribe(member.headers)];
      const bystander = await subscribe(admin);
      try {
        const res = await api.gql(CHANGE_ROLE, { id: member.id, role: 'DRIVER' }, admin);
        expect(res.errors).toBeUndefined();
        await expectEnded(theirs);
        await expectHearing([bystander]);
        const again = await openEventStream(api.baseUrl, DISPATCH_EVENTS, {}, member.headers);
        expect((await again.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      } finally {
        closeAll([...theirs, bystander]);
      }
    });
  });

  describe('dispatchEvents', () => {
    it(`ends a user’s oldest stream when they open stream ${MAX_STREAMS_PER_USER + 1}; the other ${MAX_STREAMS_PER_USER} go on`, async () => {
      const member = await signedInDispatcher(api);
      const streams: EventStream<DispatchEvent>[] = [];
      try {
        for (let opened = 0; opened < MAX_STREAMS_PER_USER; opened += 1) {
          streams.push(await subscribe(member.headers));
        }
        // Another user's streams do not count.
        streams.push(await subscribe(admin));
        await expectHearing(streams);
        streams.push(await subscribe(member.headers));
        const [oldest, ...others] = streams;
        await expectEnded([oldest!]);
        await expectHearing(others);
      } finally {
        closeAll(streams);
      }
    });
  });

  describe('reportDriverPosition', () => {
    it('stores a position taken less than a second after the one announced, and does not announce it', async () => {
      const driver = await buildStaff(api, { role: 'driver' });
      const driverHeaders = await signInAsStaff(api, driver.email, driver.password);
      const ride = await buildReservation(api, { inMinutes: 30 });
      await assignRide(api, ride, driver.id);
      await moveRide(api, ride, 'DRIVER_IS_ON_THE_WAY');
      const stream = await subscribe(admin);
      const taken = Date.now() - 10_000;
      const report = async (latitude: number, afterMs: number) => {
        const recordedAt = new Date(taken + afterMs).toISOString();
        const input = { reservationId: ride.id, latitude, longitude: -73.9, recordedAt };
        const res = await api.gql(REPORT_POSITION, { input }, driverHeaders);
        expect(res.errors).toBeUndefined();
      };
      const stored = () =>
        api.db
          .selectFrom('driver_position')
          .select(['latitude'])
          .where('company_id', '=', 'demo')
          .where('reservation_id', '=', ride.id)
          .executeTakeFirstOrThrow();
      const moved = async () => {
        const result = await stream.next();
        expect(result.data?.dispatchEvents.kind).toBe('DRIVER_MOVED');
        return result.data!.dispatchEvents.driver!.latitude;
      };
      try {
        await report(40.1, 0);
        expect(await moved()).toBe(40.1);
        await report(40.2, 300);
        expect(await stored()).toEqual({ latitude: 40.2 });
        await report(40.3, 999);
        expect(await stored()).toEqual({ latitude: 40.3 });
        // A second after the one announced: announced. The two before it never were.
        await report(40.4, 1_000);
        expect(await moved()).toBe(40.4);
      } finally {
        stream.close();
      }
    });
  });
});
