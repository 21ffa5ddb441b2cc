import { beforeEach, describe, expect, it } from 'vitest';
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
});

describe.each(databaseKinds())('sign-in limits on %s', (kind) => {
  // Behind one trusted proxy the rider's address is the last one in X-Forwarded-For.
  const api = useTestApi(kind, { TRUST_PROXY_HOPS: '1' });
  beforeEach(() => clearRateLimits(api));

  const from = (address: string, email: string, password = 'Wrong!Password1') =>
    api.gql(LOGIN, loginInput(email, password), { 'x-forwarded-for': address });
  const codeOf = (res: Awaited<ReturnType<typeof from>>) =>
    res.errors?.[0]?.extensions?.code ?? (res.errors ? res.errors[0]?.message : 'OK');
  const pointsOf = async (prefix: string) => {
    const rows = await api.db
      .selectFrom('rate_limiter')
      .select('points')
      .where('key', 'like', `${prefix}:%`)
      .execute();
    return rows.reduce((sum, row) => sum + row.points, 0);
  };
  const setPoints = (prefix: string, points: number) =>
    api.db
      .updateTable('rate_limiter')
      .set({ points })
      .where('key', 'like', `${prefix}:%`)
      .execute();

  it('refuses the sixth failure in a minute from one address, even with the right password, and counts refusals nothing', async () => {
    const rider = await buildRider(api);
    for (let i = 0; i < 5; i += 1) {
      expect((await from('198.51.100.1', rider.email)).errors?.[0]?.message).toBe(
        'Invalid email and/or password',
      );
    }
    const limited = await from('198.51.100.1', rider.email, rider.password);
    expect(limited.status).toBe(429);
    expect(limited.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please try again in 1 minute.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(limited.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    for (let i = 0; i < 20; i += 1) await from('198.51.100.1', rider.email);
    expect(await pointsOf('sign-in-failures:account:hour')).toBe(5);
  });

  it('lets the owner in from another address however many failures one address made', async () => {
    const rider = await buildRider(api);
    for (let i = 0; i < 25; i += 1) await from('198.51.100.2', rider.email);
    expect(codeOf(await from('203.0.113.20', rider.email, rider.password))).toBe('OK');
  });

  it('counts failures per address across accounts, known or not', async () => {
    for (let i = 0; i < 10; i += 1) await from('198.51.100.3', `stranger-${i}@example.test`);
    expect(codeOf(await from('198.51.100.3', DEMO_RIDER.email, DEMO_RIDER.password))).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(codeOf(await from('203.0.113.30', DEMO_RIDER.email, DEMO_RIDER.password))).toBe('OK');
  });

  it('refuses past 100 failures an hour from an address even when no minute had more than 10', async () => {
    await from('198.51.100.4', 'someone@example.test');
    await setPoints('sign-in-failures:address:hour', 100);
    expect(codeOf(await from('198.51.100.4', DEMO_RIDER.email, DEMO_RIDER.password))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('past 100 failures an hour on the account, lets only addresses that have not failed for it try', async () => {
    const rider = await buildRider(api);
    await from('198.51.100.5', rider.email);
    await setPoints('sign-in-failures:account:hour', 100);
    // The address that failed before is refused, even with the right password.
    expect(codeOf(await from('198.51.100.5', rider.email, rider.password))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // A new address with a wrong password gets one try, then it has failed too.
    expect(codeOf(await from('198.51.100.6', rider.email))).toBe('BAD_USER_INPUT');
    expect(codeOf(await from('198.51.100.6', rider.email, rider.password))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // The owner at a new address signs in.
    expect(codeOf(await from('203.0.113.50', rider.email, rider.password))).toBe('OK');
  });

  it('takes one sign-in or token operation a request: aliases open no sessions and count nothing', async () => {
    const rider = await buildRider(api);
    for (const field of ['login', 'signIn']) {
      const aliases = Array.from(
        { length: 30 },
        (_, i) => `a${i}: ${field}(input: $input) { accessToken }`,
      ).join('\n');
      const res = await api.gql(
        `mutation ($input: LoginInfoInput!) { ${aliases} }`,
        loginInput(rider.email, rider.password),
      );
      expect(res.data).toBeUndefined();
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Only one sign-in or token operation can be sent in a request',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const mixed = await api.gql(
      `mutation ($input: LoginInfoInput!, $refresh: RefreshAuthTokenInput!) {
        login(input: $input) { accessToken }
        refreshAuthToken(input: $refresh) { accessToken }
      }`,
      { ...loginInput(rider.email, rider.password), refresh: { refreshToken: 'x'.repeat(43) } },
    );
    expect(mixed.errors?.[0]?.message).toBe(
      'Only one sign-in or token operation can be sent in a request',
    );
    const sessions = await api.db
      .selectFrom('auth_session')
      .select('id')
      .where('account_user_id', '=', rider.id)
      .execute();
    expect(sessions).toEqual([]);
    expect(await pointsOf('sign-in-failures')).toBe(0);
  });

  it('does not count successful sign-ins as failures', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect(codeOf(await from('198.51.100.7', DEMO_RIDER.email, DEMO_RIDER.password))).toBe('OK');
    }
    expect(await pointsOf('sign-in-failures')).toBe(0);
  });

  it('lets the address in again once the window has passed', async () => {
    const rider = await buildRider(api);
    for (let i = 0; i < 6; i += 1) await from('198.51.100.8', rider.email);
    expect(codeOf(await from('198.51.100.8', rider.email, rider.password))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // As if the hour had gone by.
    await api.db
      .updateTable('rate_limiter')
      .set({ expire: Date.now() - 1000 })
      .execute();
    expect(codeOf(await from('198.51.100.8', rider.email, rider.password))).toBe('OK');
  });

  it('opens at most 30 sessions an hour for an account, and a refused sign-in counts nothing', async () => {
    const rider = await buildRider(api);
    expect(codeOf(await from('198.51.100.9', rider.email, rider.password))).toBe('OK');
    await setPoints('new-sessions:account:hour', 30);
    expect(codeOf(await from('198.51.100.9', rider.email, rider.password))).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(await pointsOf('new-sessions:account:hour')).toBe(30);
    const sessions = await api.db
      .selectFrom('auth_session')
      .select('id')
      .where('account_user_id', '=', rider.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });
});
