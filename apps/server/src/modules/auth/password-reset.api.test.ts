import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import { createBackgroundWork } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { listOutboxMessages } from '../../adapters/mail/outbox.repository.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  LOGIN,
  loginInput,
  PROFILE,
  REFRESH,
  signInAs,
} from './auth.test-helpers.ts';

const RESET = /* GraphQL */ `
  mutation resetPassword($input: ResetAccountUserPasswordInput!) {
    resetPassword(input: $input) {
      isSuccessful
      message
    }
  }
`;

const COMPLETE = /* GraphQL */ `
  mutation completePasswordReset($input: CompletePasswordResetInput!) {
    completePasswordReset(input: $input) {
      isSuccessful
      message
    }
  }
`;

const NEW_PASSWORD = 'Fresh!Start2026';
const INVALID_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

describe.each(databaseKinds())('password reset on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  const requestReset = (email: string, companyId = 'demo') =>
    api.gql(RESET, { input: { email, companyId } });
  const complete = (token: string, password = NEW_PASSWORD, companyId = 'demo') =>
    api.gql<{ completePasswordReset: { isSuccessful: boolean; message: string } }>(COMPLETE, {
      input: { token, password, companyId },
    });

  /** Asks for a reset link for the rider and reads the token out of the mail in the outbox. */
  async function mailedToken(
    email: string,
    companyId = 'demo',
  ): Promise<{ token: string; text: string }> {
    const res = await requestReset(email, companyId);
    expect(res.errors).toBeUndefined();
    await api.drainJobs();
    const [mail] = await listOutboxMessages(api.db, { companyId, limit: 1 });
    expect(mail?.to_address).toBe(email);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})&coid=/.exec(mail!.text_body)?.[1];
    expect(token).toBeDefined();
    return { token: token!, text: mail!.text_body };
  }

  describe('resetPassword', () => {
    it.each([
      ['', 'Required'],
      ['rider-at-demo', 'Not a valid email'],
    ])('refuses email %j with BAD_USER_INPUT', async (email, message) => {
      const res = await requestReset(email);
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'email' },
      });
    });

    it('answers 403 for a disabled company and NOT_FOUND for an unknown one', async () => {
      expect((await requestReset('rider@demo.test', 'closed')).status).toBe(403);
      expect((await requestReset('rider@demo.test', 'ghost')).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    });

    it('answers identically whether or not the account exists, and mails only an existing one', async () => {
      const rider = await buildRider(api);
      const before = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1000 });
      const existing = await requestReset(rider.email);
      const missing = await requestReset('no.such.rider@example.test');
      expect(existing).toEqual(missing);
      expect(existing).toEqual({
        status: 200,
        data: {
          resetPassword: {
            isSuccessful: true,
            message: 'If account exists, an email will be sent with further instructions',
          },
        },
      });
      await api.drainJobs();
      const after = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1000 });
      const added = after.filter((m) => !before.some((b) => b.id === m.id));
      expect(added.map((m) => m.to_address)).toEqual([rider.email]);
    });

    it('mails a link to the reset screen that expires in an hour, stored only as a hash', async () => {
      const rider = await buildRider(api, { firstName: 'Rhea' });
      const { token, text } = await mailedToken(rider.email);
      // PUBLIC_URL's default outside production: the server's own address on this machine.
      expect(text).toContain(`http://localhost:8080/reset-password?token=${token}&coid=demo`);
      expect(text).toMatch(/^Hi Rhea,/);
      const [mail] = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1 });
      expect(mail).toMatchObject({
        subject: 'Reset your Demo Limousine password',
        company_id: 'demo',
      });
      const stored = await api.db
        .selectFrom('password_reset_token')
        .select([
          'token_hash',
          sql<number>`extract(epoch from expires_at - created_at)`.as('lifetime'),
        ])
        .where('account_user_id', '=', rider.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).not.toBe(token);
      expect(Number(stored[0]!.lifetime)).toBe(3600);
    });

    it('is limited per account: the fourth request in a minute, even aliased in one request, is refused', async () => {
      const rider = await buildRider(api);
      const aliases = Array.from(
        { length: 4 },
        (_, i) => `r${i}: resetPassword(input: $input) { isSuccessful }`,
      );
      const res = await api.gql(
        `mutation ($input: ResetAccountUserPasswordInput!) { ${aliases.join('\n')} }`,
        {
          input: { email: rider.email, companyId: 'demo' },
        },
      );
      expect(res.status).toBe(429);
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect((res.errors?.[0] as { path?: unknown } | undefined)?.path).toEqual(['r3']);
    });
  });

  describe('resetPassword durability and links', () => {
    /** POSTs the reset request with a Host header of our choosing (fetch will not send one). */
    function requestResetWithHost(email: string, host: string): Promise<number> {
      const body = JSON.stringify({
        query: RESET,
        variables: { input: { email, companyId: 'demo' } },
      });
      return new Promise((resolve, reject) => {
        const call = httpRequest(
          `${api.baseUrl}/graphql`,
          {
            method: 'POST',
            headers: {
              host,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        call.on('error', reject);
        call.end(body);
      });
    }

    async function latestMailTo(email: string) {
      const mails = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1000 });
      return mails.find((mail) => mail.to_address === email);
    }

    it('records the request before answering, so a worker that starts later still mails the link', async () => {
      const rider = await buildRider(api);
      expect((await requestReset(rider.email)).errors).toBeUndefined();
      // The process that answered stops here: nothing has been mailed yet, the request is kept.
      expect(await latestMailTo(rider.email)).toBeUndefined();
      const pending = await api.db
        .selectFrom('password_reset_request')
        .select('status')
        .where('email', '=', rider.email)
        .execute();
      expect(pending).toEqual([{ status: 'pending' }]);
      // A new process's worker over the same database.
      const restarted = createBackgroundWork({ ...api.services, logger: createLogger('silent') });
      await restarted.runner.drain();
      await restarted.close();
      expect((await latestMailTo(rider.email))?.text_body).toMatch(/reset-password\?token=/);
    });

    it('writes the mail in the language it was asked in, unless the rider chose their own', async () => {
      const asked = await buildRider(api, { firstName: 'Lucía' });
      const res = await api.gql(
        RESET,
        { input: { email: asked.email, companyId: 'demo' } },
        { 'accept-language': 'pt-BR, es-MX;q=0.9, en;q=0.5' },
      );
      expect(res.errors).toBeUndefined();
      const chose = await buildRider(api, { firstName: 'Anna' });
      await api.db
        .updateTable('account_user')
        .set({ language: 'de' })
        .where('id', '=', chose.id)
        .execute();
      await api.gql(
        RESET,
        { input: { email: chose.email, companyId: 'demo' } },
        { 'accept-language': 'es' },
      );
      const english = await buildRider(api, { firstName: 'Rhea' });
      await api.gql(
        RESET,
        { input: { email: english.email, companyId: 'demo' } },
        { 'accept-language': 'pt-BR' },
      );
      await api.drainJobs();
      const spanish = await latestMailTo(asked.email);
      expect(spanish?.subject).toBe('Restablece tu contraseña de Demo Limousine');
      expect(spanish?.text_body).toMatch(/^Hola, Lucía:/);
      expect((await latestMailTo(chose.email))?.subject).toBe(
        'Setzen Sie Ihr Demo Limousine-Passwort zurück',
      );
      // No language the company offers in the header: the company's default, English.
      expect((await latestMailTo(english.email))?.subject).toBe(
        'Reset your Demo Limousine password',
      );
    });

    it('never builds the link from a forged Host header', async () => {
      const rider = await buildRider(api);
      expect(await requestResetWithHost(rider.email, 'evil.example')).toBe(200);
      await api.drainJobs();
      const text = (await latestMailTo(rider.email))?.text_body ?? '';
      expect(text).toContain(`${api.services.config.publicUrl}/reset-password?token=`);
      expect(text).not.toContain('evil.example');
    });

    it('points the link at the company’s own domain when the request came through it', async () => {
      await api.db
        .updateTable('company')
        .set({ domain_name: 'rides.demo-limousine.test' })
        .where('id', '=', 'demo')
        .execute();
      try {
        const rider = await buildRider(api);
        expect(await requestResetWithHost(rider.email, 'rides.demo-limousine.test')).toBe(200);
        await api.drainJobs();
        expect((await latestMailTo(rider.email))?.text_body).toContain(
          'https://rides.demo-limousine.test/reset-password?token=',
        );
      } finally {
        await api.db
          .updateTable('company')
          .set({ domain_name: null })
          .where('id', '=', 'demo')
          .execute();
      }
    });
  });

  describe('completePasswordReset', () => {
    it.each([
      [
        'a weak password',
        'A'.repeat(43),
        'weakpassword',
        'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.',
        'password',
      ],
      ['a malformed token', 'abc', NEW_PASSWORD, INVALID_LINK, 'token'],
      ['an unknown token', 'A'.repeat(43), NEW_PASSWORD, INVALID_LINK, 'token'],
    ])('refuses %s with BAD_USER_INPUT', async (_, token, password, message, field) => {
      const res = await complete(token, password);
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    });

    it('sets the new password, once, and signs the account out everywhere', async () => {
      const rider = await buildRider(api);
      const session = await signInAs(api, rider.email, rider.password);
      const { token } = await mailedToken(rider.email);

      const res = await complete(token);
      expect(res.errors).toBeUndefined();
      expect(res.data?.completePasswordReset.isSuccessful).toBe(true);

      expect(
        (await api.gql(LOGIN, loginInput(rider.email, rider.password))).errors?.[0]?.message,
      ).toBe('Invalid email and/or password');
      await signInAs(api, rider.email, NEW_PASSWORD);
      expect((await api.gql(REFRESH, { refreshToken: session.refreshToken })).status).toBe(401);
      expect((await api.gql(PROFILE, {}, bearer(session.accessToken))).status).toBe(401);

      const again = await complete(token, 'Another!Pass2026');
      expect(again.errors?.[0]).toMatchObject({
        message: INVALID_LINK,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      await signInAs(api, rider.email, NEW_PASSWORD);
    });

    it('refuses a token older than an hour', async () => {
      const rider = await buildRider(api);
      const { token } = await mailedToken(rider.email);
      await api.db
        .updateTable('password_reset_token')
        .set({
          created_at: sql`created_at - interval '61 minutes'`,
          expires_at: sql`expires_at - interval '61 minutes'`,
        })
        .where('account_user_id', '=', rider.id)
        .execute();
      expect((await complete(token)).errors?.[0]?.message).toBe(INVALID_LINK);
      await signInAs(api, rider.email, rider.password);
    });

    it('retires an older link when a newer one is mailed', async () => {
      const rider = await buildRider(api);
      const older = await mailedToken(rider.email);
      const newer = await mailedToken(rider.email);
      expect((await complete(older.token)).errors?.[0]?.message).toBe(INVALID_LINK);
      expect((await complete(newer.token)).errors).toBeUndefined();
    });

    it("does not accept one company's token at another", async () => {
      const rider = await buildRider(api);
      const { token } = await mailedToken(rider.email);
      expect((await complete(token, NEW_PASSWORD, 'acme')).errors?.[0]?.message).toBe(INVALID_LINK);
      expect((await complete(token, NEW_PASSWORD, 'demo')).errors).toBeUndefined();
    });
  });
});
