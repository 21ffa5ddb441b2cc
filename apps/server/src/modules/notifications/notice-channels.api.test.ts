import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { startTestPushService } from '../../adapters/push/push-service.test-server.ts';
import { startFakeTwilio } from '../../adapters/sms/twilio.test-server.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { DEMO_DISPATCHER } from '../staff/staff.test-helpers.ts';
import {
  buildStaff,
  signInAsStaff,
  type BuiltStaff,
  UPDATE_RIDE_STATUS,
} from '../tracking/driver.test-helpers.ts';
import { buildFleetVehicle } from '../tracking/tracking.test-helpers.ts';
import { ASSIGN_RIDE, sentToRider, SUBSCRIBE_TO_PUSH } from './notices.test-helpers.ts';

const credentials = { accountSid: `AC${randomBytes(16).toString('hex')}`, authToken: 'tw-token' };
const twilio = await startFakeTwilio(credentials);
const pushService = await startTestPushService();
const vapid = webpush.generateVAPIDKeys();
/** A fresh number for each ride (the fake keeps what every file's run sent). */
let lastNumber = 10;
const freshNumber = () => `+121255501${(lastNumber += 1)}`;
afterAll(async () => {
  await twilio.close();
  await pushService.close();
});

/**
 * The notices through the real providers' adapters: texts to a local server of Twilio's shape,
 * push to a local push service that checks the VAPID signature and decrypts each message with an
 * implementation of its own (RFC 8291), as a browser's push service and the browser would.
 */
describe.each(databaseKinds())('notices through Twilio and Web Push on %s', (kind) => {
  const api = useTestApi(kind, {
    TWILIO_ACCOUNT_SID: credentials.accountSid,
    TWILIO_AUTH_TOKEN: credentials.authToken,
    TWILIO_FROM: '+14155550100',
    TWILIO_API_URL: twilio.url,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:dispatch@demo.test',
  });
  let driver: BuiltStaff;
  let driverHeaders: Record<string, string>;
  let dispatcherHeaders: Record<string, string>;
  let slot = 0;
  beforeAll(async () => {
    driver = await buildStaff(api);
    driverHeaders = await signInAsStaff(api, driver.email, driver.password);
    dispatcherHeaders = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
  });

  async function guestRide(phone: string) {
    await clearRateLimits(api);
    return buildReservation(api, { inMinutes: 60 + 300 * slot++, passenger_phone: phone });
  }

  async function step(rideId: string, status: string) {
    const res = await api.gql(
      UPDATE_RIDE_STATUS,
      { input: { reservationId: rideId, status } },
      driverHeaders,
    );
    expect(res.errors, status).toBeUndefined();
  }

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

  it("texts and pushes the guest's ride, each message once, as the providers take them", async () => {
    const number = freshNumber();
    const ride = await guestRide(number);
    const browser = pushService.subscribe({ applicationServerKey: vapid.publicKey });
    const subscribed = await api.gql(SUBSCRIBE_TO_PUSH, {
      input: {
        coid: 'demo',
        endpoint: browser.endpoint,
        ...browser.keys,
        reservationId: ride.id,
        hash: ride.share_hash,
      },
    });
    expect(subscribed.errors).toBeUndefined();
    const vehicle = await assign(ride.id);
    await step(ride.id, 'DRIVER_IS_ON_THE_WAY');
    await sentToRider(api, ride.id);

    const texts = twilio.messages.filter((m) => m.to === number);
    expect(texts.map((m) => m.from)).toEqual(['+14155550100', '+14155550100']);
    expect(texts[1]!.body).toContain('Your chauffeur is on the way.');
    expect(texts[1]!.body).toContain(vehicle.license_plate);
    const pushes = pushService.received(browser.endpoint);
    expect(pushes).toHaveLength(2);
    const onTheWay = JSON.parse(pushes[1]!.payload) as { title: string; url: string; tag: string };
    expect(onTheWay).toMatchObject({
      title: 'Your chauffeur is on the way.',
      url: expect.stringContaining(`/tracking?id=${ride.id}`) as string,
      tag: `ride-${ride.confirmation_number}`,
    });
    expect(pushes[1]!.vapid.publicKey).toBe(vapid.publicKey);
    expect(pushes[1]!.topic).toBe(`ride-${ride.confirmation_number}`.replace(/[^\w-]/g, ''));
    const sent = await sentToRider(api, ride.id);
    expect(sent.filter((m) => m.channel !== 'email').every((m) => m.status === 'done')).toBe(true);
  });

  it('forgets a gone browser and a number that said STOP, and retries what failed for a while', async () => {
    const number = freshNumber();
    const ride = await guestRide(number);
    const browser = pushService.subscribe({ applicationServerKey: vapid.publicKey });
    await api.db
      .insertInto('push_subscription')
      .values({
        company_id: 'demo',
        reservation_id: ride.id,
        endpoint: browser.endpoint,
        ...browser.keys,
      })
      .execute();
    pushService.answer(browser.endpoint, 410);
    twilio.failFor(number, 'unsubscribed');
    await assign(ride.id);
    const sent = await sentToRider(api, ride.id);
    const failed = sent.filter((m) => m.channel !== 'email');
    expect(failed.map((m) => [m.channel, m.status]).sort()).toEqual([
      ['push', 'failed'],
      ['sms', 'failed'],
    ]);
    const left = await api.db
      .selectFrom('push_subscription')
      .select('id')
      .where('endpoint', '=', browser.endpoint)
      .execute();
    expect(left).toEqual([]);
    const optedOut = await api.db
      .selectFrom('sms_opt_out')
      .select('phone')
      .where('phone', '=', number)
      .execute();
    expect(optedOut).toEqual([{ phone: number }]);
    // The next notice of the ride is neither texted nor pushed.
    await step(ride.id, 'DRIVER_IS_ON_THE_WAY');
    const after = (await sentToRider(api, ride.id)).filter((m) => m.kind === 'on_the_way');
    expect(after).toEqual([]);

    // A provider's trouble (Twilio's 500) leaves the text due again, not given up.
    const other = freshNumber();
    const next = await guestRide(other);
    twilio.failFor(other, 'internalError');
    await assign(next.id);
    const pending = (await sentToRider(api, next.id)).filter((m) => m.channel === 'sms');
    expect(pending.map((m) => m.status)).toEqual(['pending']);
  });
});
