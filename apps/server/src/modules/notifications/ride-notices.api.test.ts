import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { createBackgroundWork } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { claimDueRows } from '../../jobs/queue.repository.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import {
  buildStaff,
  signInAsStaff,
  type BuiltStaff,
  UPDATE_RIDE_STATUS,
} from '../tracking/driver.test-helpers.ts';
import { buildFleetVehicle } from '../tracking/tracking.test-helpers.ts';
import { ASSIGN_RIDE, SUBSCRIBE_TO_PUSH } from './notices.test-helpers.ts';
import { DEMO_ADMIN, DEMO_DISPATCHER, ACME_ADMIN } from '../staff/staff.test-helpers.ts';

const RIDE_MESSAGES = /* GraphQL */ `
  query rideMessages($id: ID!) {
    rideMessages(reservationId: $id) {
      kind
      channel
      recipient
      text
      status
    }
  }
`;

const PREFERENCES = /* GraphQL */ `
  mutation updateNoticePreferences($input: NoticePreferencesInput!) {
    updateNoticePreferences(input: $input) {
      trip {
        email
        sms
        push
      }
      receipt {
        email
        sms
        push
      }
    }
  }
`;

const SETTING = /* GraphQL */ `
  mutation updateNoticeSetting($input: NoticeSettingInput!) {
    updateNoticeSetting(input: $input) {
      kind
      sms
      shortText
    }
  }
`;

