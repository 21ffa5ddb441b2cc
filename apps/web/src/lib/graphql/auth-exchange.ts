import { getOperationName, makeOperation, type Exchange, type Operation } from '@urql/core';
import { authExchange, type AuthUtilities } from '@urql/exchange-auth';
import { fetchOptionsOf, isUnauthenticated } from './errors.ts';

/**
 * Sends the refreshAuthToken mutation through `mutate` (which bypasses the auth handling, so the
 * refresh never waits for itself) and stores the new tokens; true when it did.
 */
export type TokenRefresher = (mutate: AuthUtilities['mutate']) => Promise<boolean>;

interface RiderAuthOptions {
  getAccessToken(): string | null;
  refreshTokens: TokenRefresher;
  /** The refresh failed: the stored auth data is no good any more. */
  onRefreshFailed(): void;
}

/** Never refreshed: logout sends no access token, and a refused refresh is the end of it. */
const NO_REFRESH_OPERATIONS = new Set(['refreshAuthToken', 'logout']);

/** The token an operation was sent with (null: none), as recorded by withBearer. */
function sentToken(operation: Operation): string | null {
  return (operation.context.authSentToken as string | null | undefined) ?? null;
}

/**
 * Sets or removes `Authorization` (a replay after a failed refresh must lose the old bearer, which
 * appendHeaders cannot do) and records the token for didAuthError.
 */
function withBearer(operation: Operation, token: string | null): Operation {
  const fetchOptions = fetchOptionsOf(operation.context);
  const headers: Record<string, string> = {};
  new Headers(fetchOptions.headers).forEach((value, key) => (headers[key] = value));
  if (token) headers.authorization = `Bearer ${token}`;
  else delete headers.authorization;
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetchOptions: { ...fetchOptions, headers },
    authSentToken: token || null,
  });
}

/**
 * urql's auth exchange configured for rider sessions (spec part 1 §4, §7, §8): a bearer token
 * from the stored auth data, or `context.authToken` for one operation ('' sends none); on an
 * unauthenticated answer (never for sign-in, refresh or logout, nor for a call that carried its
 * own token or none) one refresh for every call failing meanwhile, each replayed once. A failed
 * refresh clears the auth data and the calls replay signed out.
 */
export function riderAuthExchange(options: RiderAuthOptions): Exchange {
  let rejectedToken: string | null = null;
  return authExchange(async ({ mutate }) => ({
    addAuthToOperation(operation) {
      const override = operation.context.authToken as string | undefined;
      return withBearer(operation, override ?? options.getAccessToken());
    },
    didAuthError(error, operation) {
      const name = getOperationName(operation.query) ?? '';
      const refreshable =
        operation.context.authToken === undefined &&
        !NO_REFRESH_OPERATIONS.has(name) &&
        sentToken(operation) !== null &&
        isUnauthenticated(error, name);
      if (refreshable) rejectedToken = sentToken(operation);
      return refreshable;
    },
    async refreshAuth() {
      const current = options.getAccessToken();
      // Replaced since the refused call went out (a refresh here or in another tab): the replay
      // carries the new token, no need to refresh again. Gone since (a refresh refused a moment
      // ago, a sign-out): the replay goes signed out, and a second refresh would be refused too.
      if (current !== rejectedToken) return;
      const refreshed = await options.refreshTokens(mutate).catch((error: unknown) => {
        console.error('Token refresh failed', error);
        return false;
      });
      if (!refreshed) options.onRefreshFailed();
    },
  }));
}
