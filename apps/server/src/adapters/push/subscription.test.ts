import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parsePushSubscription, subscriptionRules } from './subscription.ts';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const p256dh = ecdh.getPublicKey().toString('base64url');
const auth = randomBytes(16).toString('base64url');
const endpoint = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b-example';
const production = { allowLoopback: false };
const development = { allowLoopback: true };

const problemsOf = (
  input: Partial<{ endpoint: string; p256dh: string; auth: string }>,
  rules = production,
) => {
  const parsed = parsePushSubscription({ endpoint, p256dh, auth, ...input }, rules);
  return parsed.ok ? [] : parsed.problems;
};

describe('parsePushSubscription', () => {
  it('takes what a browser gives: an https endpoint, a P-256 point and a 16-byte secret', () => {
    expect(parsePushSubscription({ endpoint, p256dh, auth }, production)).toEqual({
      ok: true,
      subscription: { endpoint, p256dh, auth },
    });
  });

  it('gives back the keys as unpadded base64url, as web-push takes them', () => {
    const parsed = parsePushSubscription(
      { endpoint, p256dh: `${p256dh}=`, auth: `${auth}==` },
      production,
    );
    expect(parsed).toEqual({ ok: true, subscription: { endpoint, p256dh, auth } });
  });

  it('refuses an endpoint that is not an https URL on the internet', () => {
    const problem = (message: string) => [{ field: 'endpoint', message }];
    for (const bad of [
      'not a url',
      'ftp://push.example.net/x',
      'http://push.example.net/x',
      '/push/1',
    ]) {
      expect(problemsOf({ endpoint: bad }), bad).toEqual(problem('endpoint must be an https URL'));
    }
    expect(problemsOf({ endpoint: 'https://user:pw@push.example.net/x' })).toEqual(
      problem('endpoint must not carry a user name or password'),
    );
    for (const local of [
      'https://127.0.0.1/push',
      'https://localhost:8443/push',
      'https://[::1]/push',
      'https://10.1.2.3/push',
      'https://192.168.0.10/push',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/push',
      'https://0x7f000001/push',
    ]) {
      expect(problemsOf({ endpoint: local }), local).toEqual(
        problem('endpoint must be a push service on the internet'),
      );
    }
    expect(problemsOf({ endpoint: `https://push.example.net/${'x'.repeat(2048)}` })).toEqual(
      problem('endpoint is too long for a push service'),
    );
  });

  it('takes a push service on this machine, over http too, only when the rules allow it', () => {
    for (const local of [
      'http://127.0.0.1:4567/push/1',
      'http://localhost:4567/push/1',
      'https://[::1]/push',
    ]) {
      expect(problemsOf({ endpoint: local }, development), local).toEqual([]);
      expect(problemsOf({ endpoint: local }, production), local).not.toEqual([]);
    }
    // Only this machine: a private network address is never a push service.
    expect(problemsOf({ endpoint: 'http://10.0.0.5/push' }, development)).not.toEqual([]);
    expect(problemsOf({ endpoint: 'https://192.168.1.1/push' }, development)).not.toEqual([]);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', () => {
    const compressed = ecdh.getPublicKey(null, 'compressed').toString('base64url');
    const offCurve = Buffer.from(ecdh.getPublicKey());
    offCurve[64] = offCurve[64]! ^ 1;
    for (const bad of [compressed, offCurve.toString('base64url'), 'not base64!', '', auth]) {
      expect(problemsOf({ p256dh: bad }), bad).toEqual([
        { field: 'p256dh', message: 'p256dh must be a P-256 public key (65 bytes, base64url)' },
      ]);
    }
    for (const bad of [
      randomBytes(15).toString('base64url'),
      randomBytes(32).toString('base64url'),
      'a+b/',
    ]) {
      expect(problemsOf({ auth: bad }), bad).toEqual([
        { field: 'auth', message: 'auth must be 16 bytes, base64url' },
      ]);
    }
  });

  it('names every problem at once', () => {
    expect(problemsOf({ endpoint: 'x', p256dh: 'y', auth: 'z' }).map((p) => p.field)).toEqual([
      'endpoint',
      'p256dh',
      'auth',
    ]);
  });
});

describe('subscriptionRules', () => {
  it('allows a push service on this machine outside production only', () => {
    expect(subscriptionRules({ nodeEnv: 'production' })).toEqual(production);
    expect(subscriptionRules({ nodeEnv: 'development' })).toEqual(development);
    expect(subscriptionRules({ nodeEnv: 'test' })).toEqual(development);
  });
});

describe('isLoopbackHost', () => {
  it('knows this machine by name and address, and nothing else', () => {
    for (const host of [
      'localhost',
      'LOCALHOST.',
      'app.localhost',
      '127.0.0.1',
      '127.9.9.9',
      '[::1]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['localhost.example.com', '128.0.0.1', '[::2]', 'example.com', '10.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
