import { gql } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOn } from './client.test-helpers.ts';

const profile = gql`
  query getUserProfile {
    getUserProfile {
      id
    }
  }
`;
const refreshMutation = gql`
  mutation refreshAuthToken($t: String!) {
    refreshAuthToken(input: { refreshToken: $t }) {
      accessToken
    }
  }
`;

const unauthorized = () =>
  new Response(
    JSON.stringify({
      errors: [
        {
          message: 'StatusText: Unauthorized, Status: 401',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    }),
    { status: 401, headers: { 'Content-Type': 'application/json' } },
  );
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const profileOk = () => json({ data: { getUserProfile: { id: '1' } } });

/**
 * A server that accepts only `validToken`; records the bearer of every call and runs
 * `whileAtServer` after receiving a call, before answering it.
 */
function setup(initialToken: string | null, validToken = 'fresh') {
  const bearers: (string | null)[] = [];
  let whileAtServer = () => {};
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const bearer = new Headers(init?.headers).get('authorization');
    bearers.push(bearer);
    whileAtServer();
    const { variables } = JSON.parse(String(init?.body)) as { variables: { t?: string } };
    if (variables.t === 'the-refresh-token') {
      return json({ data: { refreshAuthToken: { accessToken: validToken } } });
    }
    return bearer === `Bearer ${validToken}` ? profileOk() : unauthorized();
  });
  const app = clientOn(fetchMock, initialToken);
  return {
    ...app,
    bearers,
    onRefreshFailed: app.hooks.onRefreshFailed,
    setWhileAtServer: (f: () => void) => (whileAtServer = f),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('auth exchange', () => {
  it('replays without refreshing when the token was replaced while the call was out', async () => {
    const { client, bearers, setToken, setRefresher, setWhileAtServer } = setup('old');
    const refresh = vi.fn(async () => true);
    setRefresher(refresh);
    // Another tab (or an earlier refresh) stores new tokens before this answer comes back.
    setWhileAtServer(() => setToken('fresh'));
    const result = await client.query(profile, {}).toPromise();
    expect(result.data).toEqual({ getUserProfile: { id: '1' } });
    expect(refresh).not.toHaveBeenCalled();
    expect(bearers).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('replays at most once: a second 401 after the refresh is the answer', async () => {
    const { client, bearers, setToken, setRefresher } = setup('old', 'never');
    setRefresher(async () => {
      setToken('fresh');
      return true;
    });
    const result = await client.query(profile, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(bearers).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('does not refresh for a call made signed out', async () => {
    const { client, onRefreshFailed, setRefresher } = setup(null);
    const refresh = vi.fn(async () => true);
    setRefresher(refresh);
    const result = await client.query(profile, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(refresh).not.toHaveBeenCalled();
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('never refreshes because the refresh call itself was refused', async () => {
    const { client, setRefresher } = setup('old');
    const refresh = vi.fn(async () => true);
    setRefresher(refresh);
    const result = await client.mutation(refreshMutation, { t: 'x' }).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shares one refresh among calls that fail while it runs, and replays them all', async () => {
    const { client, bearers, setToken, setRefresher } = setup('old');
    let finish: () => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<boolean>((done) => {
          finish = () => {
            setToken('fresh');
            done(true);
          };
        }),
    );
    setRefresher(refresh);
    const all = Promise.all([1, 2, 3].map((n) => client.query(profile, { n }).toPromise()));
    await vi.advanceTimersByTimeAsync(10);
    finish();
    const results = await all;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data?.getUserProfile.id)).toEqual(['1', '1', '1']);
    expect(bearers.filter((b) => b === 'Bearer fresh')).toHaveLength(3);
  });

  it('sends the refresh through the exchange, without a bearer, while the failed call waits', async () => {
    const { client, bearers, setToken, setRefresher } = setup('old');
    setRefresher(async (mutate) => {
      const result = await mutate(refreshMutation, { t: 'the-refresh-token' }, { authToken: '' });
      const accessToken = result.data?.refreshAuthToken.accessToken as string | undefined;
      if (accessToken) setToken(accessToken);
      return Boolean(accessToken);
    });
    const result = await client.query(profile, {}).toPromise();
    expect(result.data).toEqual({ getUserProfile: { id: '1' } });
    expect(bearers).toEqual(['Bearer old', null, 'Bearer fresh']);
  });

  it('never refreshes for a call that carried its own token', async () => {
    const { client, bearers, setRefresher } = setup('old');
    const refresh = vi.fn(async () => true);
    setRefresher(refresh);
    const result = await client.query(profile, {}, { authToken: 'own-token' }).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(refresh).not.toHaveBeenCalled();
    expect(bearers).toEqual(['Bearer own-token']);
  });

  it('sends no bearer at all when a call asks for none', async () => {
    const { client, bearers } = setup('old');
    await client.query(profile, {}, { authToken: '' }).toPromise();
    expect(bearers).toEqual([null]);
  });

  it('never refreshes because logout was refused', async () => {
    const logout = gql`
      mutation logout($t: String!) {
        logout(input: { refreshToken: $t })
      }
    `;
    const { client, bearers, setRefresher } = setup('old');
    const refresh = vi.fn(async () => true);
    setRefresher(refresh);
    await client.mutation(logout, { t: 'x' }).toPromise();
    expect(refresh).not.toHaveBeenCalled();
    expect(bearers).toEqual(['Bearer old']);
  });
});
