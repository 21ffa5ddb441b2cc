import { getOperationName, makeOperation, type Exchange, type Operation } from '@urql/core';
import { empty, fromPromise, fromValue, makeSubject, map, merge, mergeMap, pipe } from 'wonka';
import { fetchOptionsOf, isUnauthenticated } from './errors.ts';

/** Returns true when it stored fresh tokens. Installed by the accounts feature (refreshAuthToken). */
export type TokenRefresher = () => Promise<boolean>;

let refresher: TokenRefresher | null = null;

/**
 * Never refreshed: a refresh failing must not wait for itself, and logout sends no access token.
 * (A failed sign-in is left alone by isUnauthenticated.)
 */
const NO_REFRESH_OPERATIONS = new Set(['refreshAuthToken', 'logout']);
let refreshing: Promise<boolean> | null = null;

/** Hook point for refresh-on-401 (spec part 1 §4, §8). */
export function setTokenRefresher(refresh: TokenRefresher | null): void {
  refresher = refresh;
}

/** One refresh at a time: every call failing meanwhile waits for the same one. */
function refreshOnce(refresh: TokenRefresher): Promise<boolean> {
  refreshing ??= refresh()
    .catch((error: unknown) => {
      console.error('Token refresh failed', error);
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

interface AuthExchangeOptions {
  getAccessToken(): string | null;
  /** The refresh failed: the stored auth data is no good any more. */
  onRefreshFailed(): void;
}

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

function asRetry(operation: Operation): Operation {
  return makeOperation(operation.kind, operation, { ...operation.context, authRetried: true });
}

/**
 * Adds `Authorization: Bearer` from the stored auth data; `context.authToken` overrides it for one
 * operation. On an unauthenticated answer (not for sign-in) it refreshes the token through the
 * installed refresher, one refresh at a time for all the operations failing meanwhile, and runs
 * each of them once more with the new token; a failed refresh clears the auth data.
 */
export function authExchange(options: AuthExchangeOptions): Exchange {
  return ({ forward }) =>
    (operations$) => {
      // Runs the refreshed operations again from here: through the client they would be dropped
      // as duplicates of the one still in flight.
      const retries = makeSubject<Operation>();
      const authorised$ = pipe(
        merge([operations$, retries.source]),
        map((operation) => {
          if (operation.kind === 'teardown') return operation;
          const override = operation.context.authToken as string | undefined;
          return withBearer(operation, override ?? options.getAccessToken());
        }),
      );
      return pipe(
        forward(authorised$),
        mergeMap((result) => {
          const { operation, error } = result;
          const name = getOperationName(operation.query) ?? '';
          if (
            !error ||
            operation.context.authRetried === true ||
            operation.context.authToken !== undefined ||
            NO_REFRESH_OPERATIONS.has(name) ||
            !isUnauthenticated(error, name)
          ) {
            return fromValue(result);
          }
          const sent = (operation.context.authSentToken as string | null | undefined) ?? null;
          const current = options.getAccessToken();
          // Sent with a token that has been replaced since (a refresh that finished meanwhile,
          // here or in another tab): run it again with the new one instead of refreshing again.
          if (current !== null && current !== sent) {
            retries.next(asRetry(operation));
            return empty;
          }
          const refresh = refresher;
          if (!refresh || sent === null) return fromValue(result);
          return pipe(
            fromPromise(refreshOnce(refresh)),
            mergeMap((refreshed) => {
              if (!refreshed) {
                options.onRefreshFailed();
                return fromValue(result);
              }
              retries.next(asRetry(operation));
              return empty;
            }),
          );
        }),
      );
    };
}
