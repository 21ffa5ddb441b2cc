import { gql } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenRefresher } from './auth-exchange.ts';
import { createGraphqlClient } from './client.ts';

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
const profileOk = () =>
  new Response(JSON.stringify({ data: { getUserProfile: { id: '1' } } }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** A server that accepts only `validToken`; records the bearer of every call. */
function setup(initialToken: string | null, validToken = 'fresh') {
  let token = initialToken;
  const bearers: (string | null)[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const bearer = new Headers(init?.headers).get('authorization');
    bearers.push(bearer);
    return bearer === `Bearer ${validToken}` ? profileOk() : unauthorized();
  });
  const onRefreshFailed = vi.fn();
  const client = createGraphqlClient({
    url: 'http://app.test/graphql',
    fetch: fetchMock as unknown as typeof fetch,
    getAccessToken: () => token,
    onRefreshFailed,
    onCompanyDisabled: () => undefined,
    onNetworkOutcome: () => undefined,
  });
  return { client, bearers, onRefreshFailed, setToken: (t: string | null) => (token = t) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setTokenRefresher(null);
});

describe('auth exchange', () => {
  it('replays without refreshing when the token was replaced while the call was out', async () => {
    const { client, bearers, setToken } = setup('old');
    const refresh = vi.fn(async () => true);
    setTokenRefresher(refresh);
    const pending = client.query(profile, {}).toPromise();
    // Another tab (or an earlier refresh) stored new tokens before this answer came back.
    setToken('fresh');
    const result = await pending;
    expect(result.data).toEqual({ getUserProfile: { id: '1' } });
    expect(refresh).not.toHaveBeenCalled();
    expect(bearers).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('replays at most once: a second 401 after the refresh is the answer', async () => {
    const { client, bearers, setToken } = setup('old', 'never');
    setTokenRefresher(async () => {
      setToken('fresh');
      return true;
    });
    const result = await client.query(profile, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(bearers).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('does not refresh for a call made signed out', async () => {
    const { client, onRefreshFailed } = setup(null);
    const refresh = vi.fn(async () => true);
    setTokenRefresher(refresh);
    const result = await client.query(profile, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(refresh).not.toHaveBeenCalled();
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('never refreshes because the refresh call itself was refused', async () => {
    const { client } = setup('old');
    const refresh = vi.fn(async () => true);
    setTokenRefresher(refresh);
    const result = await client.mutation(refreshMutation, { t: 'x' }).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shares one refresh among calls that fail while it runs, and replays them all', async () => {
    const { client, bearers, setToken } = setup('old');
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
    setTokenRefresher(refresh);
    const all = Promise.all([1, 2, 3].map((n) => client.query(profile, { n }).toPromise()));
    await vi.advanceTimersByTimeAsync(10);
    finish();
    const results = await all;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data?.getUserProfile.id)).toEqual(['1', '1', '1']);
    expect(bearers.filter((b) => b === 'Bearer fresh')).toHaveLength(3);
  });
});
