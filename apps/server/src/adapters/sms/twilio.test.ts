import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsRejected, type SmsMessage, type TwilioCredentials } from './sms.ts';
import { createTwilioSender, sendWithTwilio } from './twilio.ts';
import { startFakeTwilio, type FakeTwilio } from './twilio.test-server.ts';

const ACCOUNT: TwilioCredentials = {
  accountSid: `AC${'1f'.repeat(16)}`,
  authToken: 'twilio-auth-token-s3cret',
  from: '+14155550100',
};

let sent = 0;
const message = (to: string, body = 'Demo Limousine: your driver is on the way.'): SmsMessage => ({
  id: `delivery-${(sent += 1)}`,
  companyId: 'demo',
  to,
  body,
});

/** The error a send fails with, checked to carry no trace of the auth token. */
async function failureOf(send: Promise<unknown>): Promise<Error> {
  const error: unknown = await send.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Error);
  expect(inspect(error, { depth: 5 })).not.toContain('s3cret');
  return error as Error;
}

describe('Twilio SMS provider', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio(ACCOUNT);
  });
  afterAll(() => twilio.close());

  const sender = (timeoutMs?: number) =>
    createTwilioSender({ apiUrl: `${twilio.url}/`, ...(timeoutMs ? { timeoutMs } : {}) }, ACCOUNT);

  describe('send', () => {
    it('posts a form to the account’s Messages resource with basic auth, and gives back the sid', async () => {
      const answer = await sender().send(message('+33612345678'));
      const request = twilio.requests.at(-1)!;
      expect(request).toMatchObject({
        method: 'POST',
        path: `/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`,
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(request.authorization).toBe(
        `Basic ${Buffer.from(`${ACCOUNT.accountSid}:${ACCOUNT.authToken}`).toString('base64')}`,
      );
      expect(request.form).toEqual({
        To: '+33612345678',
        Body: 'Demo Limousine: your driver is on the way.',
        From: '+14155550100',
      });
      expect(answer.providerId).toMatch(/^SM[0-9a-f]{32}$/);
      expect(twilio.messages.at(-1)?.sid).toBe(answer.providerId);
    });

    it('encodes any body whole: accents, emoji, newlines, &, = and +', async () => {
      const body = 'Fare: 20 € & tip=10%+ ✓ 😀\nЖдём вас: https://rides.example/r?a=1&b=2';
      await sender().send(message('+33612345679', body));
      const request = twilio.requests.at(-1)!;
      expect(request.form.Body).toBe(body);
      expect(Object.keys(request.form)).toEqual(['To', 'Body', 'From']);
      expect(request.rawBody).toContain('%26+tip%3D10%25%2B');
      expect(request.rawBody).toContain('%F0%9F%98%80');
    });

    it('sends through a Messaging Service when from is its SID (MG…)', async () => {
      const service = `MG${'2e'.repeat(16)}`;
      await createTwilioSender({ apiUrl: twilio.url }, { ...ACCOUNT, from: service }).send(
        message('+447911123456'),
      );
      expect(twilio.requests.at(-1)?.form).toEqual({
        To: '+447911123456',
        Body: 'Demo Limousine: your driver is on the way.',
        MessagingServiceSid: service,
      });
    });

    it('sends with a company’s own credentials when they come with the message', async () => {
      const own = {
        accountSid: `AC${'3d'.repeat(16)}`,
        authToken: 'own-token',
        from: '+12015550123',
      };
      const company = await startFakeTwilio(own);
      try {
        await createTwilioSender({ apiUrl: company.url }, ACCOUNT).send(
          message('+33612345670'),
          own,
        );
        expect(company.messages.map((m) => [m.to, m.from])).toEqual([
          ['+33612345670', '+12015550123'],
        ]);
      } finally {
        await company.close();
      }
    });
  });

  describe('a refusal by Twilio', () => {
    it('is SmsRejected with Twilio’s code and message for an invalid number (21211)', async () => {
      twilio.failFor('+15005550001', 'invalidNumber');
      const error = await failureOf(sender().send(message('+15005550001')));
      expect(error).toBeInstanceOf(SmsRejected);
      expect(error).toMatchObject({
        code: 21211,
        optedOut: false,
        message: "The 'To' number +15005550001 is not a valid phone number.",
      });
    });

    it('says the number opted out for an unsubscribed recipient (21610)', async () => {
      twilio.failFor('+33612345671', 'unsubscribed');
      const error = await failureOf(sender().send(message('+33612345671')));
      expect(error).toBeInstanceOf(SmsRejected);
      expect(error).toMatchObject({ code: 21610, optedOut: true });
    });

    it('is SmsRejected for credentials Twilio does not know (401, 20003), without the token', async () => {
      const wrong = createTwilioSender(
        { apiUrl: twilio.url },
        { ...ACCOUNT, authToken: 'wrong-s3cret' },
      );
      const error = await failureOf(wrong.send(message('+33612345672')));
      expect(error).toBeInstanceOf(SmsRejected);
      expect(error).toMatchObject({ code: 20003, optedOut: false });
      expect(error.message).toBe(
        `Twilio refused the credentials of account ${ACCOUNT.accountSid}: Authenticate`,
      );
    });

    it('never carries the auth token, even when Twilio’s answer quotes it', async () => {
      const echo = createServer((_req, res) => {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ code: 21602, message: `Bad token ${ACCOUNT.authToken}`, status: 400 }),
        );
      });
      await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = echo.address() as AddressInfo;
        const error = await failureOf(
          sendWithTwilio({ apiUrl: `http://127.0.0.1:${port}` }, ACCOUNT, message('+33612345673')),
        );
        expect(error).toMatchObject({ code: 21602, message: 'Bad token [auth token]' });
      } finally {
        await new Promise<void>((resolve) => echo.close(() => resolve()));
      }
    });
  });

  describe('a transient failure, tried again later (an ordinary error)', () => {
    it.each([
      ['tooManyRequests', /^Twilio answered HTTP 429 \(error 20429\): Too Many Requests$/],
      ['internalError', /^Twilio answered HTTP 500 \(error 20500\): Internal Server Error$/],
    ] as const)('is %s', async (failure, said) => {
      const to = failure === 'tooManyRequests' ? '+33612345674' : '+33612345675';
      twilio.failFor(to, failure);
      const error = await failureOf(sender().send(message(to)));
      expect(error).not.toBeInstanceOf(SmsRejected);
      expect(error.message).toMatch(said);
    });

    it('is an answer that does not come in time', async () => {
      twilio.failFor('+33612345676', 'noAnswer');
      const started = Date.now();
      const error = await failureOf(sender(200).send(message('+33612345676')));
      expect(error).not.toBeInstanceOf(SmsRejected);
      expect(error.message).toBe('Twilio could not be reached: no answer within 0.2 s');
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('is a server that does not listen', async () => {
      const closed = await startFakeTwilio(ACCOUNT);
      await closed.close();
      const error = await failureOf(
        sendWithTwilio({ apiUrl: closed.url }, ACCOUNT, message('+33612345677')),
      );
      expect(error).not.toBeInstanceOf(SmsRejected);
      expect(error.message).toMatch(/^Twilio could not be reached: connect ECONNREFUSED/);
    });

    it('is a 4xx that is not Twilio’s (no error code): a proxy’s page', async () => {
      const proxy = createServer((_req, res) => {
        res.writeHead(403, { 'content-type': 'text/html' });
        res.end('<html><body>Forbidden</body></html>');
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = proxy.address() as AddressInfo;
        const error = await failureOf(
          sendWithTwilio({ apiUrl: `http://127.0.0.1:${port}` }, ACCOUNT, message('+33612345678')),
        );
        expect(error).not.toBeInstanceOf(SmsRejected);
        expect(error.message).toBe('Twilio answered HTTP 403');
      } finally {
        await new Promise<void>((resolve) => proxy.close(() => resolve()));
      }
    });
  });
});
