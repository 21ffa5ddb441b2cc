import {
  Client,
  cacheExchange,
  fetchExchange,
  getOperationName,
  makeOperation,
  mapExchange,
  type Operation,
} from '@urql/core';
import { retryExchange } from '@urql/exchange-retry';
import { RETRY_ATTEMPTS, RETRY_INITIAL_DELAY_MS } from '@ride/domain';
import { riderAuthExchange, type TokenRefresher } from './auth-exchange.ts';
import { fetchOptionsOf, isCompanyDisabled, isNetworkFailure, shouldRetry } from './errors.ts';

export interface GraphqlClientOptions {
  url?: string;
  fetch?: typeof fetch;
  getAccessToken(): string | null;
  refreshTokens: TokenRefresher;
  onRefreshFailed(): void;
  onCompanyDisabled(): void;
  /** Every answer from the network, so the app can say when it is offline. */
  onNetworkOutcome(networkFailed: boolean): void;
  /** The language the rider reads now, sent as `Accept-Language` on every request. */
  getLanguage?(): string;
}

/**
 * The operation with `Accept-Language` set to the language the rider reads when it is sent (the
 * server answers errors and records bookings in it, decision 97), beside its other headers.
 */
function withLanguage(operation: Operation, language: string): Operation {
  const fetchOptions = fetchOptionsOf(operation.context);
  const headers: Record<string, string> = {};
  new Headers(fetchOptions.headers).forEach((value, key) => (headers[key] = value));
  headers['accept-language'] = language;
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetchOptions: { ...fetchOptions, headers },
  });
}

/**
 * The app's GraphQL client: document cache, bearer token, the rider's language, up to
 * RETRY_ATTEMPTS retries of network failures from RETRY_INITIAL_DELAY_MS with random back-off
 * (spec part 1 §7), POST always.
 */
export function createGraphqlClient(options: GraphqlClientOptions): Client {
  return new Client({
    url: options.url ?? '/graphql',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    preferGetMethod: false,
    exchanges: [
      cacheExchange,
      // Read per operation, so a change of language applies to the next call (decision 98).
      ...(options.getLanguage
        ? [mapExchange({ onOperation: (op) => withLanguage(op, options.getLanguage?.() ?? '') })]
        : []),
      mapExchange({
        onError(error, operation) {
          if (isCompanyDisabled(error, getOperationName(operation.query)))
            options.onCompanyDisabled();
        },
      }),
      riderAuthExchange({
        getAccessToken: options.getAccessToken,
        refreshTokens: options.refreshTokens,
        onRefreshFailed: options.onRefreshFailed,
      }),
      retryExchange({
        initialDelayMs: RETRY_INITIAL_DELAY_MS,
        randomDelay: true,
        // maxNumberAttempts counts the first attempt too.
        maxNumberAttempts: RETRY_ATTEMPTS + 1,
        retryIf: shouldRetry,
      }),
      // Sees every attempt (inside the retries), so the offline notice shows at the first failure.
      mapExchange({
        onResult(result) {
          options.onNetworkOutcome(isNetworkFailure(result.error));
        },
      }),
      fetchExchange,
    ],
  });
}
