import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER } from './access-token.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  decodeClaims,
  DEMO_RIDER,
  LOGIN,
  loginInput,
  PROFILE,
  signInAs,
  type Tokens,
} from './auth.test-helpers.ts';

const SIGN_IN_OP = /* GraphQL */ `
  mutation signIn($input: LoginInfoInput!) {
    signIn(input: $input) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`;

describe.each(databaseKinds())('signing in on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  describe('login / signIn', () => {
    it.each([
      ['an invalid email', 'not-an-email', DEMO_RIDER.password, 'Not a valid email', 'username'],
      ['a blank email', ' ', DEMO_RIDER.password, 'Required', 'username'],
      ['an empty password', DEMO_RIDER.email, '', 'Required', 'password'],
      [
        'a 7-character password',
        DEMO_RIDER.email,
        'Abc!123',
        'Must be at least 8 characters',
        'password',
      ],
      [
        'a 257-character password',
        DEMO_RIDER.email,
        'x'.repeat(257),
        'Max length is 256 characters',
        'password',
      ],
      [
        'a password with an emoji',
        DEMO_RIDER.email,
        'Demo!Rider2026😀',
        'Contains invalid character(s): 😀',
        'password',
      ],
    ])(
      'refuses %s with BAD_USER_INPUT and the form message',
      async (_, email, password, message, field) => {
        const res = await api.gql(LOGIN, loginInput(email, password));
        expect(res.data).toBeNull();
        expect(res.errors?.[0]?.message).toBe(message);
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      },
    );

    it('takes ACCOUNT_USER when the variables leave the user type out (the default)', async () => {
      const { typeOfUser, ...withoutType } = loginInput(
        DEMO_RIDER.email,
        DEMO_RIDER.password,
      ).input;
      expect(typeOfUser).toBe('ACCOUNT_USER');
      const res = await api.gql<{ login: { accessToken: string } }>(LOGIN, { input: withoutType });
      expect(res.errors).toBeUndefined();
      expect(res.data?.login.accessToken).toEqual(expect.any(String));
    });

    it('refuses a user type other than ACCOUNT_USER', async () => {
      const res = await api.gql(LOGIN, {
        input: {
          username: DEMO_RIDER.email,
          password: DEMO_RIDER.password,
          companyId: 'demo',
          typeOfUser: 'ADMIN',
        },
      });
      expect(res.errors?.[0]?.message).toMatch(/typeOfUser/);
      expect(res.data ?? null).toBeNull();
    });

    it('answers "Invalid email and/or password" alike for a wrong password and an unknown email', async () => {
      const wrongPassword = await api.gql(LOGIN, loginInput(DEMO_RIDER.email, 'Wrong!Password1'));
      const unknownEmail = await api.gql(
        LOGIN,
        loginInput('nobody@demo.test', DEMO_RIDER.password),
      );
      for (const res of [wrongPassword, unknownEmail]) {
        expect(res.data).toBeNull();
        expect(res.errors).toHaveLength(1);
        expect(res.errors?.[0]?.message).toBe('Invalid email and/or password');
        expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect(unknownEmail.status).toBe(wrongPassword.status);
      expect(unknownEmail.errors).toEqual(wrongPassword.errors);
    });

    it("refuses the demo rider's password at acme: accounts belong to one company", async () => {
      const res = await api.gql(LOGIN, loginInput(DEMO_RIDER.email, DEMO_RIDER.password, 'acme'));
      expect(res.errors?.[0]?.message).toBe('Invalid email and/or password');
    });

    it('answers a disabled company with the 403 disabled-company error', async () => {
      const res = await api.gql(LOGIN, loginInput(DEMO_RIDER.email, DEMO_RIDER.password, 'closed'));
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.message).toBe('Status: 403, Message: Specified company is disabled.');
    });

    it('answers NOT_FOUND for an unknown company', async () => {
      const res = await api.gql(LOGIN, loginInput(DEMO_RIDER.email, DEMO_RIDER.password, 'ghost'));
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('signs the demo rider in with a 15-minute access token bound to company and user', async () => {
      const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      expect(tokens.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
      expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
      expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const claims = decodeClaims(tokens.accessToken);
      const rider = await api.db
        .selectFrom('account_user')
        .select('id')
        .where('email', '=', DEMO_RIDER.email)
        .executeTakeFirstOrThrow();
      expect(claims).toMatchObject({
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        sub: rider.id,
        coid: 'demo',
        typ: 'ACCOUNT_USER',
      });
      expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    });

    it('matches the email without regard to case or surrounding spaces', async () => {
      await signInAs(api, '  RIDER@Demo.Test ', DEMO_RIDER.password);
    });

    it('works under the client operation name signIn too', async () => {
      const res = await api.gql<{ signIn: Tokens }>(
        SIGN_IN_OP,
        loginInput(DEMO_RIDER.email, DEMO_RIDER.password),
      );
      expect(res.errors).toBeUndefined();
      const profile = await api.gql<{ getUserProfile: { email: string } }>(
        PROFILE,
        {},
        bearer(res.data!.signIn.accessToken),
      );
      expect(profile.data?.getUserProfile.email).toBe(DEMO_RIDER.email);
    });

    it('stores the refresh token only as a hash', async () => {
      const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const stored = await api.db
        .selectFrom('refresh_token')
        .select('token_hash')
        .where('token_hash', '=', tokens.refreshToken)
        .execute();
      expect(stored).toEqual([]);
    });
  });

  describe('failed sign-in limits', () => {
    const wrong = (email: string) => api.gql(LOGIN, loginInput(email, 'Wrong!Password1'));

    it('refuses the 11th failure in a minute for one account with TOO_MANY_REQUESTS, even with the right password', async () => {
      const rider = await buildRider(api);
      for (let i = 0; i < 10; i += 1) {
        expect((await wrong(rider.email)).errors?.[0]?.message).toBe(
          'Invalid email and/or password',
        );
      }
      const limited = await api.gql(LOGIN, loginInput(rider.email, rider.password));
      expect(limited.status).toBe(429);
      expect(limited.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(limited.errors?.[0]?.message).toMatch(
        /^Too many attempts\. Please try again in 1 minute\.$/,
      );
      expect(limited.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('lets the account in again once the window has passed', async () => {
      const rider = await buildRider(api);
      for (let i = 0; i < 11; i += 1) await wrong(rider.email);
      expect((await wrong(rider.email)).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      // Move every window an hour into the past, as if the time had gone by.
      await api.db
        .updateTable('rate_limit')
        .set({
          window_start: sql`window_start - interval '1 hour'`,
          expires_at: sql`expires_at - interval '1 hour'`,
        })
        .execute();
      await signInAs(api, rider.email, rider.password);
    });

    it('counts failures per client address across accounts, known or not', async () => {
      for (let i = 0; i < 10; i += 1) await wrong(`stranger-${i}@example.test`);
      const res = await api.gql(LOGIN, loginInput(DEMO_RIDER.email, DEMO_RIDER.password));
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    });

    it('refuses past 100 failures an hour even when no minute had more than 10', async () => {
      const rider = await buildRider(api);
      await wrong(rider.email);
      // As if 99 more failures had been spread over the earlier minutes of this hour.
      await api.db
        .updateTable('rate_limit')
        .set({ hits: 100 })
        .where('window_seconds', '=', 3600)
        .execute();
      const res = await api.gql(LOGIN, loginInput(rider.email, rider.password));
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      const minute = await api.db
        .selectFrom('rate_limit')
        .select('hits')
        .where('window_seconds', '=', 60)
        .execute();
      expect(Math.max(...minute.map((r) => r.hits))).toBeLessThanOrEqual(10);
    });

    it('does not count successful sign-ins', async () => {
      for (let i = 0; i < 12; i += 1) await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const rows = await api.db.selectFrom('rate_limit').select('hits').execute();
      expect(rows.every((r) => r.hits === 0)).toBe(true);
    });

    it('counts each aliased attempt that runs; a failure ends the request, so aliases buy no extra tries', async () => {
      const rider = await buildRider(api);
      const aliases = Array.from(
        { length: 5 },
        (_, i) => `a${i}: login(input: $input) { accessToken }`,
      ).join('\n');
      const res = await api.gql(
        `mutation ($input: LoginInfoInput!) { ${aliases} }`,
        loginInput(rider.email, 'Wrong!Password1'),
      );
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0]?.message).toBe('Invalid email and/or password');
      const minute = await api.db
        .selectFrom('rate_limit')
        .select(['bucket', 'hits'])
        .where('window_seconds', '=', 60)
        .execute();
      expect(minute.map((r) => r.hits)).toEqual([1, 1]);

      // Ten requests of many aliases each get ten tries in all, then the limit answers.
      for (let i = 0; i < 9; i += 1) {
        await api.gql(
          `mutation ($input: LoginInfoInput!) { ${aliases} }`,
          loginInput(rider.email, 'Wrong!Password1'),
        );
      }
      const limited = await api.gql(
        `mutation ($input: LoginInfoInput!) { ${aliases} }`,
        loginInput(rider.email, rider.password),
      );
      expect(limited.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    });
  });
});
