import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { hostedFieldsKey } from '../../modules/payments/payments.test-helpers.ts';
import { verifyRecaptcha } from './recaptcha.ts';

const SECRET = 'recaptcha-secret-fake';

interface Received {
  method: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A local server answering like Google's siteverify
 * (https://developers.google.com/recaptcha/docs/verify): a token the widget issued passes once,
 * within its secret; a second use is timeout-or-duplicate. `nextAnswer` replaces one answer.
 */
async function startFakeSiteverify() {
  const received: Received[] = [];
  const issued = new Set<string>();
  const verified = new Set<string>();
  const fake = {
    url: '',
    received,
    nextAnswer: null as { status: number; text: string } | null,
    /** A token as the browser's widget would get it from Google. */
    issueToken() {
      const token = `03A${randomBytes(24).toString('base64url')}`;
      issued.add(token);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  function verdict(form: Record<string, string>) {
    const token = form.response ?? '';
    if (form.secret !== SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (verified.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    if (!issued.has(token)) return { success: false, 'error-codes': ['invalid-input-response'] };
    verified.add(token);
    return {
      success: true,
      challenge_ts: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      hostname: 'localhost',
    };
  }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push({ method: req.method ?? '', contentType: req.headers['content-type'], form });
      const answer = fake.nextAnswer ?? { status: 200, text: JSON.stringify(verdict(form)) };
      fake.nextAnswer = null;
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  return fake;
}

type FakeSiteverify = Awaited<ReturnType<typeof startFakeSiteverify>>;

describe('verifyRecaptcha', () => {
  let google: FakeSiteverify;
  beforeAll(async () => {
    google = await startFakeSiteverify();
  });
  afterAll(() => google.close());

  const verify = (token: string, secretKey = SECRET) =>
    verifyRecaptcha({ verifyUrl: google.url, secretKey }, token, '203.0.113.9');

  it('posts the secret, the token and the rider’s address form-encoded, and passes a success', async () => {
    const token = google.issueToken();
    expect(await verify(token)).toBe(true);
    expect(google.received.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      form: { secret: SECRET, response: token, remoteip: '203.0.113.9' },
    });
  });

  it('is false when Google answers success: false', async () => {
    expect(await verify('never-issued')).toBe(false);
    expect(await verify(google.issueToken(), 'another-secret')).toBe(false);
  });

  it('is false for an answer other than 200, whatever its body says', async () => {
    google.nextAnswer = { status: 503, text: JSON.stringify({ success: true }) };
    expect(await verify(google.issueToken())).toBe(false);
  });

  it('is false for an answer that is not JSON, or not siteverify’s shape', async () => {
    google.nextAnswer = { status: 200, text: '<html>Service Unavailable' };
    expect(await verify(google.issueToken())).toBe(false);
    google.nextAnswer = { status: 200, text: JSON.stringify({ success: 'true' }) };
    expect(await verify(google.issueToken())).toBe(false);
  });
});

describe.each(databaseKinds())('the human check through reCAPTCHA on %s', (kind) => {
  let google: FakeSiteverify;
  // Filled before the API opens: useTestApi reads its configuration in its own beforeAll.
  const overrides: Record<string, string> = {
    RECAPTCHA_SITE_KEY: 'recaptcha-site-key-fake',
    RECAPTCHA_SECRET_KEY: SECRET,
  };
  beforeAll(async () => {
    google = await startFakeSiteverify();
    overrides.RECAPTCHA_VERIFY_URL = google.url;
  });
  afterAll(() => google.close());
  const api = useTestApi(kind, overrides);

  const check = (token: string) =>
    fetch(`${api.baseUrl}/demo/recaptcha/${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
    });

  it('answers "Human" with a pass cookie for a token Google verified', async () => {
    const token = google.issueToken();
    const passed = await check(token);
    expect(passed.status).toBe(200);
    expect(await passed.json()).toEqual({ name: 'Human' });
    const cookie = passed.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^human_check=[^;]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Strict/);
    expect(google.received.at(-1)?.form).toMatchObject({ secret: SECRET, response: token });
    expect(google.received.at(-1)?.form.remoteip).toMatch(/127\.0\.0\.1$/);
    // The pass opens what a guest may only open after the check.
    await hostedFieldsKey(api, { cookie: cookie.split(';')[0]! });
  });

  it('refuses a token Google refuses, without a pass', async () => {
    const refused = await check('never-issued');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.json()).toEqual({
      error: 'HUMAN_CHECK_FAILED',
      message: 'The human check did not pass',
    });
  });

  it('does not accept the same token twice (Google answers timeout-or-duplicate)', async () => {
    const token = google.issueToken();
    expect((await check(token)).status).toBe(200);
    const replay = await check(token);
    expect(replay.status).toBe(403);
    expect(replay.headers.get('set-cookie')).toBeNull();
  });

  it('refuses, rather than failing, when Google answers with something else than siteverify JSON', async () => {
    google.nextAnswer = { status: 200, text: '<html>Service Unavailable' };
    const refused = await check(google.issueToken());
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });
});

describe.each(databaseKinds())('the human check with reCAPTCHA unreachable on %s', (kind) => {
  const overrides: Record<string, string> = {
    RECAPTCHA_SITE_KEY: 'recaptcha-site-key-fake',
    RECAPTCHA_SECRET_KEY: SECRET,
  };
  beforeAll(async () => {
    // A port that was just free: nothing listens there any more.
    const closed = await startFakeSiteverify();
    await closed.close();
    overrides.RECAPTCHA_VERIFY_URL = closed.url;
  });
  const api = useTestApi(kind, overrides);

  it('refuses the check (403), never a server error', async () => {
    const response = await fetch(`${api.baseUrl}/demo/recaptcha/any-token`);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toMatchObject({ error: 'HUMAN_CHECK_FAILED' });
  });
});
