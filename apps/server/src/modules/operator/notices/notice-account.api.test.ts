import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { twilioSignature } from '../../../adapters/sms/index.ts';
import { startFakeTwilio } from '../../../adapters/sms/twilio.test-server.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { ASSIGN_RIDE, sentToRider } from '../../notifications/notices.test-helpers.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { ACME_ADMIN, DEMO_ADMIN, DEMO_DISPATCHER } from '../../staff/staff.test-helpers.ts';
import {
  buildStaff,
  signInAsStaff,
  type BuiltStaff,
  UPDATE_RIDE_STATUS,
} from '../../tracking/driver.test-helpers.ts';
import { buildFleetVehicle } from '../../tracking/tracking.test-helpers.ts';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const deployment = { accountSid: `AC${hex(16)}`, authToken: hex(16) };
const own = { accountSid: `AC${hex(16)}`, authToken: hex(16) };
const twilio = await startFakeTwilio(deployment, own);
afterAll(() => twilio.close());
const PUBLIC_URL = 'https://rides.example.test';
/** A fresh number for each ride (the fake keeps every message). */
let lastNumber = 10;
const freshNumber = () => `+121255502${(lastNumber += 1)}`;

const ACCOUNT_FIELDS = `smsSource twilioAccountSid smsSender twilioAuthTokenLast4 smsRepliesUrl freeWaitingMinutes`;
const NOTICE_ACCOUNT = `query noticeAccount { noticeAccount { ${ACCOUNT_FIELDS} } }`;
const UPDATE_SMS_ACCOUNT = `mutation updateSmsAccount($input: SmsAccountInput!) {
  updateSmsAccount(input: $input) { ${ACCOUNT_FIELDS} }
}`;
const REMOVE_SMS_ACCOUNT = `mutation removeSmsAccount { removeSmsAccount { ${ACCOUNT_FIELDS} } }`;
const UPDATE_FREE_WAITING = `mutation updateFreeWaitingTime($input: FreeWaitingTimeInput!) {
  updateFreeWaitingTime(input: $input) { ${ACCOUNT_FIELDS} }
}`;

interface NoticeAccount {
  smsSource: string;
  twilioAccountSid: string | null;
  smsSender: string | null;
  twilioAuthTokenLast4: string | null;
  smsRepliesUrl: string;
  freeWaitingMinutes: number | null;
}

