import { getOperationName, makeOperation, type Exchange, type Operation } from '@urql/core';
import { empty, fromPromise, fromValue, makeSubject, map, merge, mergeMap, pipe } from 'wonka';
import { fetchOptionsOf, isUnauthenticated } from './errors.ts';

/** Returns true when it stored fresh tokens. Installed by the accounts feature (refreshAuthToken). */
export type TokenRefresher = () => Promise<boolean>;

let refresher: TokenRefresher | null = null;
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
  });
}

/**
 * Adds `Authorization: Bearer` from the stored auth data; `context.authToken` overrides it for one
 * operation. On an unauthenticated answer (not for sign-in) it refreshes the token once through the
 * installed refresher and runs the operation again; a failed refresh clears the auth data.
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
          const refresh = refresher;
          if (
            !error ||
            !refresh ||
            operation.context.authRetried === true ||
            operation.context.authToken !== undefined ||
            !isUnauthenticated(error, getOperationName(operation.query))
          ) {
            return fromValue(result);
          }
          return pipe(
            fromPromise(refreshOnce(refresh)),
            mergeMap((refreshed) => {
              if (!refreshed) {
                options.onRefreshFailed();
                return fromValue(result);
              }
              retries.next(
                makeOperation(operation.kind, operation, {
                  ...operation.context,
                  authRetried: true,
                }),
              );
              return empty;
            }),
          );
        }),
      );
    };
}