/** A browser's subscription as PushSubscription.toJSON() gives it (keys of the right shape). */
function browserSubscription(n: number) {
  const key = createECDH('prime256v1');
  return {
    endpoint: `https://push.example.test/send/${n}-${randomUUID()}`,
    p256dh: key.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** What went out for a ride, oldest first: kind and channel. */
async function deliveries(api: TestApi, reservationId: string) {
  return api.db
    .selectFrom('notice_delivery as d')
    .innerJoin('ride_notice as n', 'n.id', 'd.notice_id')
    .select([
      'n.kind',
      'd.channel',
      'd.recipient',
      'd.body',
      'd.status',
      'd.subject',
      'd.html_body',
    ])
    .where('d.reservation_id', '=', reservationId)
    .orderBy('n.created_at')
    .orderBy('d.channel')
    .execute();
}

const byChannel = (rows: { kind: string; channel: string }[], channel: string) =>
  rows.filter((row) => row.channel === channel).map((row) => row.kind);

describe.each(databaseKinds())('ride notices on %s', (kind) => {
  const api = useTestApi(kind);
  let driver: BuiltStaff;
  let driverHeaders: Record<string, string>;
  let dispatcherHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let acmeHeaders: Record<string, string>;
  let slot = 0;

  beforeAll(async () => {
    driver = await buildStaff(api);
    driverHeaders = await signInAsStaff(api, driver.email, driver.password);
    dispatcherHeaders = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
    adminHeaders = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    acmeHeaders = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    await api.db.deleteFrom('company_notice_setting').execute();
  });

  /** A guest's ride an hour ahead (each in a slot of its own: the driver holds one at a time). */
  const guestRide = (overrides: Parameters<typeof buildReservation>[1] = {}) =>
    buildReservation(api, {
      inMinutes: 60 + 300 * slot++,
      passenger_phone: '+1 212 555 0123',
      passenger_email: `guest-${slot}@example.test`,
      ...overrides,
    });

  async function assign(rideId: string) {
    const vehicle = await buildFleetVehicle(api);
    const res = await api.gql(
      ASSIGN_RIDE,
      { input: { reservationId: rideId, driverId: driver.id, fleetVehicleId: vehicle.id } },
      dispatcherHeaders,
    );
    expect(res.errors).toBeUndefined();
    return vehicle;
  }

  async function drive(rideId: string, ...statuses: string[]) {
    for (const status of statuses) {
      const res = await api.gql(
        UPDATE_RIDE_STATUS,
        { input: { reservationId: rideId, status } },
        driverHeaders,
      );
      expect(res.errors, status).toBeUndefined();
    }
  }

  it('tells the rider each step once, on each channel, in order', async () => {
    const ride = await guestRide();
    await api.db
      .insertInto('push_subscription')
      .values({ company_id: 'demo', reservation_id: ride.id, ...browserSubscription(1) })
      .execute();
    const vehicle = await assign(ride.id);
    // A retried tap of the same status tells nothing more.
    await drive(ride.id, 'DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_ON_THE_WAY');
    await drive(ride.id, 'DRIVER_IS_AT_PICKUP', 'DRIVER_IS_WAITING_AT_PICKUP');
    await drive(ride.id, 'DRIVING_PASSENGER', 'COMPLETED');
    await api.drainJobs();

    const sent = await deliveries(api, ride.id);
    expect(byChannel(sent, 'email')).toEqual(['driver_assigned', 'completed']);
    expect(byChannel(sent, 'sms')).toEqual(['driver_assigned', 'on_the_way', 'arrived']);
    // Receipts are mailed unless the rider chooses otherwise.
    expect(byChannel(sent, 'push')).toEqual(['driver_assigned', 'on_the_way', 'arrived']);
    expect(sent.every((row) => row.status === 'done')).toBe(true);
    // Numbers are texted in E.164; the car and plate are in the text, with the tracking link.
    const onTheWay = sent.find((row) => row.kind === 'on_the_way' && row.channel === 'sms')!;
    expect(onTheWay.recipient).toBe('+12125550123');
    expect(onTheWay.body).toContain(vehicle.license_plate);
    expect(onTheWay.body).toContain(`Demo`);
    expect(onTheWay.body).toContain(`/tracking?id=${ride.id}&td=${ride.share_hash}&coid=demo`);
    const push = JSON.parse(
      sent.find((row) => row.kind === 'arrived' && row.channel === 'push')!.body,
    ) as { title: string; body: string; url: string };
    expect(push.title).toBe('Your chauffeur has arrived.');
    expect(push.url).toBe(`/tracking?id=${ride.id}&td=${ride.share_hash}&coid=demo`);
    const receipt = sent.find((row) => row.kind === 'completed' && row.channel === 'email')!;
    expect(receipt.html_body).toContain(ride.confirmation_number);

    // The dispatcher sees the same, newest first.
    const log = await api.gql<{
      rideMessages: { kind: string; channel: string; status: string }[];
    }>(RIDE_MESSAGES, { id: ride.id }, dispatcherHeaders);
    expect(log.errors).toBeUndefined();
    expect(log.data!.rideMessages).toHaveLength(sent.length);
    expect(log.data!.rideMessages.every((m) => m.status === 'SENT')).toBe(true);
  });

  it('times the drive to the pickup from where the driver sets off', async () => {
    const timed = await guestRide();
    const untimed = await guestRide();
    await assign(timed.id);
    await assign(untimed.id);
    const [pickup] = (
      await api.db
        .selectFrom('reservation')
        .select('route')
        .where('id', '=', timed.id)
        .executeTakeFirstOrThrow()
    ).route as { latitude: number; longitude: number }[];
    const setOff = (rideId: string, position: unknown) =>
      api.gql(
        UPDATE_RIDE_STATUS,
        { input: { reservationId: rideId, status: 'DRIVER_IS_ON_THE_WAY', position } },
        driverHeaders,
      );
    const offTheMap = await setOff(timed.id, { latitude: 91, longitude: 0 });
    expect(offTheMap.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // About 5 km south of the pickup.
    const away = { latitude: pickup!.latitude - 0.045, longitude: pickup!.longitude };
    expect((await setOff(timed.id, away)).errors).toBeUndefined();
    expect((await setOff(untimed.id, null)).errors).toBeUndefined();
    await api.drainJobs();

    const onTheWay = async (rideId: string) =>
      (await deliveries(api, rideId)).find(
        (row) => row.kind === 'on_the_way' && row.channel === 'sms',
      )!.body;
    const minutes = Number(/about (\d+) min away/.exec(await onTheWay(timed.id))?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(3);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await onTheWay(untimed.id)).not.toContain('min away');
  });

  it('keeps a notice raised before a crash, and sends it once after the restart', async () => {
    const ride = await guestRide();
    await assign(ride.id);
    // A worker claimed the notice and died before turning it into messages: its lease runs out.
    const [claimed] = await claimDueRows(api.db, 'ride_notice', new Date(), 60_000, 10);
    expect(claimed?.reservation_id).toBe(ride.id);
    const restarted = createBackgroundWork({
      config: api.services.config,
      db: api.db,
      logger: createLogger('silent'),
    });
    await restarted.runner.drain();
    expect(await deliveries(api, ride.id)).toEqual([]);
    // Once the lease has run out, the next worker does it, once, however often it runs.
    const later = createBackgroundWork(
      { config: api.services.config, db: api.db, logger: createLogger('silent') },
      { now: () => new Date(Date.now() + 120_000) },
    );
    await later.runner.drain();
    await later.runner.drain();
    await api.drainJobs();
    expect(byChannel(await deliveries(api, ride.id), 'sms')).toEqual(['driver_assigned']);
    expect(byChannel(await deliveries(api, ride.id), 'email')).toEqual(['driver_assigned']);
    await restarted.close();
    await later.close();
  });

  it("follows the rider's and the operator's choice of channels, and STOP", async () => {
    const rider = await buildRider(api);
    const riderHeaders = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    const chosen = await api.gql<{ updateNoticePreferences: unknown }>(
      PREFERENCES,
      {
        input: {
          coid: 'demo',
          trip: { email: true, sms: false, push: true },
          receipt: { email: false, sms: false, push: false },
        },
      },
      riderHeaders,
    );
    expect(chosen.data?.updateNoticePreferences).toEqual({
      trip: { email: true, sms: false, push: true },
      receipt: { email: false, sms: false, push: false },
    });
    const own = await guestRide({ account_user_id: rider.id, is_guest: false });
    await assign(own.id);
    await drive(own.id, 'DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_AT_PICKUP', 'DRIVING_PASSENGER');
    await drive(own.id, 'COMPLETED');
    await api.drainJobs();
    const mine = await deliveries(api, own.id);
    expect(byChannel(mine, 'sms')).toEqual([]);
    expect(byChannel(mine, 'email')).toEqual(['driver_assigned']);

    // The operator sends no SMS when the driver is on the way, and words the arrival its own way.
    for (const input of [
      { kind: 'on_the_way', email: false, sms: false, push: true },
      { kind: 'arrived', email: false, sms: true, push: true, shortText: 'Your car is outside.' },
    ]) {
      const res = await api.gql(SETTING, { input }, adminHeaders);
      expect(res.errors).toBeUndefined();
    }
    const guest = await guestRide();
    await assign(guest.id);
    await drive(guest.id, 'DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_AT_PICKUP');
    await api.drainJobs();
    const texts = (await deliveries(api, guest.id)).filter((row) => row.channel === 'sms');
    expect(texts.map((row) => row.kind)).toEqual(['driver_assigned', 'arrived']);
    expect(texts[1]!.body).toMatch(/^Demo[^:]*: Your car is outside\. /);

    // A number that said STOP is not texted again.
    await api.db
      .insertInto('sms_opt_out')
      .values({ company_id: 'demo', phone: '+12125550123' })
      .execute();
    const stopped = await guestRide();
    await assign(stopped.id);
    await api.drainJobs();
    expect(byChannel(await deliveries(api, stopped.id), 'sms')).toEqual([]);
    await api.db.deleteFrom('sms_opt_out').execute();
  });

  it("keeps another company's and another rider's notices out of reach", async () => {
    const ride = await guestRide();
    await assign(ride.id);
    await api.drainJobs();
    const acme = await api.gql<{ rideMessages: unknown[] }>(
      RIDE_MESSAGES,
      { id: ride.id },
      acmeHeaders,
    );
    expect(acme.data?.rideMessages).toEqual([]);
    const driverAsks = await api.gql(RIDE_MESSAGES, { id: ride.id }, driverHeaders);
    expect(driverAsks.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // A guest subscribes with the ride's link only; a wrong hash is an unknown ride.
    const wrong = await api.gql(SUBSCRIBE_TO_PUSH, {
      input: { ...browserSubscription(2), reservationId: ride.id, hash: 'not-the-hash' },
    });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const otherCompany = await api.gql(SUBSCRIBE_TO_PUSH, {
      input: {
        ...browserSubscription(2),
        coid: 'acme',
        reservationId: ride.id,
        hash: ride.share_hash,
      },
    });
    expect(otherCompany.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const right = await api.gql(SUBSCRIBE_TO_PUSH, {
      input: { ...browserSubscription(2), reservationId: ride.id, hash: ride.share_hash },
    });
    expect(right.errors).toBeUndefined();

    // Acme's settings are its own.
    const acmeSetting = await api.gql(
      SETTING,
      { input: { kind: 'booked', email: false, sms: false, push: false } },
      acmeHeaders,
    );
    expect(acmeSetting.errors).toBeUndefined();
    const demoSettings = await api.db
      .selectFrom('company_notice_setting')
      .select('company_id')
      .where('company_id', '=', 'demo')
      .execute();
    expect(demoSettings).toEqual([]);
  });

  it('refuses bad input with a clear error', async () => {
    const bad = await api.gql(
      SETTING,
      { input: { kind: 'nonsense', email: true, sms: true, push: true } },
      adminHeaders,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const long = await api.gql(
      SETTING,
      {
        input: { kind: 'arrived', email: true, sms: true, push: true, shortText: 'x'.repeat(161) },
      },
      adminHeaders,
    );
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const notHttps = await api.gql(SUBSCRIBE_TO_PUSH, {
      input: { endpoint: 'javascript:alert(1)', p256dh: 'x', auth: 'y', reservationId: null },
    });
    expect(notHttps.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