describe.each(databaseKinds())(
  "a company's own SMS account, replies and waiting time on %s",
  (kind) => {
    const api = useTestApi(kind, {
      TWILIO_ACCOUNT_SID: deployment.accountSid,
      TWILIO_AUTH_TOKEN: deployment.authToken,
      TWILIO_FROM: '+14155550100',
      TWILIO_API_URL: twilio.url,
      PUBLIC_URL,
    });
    let admin: Record<string, string>;
    let dispatcher: Record<string, string>;
    let driver: BuiltStaff;
    let driverHeaders: Record<string, string>;
    let slot = 0;

    beforeAll(async () => {
      admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
      driver = await buildStaff(api);
      driverHeaders = await signInAsStaff(api, driver.email, driver.password);
    });
    beforeEach(async () => {
      await clearRateLimits(api);
      await api.db.deleteFrom('company_sms_account').execute();
    });

    const setAccount = (input: Record<string, unknown>, headers = admin) =>
      api.gql<{ updateSmsAccount: NoticeAccount }>(UPDATE_SMS_ACCOUNT, { input }, headers);

    /** A guest's ride, assigned, its driver set off and (with `arrive`) at the pickup. */
    async function textedRide(phone: string, arrive = false) {
      const ride = await buildReservation(api, {
        inMinutes: 60 + 300 * slot++,
        passenger_phone: phone,
      });
      const vehicle = await buildFleetVehicle(api);
      const assigned = await api.gql(
        ASSIGN_RIDE,
        { input: { reservationId: ride.id, driverId: driver.id, fleetVehicleId: vehicle.id } },
        dispatcher,
      );
      expect(assigned.errors).toBeUndefined();
      for (const status of arrive ? ['DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_AT_PICKUP'] : []) {
        const moved = await api.gql(
          UPDATE_RIDE_STATUS,
          { input: { reservationId: ride.id, status } },
          driverHeaders,
        );
        expect(moved.errors, status).toBeUndefined();
      }
      await sentToRider(api, ride.id);
      return ride;
    }

    it('keeps the auth token sealed, shows its last 4 only, and audits it masked', async () => {
      const before = await api.gql<{ noticeAccount: NoticeAccount }>(NOTICE_ACCOUNT, {}, admin);
      expect(before.data!.noticeAccount).toMatchObject({
        smsSource: 'DEPLOYMENT',
        twilioAccountSid: null,
        smsRepliesUrl: `${PUBLIC_URL}/webhooks/twilio/sms/demo`,
      });

      const sender = '+12015550142';
      const refusals = await Promise.all([
        setAccount({ accountSid: 'AC123', authToken: own.authToken, sender }),
        setAccount({ accountSid: own.accountSid, authToken: 'not-a-token', sender }),
        setAccount({ accountSid: own.accountSid, authToken: own.authToken, sender: '555-0142' }),
        // The first time, the token is needed.
        setAccount({ accountSid: own.accountSid, authToken: '', sender }),
      ]);
      for (const refused of refusals) {
        expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect(await api.db.selectFrom('company_sms_account').selectAll().execute()).toEqual([]);

      const saved = await setAccount({
        accountSid: own.accountSid,
        authToken: own.authToken,
        sender,
      });
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateSmsAccount).toMatchObject({
        smsSource: 'COMPANY',
        twilioAccountSid: own.accountSid,
        smsSender: sender,
        twilioAuthTokenLast4: own.authToken.slice(-4),
      });
      // An empty token keeps the stored one.
      const moved = await setAccount({
        accountSid: own.accountSid,
        authToken: null,
        sender: '+12015550143',
      });
      expect(moved.data!.updateSmsAccount.twilioAuthTokenLast4).toBe(own.authToken.slice(-4));

      const stored = await api.db.selectFrom('company_sms_account').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.auth_token).not.toContain(own.authToken);
      const audit = await api.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('company_id', '=', 'demo')
        .where('action', '=', 'sms-account.update')
        .execute();
      expect(audit).toHaveLength(2);
      expect(JSON.stringify(audit)).not.toContain(own.authToken);
      expect(JSON.stringify(audit)).toContain(`••••${own.authToken.slice(-4)}`);
    });

    it("is the company's admin's alone", async () => {
      await setAccount({
        accountSid: own.accountSid,
        authToken: own.authToken,
        sender: '+12015550142',
      });
      const byDispatcher = await setAccount(
        {
          accountSid: deployment.accountSid,
          authToken: deployment.authToken,
          sender: '+12015550199',
        },
        dispatcher,
      );
      expect(byDispatcher.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const read = await api.gql(NOTICE_ACCOUNT, {}, dispatcher);
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      const acmeView = await api.gql<{ noticeAccount: NoticeAccount }>(NOTICE_ACCOUNT, {}, acme);
      expect(acmeView.data!.noticeAccount).toMatchObject({
        smsSource: 'DEPLOYMENT',
        twilioAccountSid: null,
        smsRepliesUrl: `${PUBLIC_URL}/webhooks/twilio/sms/acme`,
      });
      const removedByAcme = await api.gql(REMOVE_SMS_ACCOUNT, {}, acme);
      expect(removedByAcme.errors).toBeUndefined();
      const demoView = await api.gql<{ noticeAccount: NoticeAccount }>(NOTICE_ACCOUNT, {}, admin);
      expect(demoView.data!.noticeAccount.smsSource).toBe('COMPANY');
    });

    it("texts with the company's own account while it has one, then with the deployment's", async () => {
      const sender = `MG${hex(16)}`;
      await setAccount({ accountSid: own.accountSid, authToken: own.authToken, sender });
      const first = freshNumber();
      await textedRide(first);
      expect(twilio.messages.filter((m) => m.to === first)).toEqual([
        expect.objectContaining({ accountSid: own.accountSid, messagingServiceSid: sender }),
      ]);

      const removed = await api.gql<{ removeSmsAccount: NoticeAccount }>(
        REMOVE_SMS_ACCOUNT,
        {},
        admin,
      );
      expect(removed.data!.removeSmsAccount.smsSource).toBe('DEPLOYMENT');
      const second = freshNumber();
      await textedRide(second);
      expect(twilio.messages.filter((m) => m.to === second)).toEqual([
        expect.objectContaining({ accountSid: deployment.accountSid, from: '+14155550100' }),
      ]);
    });

    describe('replies to the texts (STOP, START)', () => {
      const path = '/webhooks/twilio/sms/demo';
      /** Posts a reply as Twilio would, signed with `token` over PUBLIC_URL's address. */
      const reply = (params: Record<string, string>, token = deployment.authToken, at = path) =>
        fetch(`${api.baseUrl}${at}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilioSignature(token, `${PUBLIC_URL}${at}`, params),
          },
          body: new URLSearchParams(params),
        });
      const optedOut = async (phone: string) =>
        (await api.db
          .selectFrom('sms_opt_out')
          .select('phone')
          .where('company_id', '=', 'demo')
          .where('phone', '=', phone)
          .executeTakeFirst()) !== undefined;
      const form = (from: string, body: string) => ({
        MessageSid: `SM${hex(16)}`,
        AccountSid: deployment.accountSid,
        From: from,
        To: '+14155550100',
        Body: body,
      });

      it('stops texting a number that replied STOP, and texts it again after START', async () => {
        const number = freshNumber();
        const stop = await reply(form(number, ' stop '));
        expect(stop.status).toBe(200);
        expect(stop.headers.get('content-type')).toMatch(/^text\/xml/);
        expect(await stop.text()).toContain('<Response>');
        expect(await optedOut(number)).toBe(true);

        const quiet = await textedRide(number);
        const refused = await sentToRider(api, quiet.id, 'sms');
        expect(refused.map((row) => row.status)).toEqual([]);
        expect(twilio.messages.filter((m) => m.to === number)).toEqual([]);

        expect((await reply(form(number, 'START'))).status).toBe(200);
        expect(await optedOut(number)).toBe(false);
        await textedRide(number);
        expect(twilio.messages.filter((m) => m.to === number)).toHaveLength(1);
      });

      it("takes Twilio's opt-out type, and the company's own token once it has one", async () => {
        const number = freshNumber();
        await setAccount({
          accountSid: own.accountSid,
          authToken: own.authToken,
          sender: '+12015550142',
        });
        // Signed with the deployment's token, no longer the company's: not from Twilio.
        const stale = await reply({ ...form(number, 'STOP'), OptOutType: 'STOP' });
        expect(stale.status).toBe(403);
        expect(await optedOut(number)).toBe(false);
        const signed = await reply(
          { ...form(number, 'Arrêtez'), OptOutType: 'STOP' },
          own.authToken,
        );
        expect(signed.status).toBe(200);
        expect(await optedOut(number)).toBe(true);
        // Anything else is left to the operator's number.
        const chat = await reply(form(number, 'start the car please'), own.authToken);
        expect(chat.status).toBe(200);
        expect(await optedOut(number)).toBe(true);
      });

      it('refuses what Twilio did not sign, and answers bad requests clearly', async () => {
        const number = freshNumber();
        const params = form(number, 'STOP');
        const forged = await fetch(`${api.baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            // Signed over the address the request was sent to, not PUBLIC_URL's.
            'x-twilio-signature': twilioSignature(
              deployment.authToken,
              `${api.baseUrl}${path}`,
              params,
            ),
            host: 'rides.example.test',
          },
          body: new URLSearchParams(params),
        });
        expect(forged.status).toBe(403);
        expect((await reply({ ...params, Body: 'STOP' }, hex(16))).status).toBe(403);
        expect(await optedOut(number)).toBe(false);

        expect(
          (await reply(params, deployment.authToken, '/webhooks/twilio/sms/nowhere')).status,
        ).toBe(404);
        expect(
          (await reply(params, deployment.authToken, '/webhooks/twilio/sms/%E0%A4%A')).status,
        ).toBe(404);
        expect((await fetch(`${api.baseUrl}${path}`)).status).toBe(405);
        const json = await fetch(`${api.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(params),
        });
        expect(json.status).toBe(415);
      });
    });

    it('names the free waiting time in the arrival notice', async () => {
      const refused = await Promise.all(
        [-1, 121].map((minutes) => api.gql(UPDATE_FREE_WAITING, { input: { minutes } }, admin)),
      );
      for (const answer of refused)
        expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer)).toBe('BAD_USER_INPUT');
      const set = await api.gql<{ updateFreeWaitingTime: NoticeAccount }>(
        UPDATE_FREE_WAITING,
        { input: { minutes: 15 } },
        admin,
      );
      expect(set.data!.updateFreeWaitingTime.freeWaitingMinutes).toBe(15);
      const waited = await textedRide(freshNumber(), true);
      const arrived = (await sentToRider(api, waited.id, 'sms')).find(
        (row) => row.kind === 'arrived',
      );
      expect(arrived!.body).toContain('Free waiting time: 15 min.');

      const cleared = await api.gql<{ updateFreeWaitingTime: NoticeAccount }>(
        UPDATE_FREE_WAITING,
        { input: { minutes: 0 } },
        admin,
      );
      expect(cleared.data!.updateFreeWaitingTime.freeWaitingMinutes).toBeNull();
      const plain = await textedRide(freshNumber(), true);
      const arrivedPlain = (await sentToRider(api, plain.id, 'sms')).find(
        (row) => row.kind === 'arrived',
      );
      expect(arrivedPlain!.body).not.toContain('Free waiting');
    });
  },
);
