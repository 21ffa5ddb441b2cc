import { vi } from 'vitest';
import type { TokenRefresher } from './auth-exchange.ts';
import { createGraphqlClient, type GraphqlClientOptions } from './client.ts';

type FakeFetch = (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The app's client on a fake fetch, with the stored token and the token refresher under the
 * test's control (no refresher succeeds until one is set) and its hooks recorded.
 */
export function clientOn(
  fetch: FakeFetch,
  initialToken: string | null,
  overrides: Partial<GraphqlClientOptions> = {},
) {
  let token = initialToken;
  let refresher: TokenRefresher = async () => false;
  const hooks = {
    onRefreshFailed: vi.fn(),
    onCompanyDisabled: vi.fn(),
    onNetworkOutcome: vi.fn(),
  };
  const client = createGraphqlClient({
    url: 'http://app.test/graphql',
    fetch: fetch as typeof globalThis.fetch,
    getAccessToken: () => token,
    refreshTokens: (mutate) => refresher(mutate),
    ...hooks,
    ...overrides,
  });
  return {
    client,
    hooks,
    setToken: (t: string | null) => (token = t),
    setRefresher: (r: TokenRefresher) => (refresher = r),
  };
}
