import { importJWK, SignJWT } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createPushSender, PushRejected, type PushSubscriptionKeys } from './index.ts';
import { startTestPushService, type TestPushService } from './push-service.test-server.ts';
import { createWebPushSender } from './web-push.ts';

const vapidKeys = webpush.generateVAPIDKeys();
const config = loadConfig({
  NODE_ENV: 'test',
  VAPID_PUBLIC_KEY: vapidKeys.publicKey,
  VAPID_PRIVATE_KEY: vapidKeys.privateKey,
  VAPID_SUBJECT: 'mailto:dispatch@demo-limousine.test',
});
const options = { ttlSeconds: 1800 };
const payload = JSON.stringify({
  title: 'Your chauffeur has arrived 🚘',
  body: 'Zoë is waiting at Gare de l’Est — 5 min free, then 1,50 €/min',
  url: '/tracking?id=1&td=abc',
  tag: 'ride-1001',
});

let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(() => service.close());

function subscribe(options: { applicationServerKey?: string } = {}): PushSubscriptionKeys {
  const { endpoint, keys } = service.subscribe(options);
  return { endpoint, ...keys };
}

describe('Web Push provider', () => {
  const push = createPushSender(config);

  it('is chosen with VAPID keys and offers their public key to browsers', () => {
    expect(push.provider).toBe('web-push');
    expect(push.publicKey).toBe(vapidKeys.publicKey);
  });

  it('delivers the exact payload, encrypted to the browser and signed with VAPID', async () => {
    const subscription = subscribe({ applicationServerKey: vapidKeys.publicKey });
    const answer = await push.send(subscription, payload, {
      ttlSeconds: 1800,
      topic: 'ride-1001',
      urgency: 'high',
    });
    expect(answer).toBe('sent');
    const [received] = service.received(subscription.endpoint);
    expect(received).toMatchObject({ payload, ttl: 1800, topic: 'ride-1001', urgency: 'high' });
    expect(received!.vapid).toMatchObject({
      publicKey: vapidKeys.publicKey,
      subject: 'mailto:dispatch@demo-limousine.test',
      audience: service.origin,
    });
    expect(received!.vapid.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  it('sends without Topic, and at normal urgency, unless asked', async () => {
    const subscription = subscribe();
    await push.send(subscription, 'x', options);
    expect(service.received(subscription.endpoint)).toMatchObject([
      { payload: 'x', topic: null, urgency: 'normal' },
    ]);
  });

  it('answers gone when the push service no longer knows the subscription (404, 410)', async () => {
    for (const status of [404, 410] as const) {
      const subscription = subscribe();
      service.answer(subscription.endpoint, status);
      await expect(push.send(subscription, payload, options)).resolves.toBe('gone');
    }
  });

  it('throws an error worth retrying when the push service is busy or down (429, 5xx, no answer)', async () => {
    for (const status of [429, 500] as const) {
      const subscription = subscribe();
      service.answer(subscription.endpoint, status);
      const error: unknown = await push.send(subscription, payload, options).catch((e) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PushRejected);
      expect(String(error)).toContain(`HTTP ${status}`);
    }
    const gone = await startTestPushService();
    const unreachable = (() => {
      const { endpoint, keys } = gone.subscribe();
      return { endpoint, ...keys };
    })();
    await gone.close();
    await expect(push.send(unreachable, payload, options)).rejects.not.toBeInstanceOf(PushRejected);
  });

  it('gives up on a push service that stays silent', async () => {
    const subscription = subscribe();
    service.answer(subscription.endpoint, 'hang');
    const impatient = createWebPushSender(config.vapid!, { timeoutMs: 200 });
    const error: unknown = await impatient.send(subscription, payload, options).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PushRejected);
  });

  it('throws PushRejected when the push service refuses the message for good (other 4xx)', async () => {
    const subscription = subscribe();
    service.answer(subscription.endpoint, 400);
    const error: unknown = await push.send(subscription, payload, options).catch((e) => e);
    expect(error).toBeInstanceOf(PushRejected);
    expect(error).toMatchObject({ statusCode: 400 });
    // A subscription made with another server's key: the service refuses ours (403).
    const foreign = subscribe({ applicationServerKey: webpush.generateVAPIDKeys().publicKey });
    await expect(push.send(foreign, payload, options)).rejects.toMatchObject({
      name: 'PushRejected',
      statusCode: 403,
    });
  });
});

describe('outbox push provider', () => {
  it('is chosen without VAPID keys: push is not offered and nothing leaves the machine', async () => {
    const push = createPushSender(loadConfig({ NODE_ENV: 'test' }));
    expect(push.provider).toBe('outbox');
    expect(push.publicKey).toBeNull();
    const subscription = subscribe();
    await expect(push.send(subscription, payload, options)).resolves.toBe('sent');
    expect(service.received(subscription.endpoint)).toEqual([]);
    expect(service.refused.filter((r) => r.endpoint === subscription.endpoint)).toEqual([]);
  });
});

describe('the test push service', () => {
  const sender = { ...vapidKeys, subject: 'mailto:dispatch@demo-limousine.test' };

  /** Posts what web-push would send, after `change` has had its way with it. */
  async function postChanged(
    change: (request: { headers: Record<string, string>; body: Buffer }) => void,
  ) {
    const subscription = service.subscribe();
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: sender,
      contentEncoding: 'aes128gcm',
      TTL: 60,
    });
    const request = { headers: { ...details.headers }, body: Buffer.from(details.body) };
    change(request);
    const response = await fetch(subscription.endpoint, { method: 'POST', ...request });
    return { status: response.status, received: service.received(subscription.endpoint) };
  }

  it('takes an untouched message, which proves the tampering below is what it refuses', async () => {
    expect(await postChanged(() => undefined)).toMatchObject({
      status: 201,
      received: [{ payload }],
    });
  });

  it('refuses a message whose ciphertext or salt was changed: the decryption checks', async () => {
    for (const at of [-1, -20, 0]) {
      const answer = await postChanged(({ body }) => {
        const index = at < 0 ? body.length + at : at;
        body[index] = body[index]! ^ 0x01;
      });
      expect(answer, `byte ${at}`).toEqual({ status: 400, received: [] });
    }
    expect(service.refused.at(-1)?.reason).toMatch(/Could not decrypt/);
  });

  it('refuses a message without a valid VAPID authorization for its origin', async () => {
    const wrongAudience = webpush.getVapidHeaders(
      'https://push.example.net',
      sender.subject,
      sender.publicKey,
      sender.privateKey,
      'aes128gcm',
    );
    const otherSigner = webpush.generateVAPIDKeys();
    const forged = webpush.getVapidHeaders(
      service.origin,
      sender.subject,
      sender.publicKey,
      otherSigner.privateKey,
      'aes128gcm',
    );
    const expired = webpush.getVapidHeaders(
      service.origin,
      sender.subject,
      sender.publicKey,
      sender.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) - 60,
    );
    // web-push refuses to sign for longer than 24 hours, so this one is signed by hand.
    const point = Buffer.from(sender.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
        d: sender.privateKey,
      },
      'ES256',
    );
    const twoDays = await new SignJWT({ sub: sender.subject })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .setAudience(service.origin)
      .setExpirationTime('48h')
      .sign(key);
    const refused = {
      none: undefined,
      'another audience': wrongAudience.Authorization,
      'signed by another key': forged.Authorization,
      expired: expired.Authorization,
      'living two days': `vapid t=${twoDays}, k=${sender.publicKey}`,
    };
    for (const [which, authorization] of Object.entries(refused)) {
      const answer = await postChanged(({ headers }) => {
        if (authorization) headers.Authorization = authorization;
        else delete headers.Authorization;
      });
      expect(answer, which).toEqual({ status: 401, received: [] });
    }
  });

  it('refuses a message without TTL or in another content encoding', async () => {
    expect(await postChanged(({ headers }) => delete headers.TTL)).toMatchObject({ status: 400 });
    expect(
      await postChanged(({ headers }) => (headers['Content-Encoding'] = 'aesgcm')),
    ).toMatchObject({ status: 415 });
  });
});
