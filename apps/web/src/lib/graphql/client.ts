import { Client, cacheExchange, fetchExchange, getOperationName, mapExchange } from '@urql/core';
import { retryExchange } from '@urql/exchange-retry';
import { RETRY_ATTEMPTS, RETRY_INITIAL_DELAY_MS } from '@ride/domain';
import { riderAuthExchange, type TokenRefresher } from './auth-exchange.ts';
import { isCompanyDisabled, isNetworkFailure, shouldRetry } from './errors.ts';

export interface GraphqlClientOptions {
  url?: string;
  fetch?: typeof fetch;
  getAccessToken(): string | null;
  refreshTokens: TokenRefresher;
  onRefreshFailed(): void;
  onCompanyDisabled(): void;
  /** Every answer from the network, so the app can say when it is offline. */
  onNetworkOutcome(networkFailed: boolean): void;
}

/**
 * The app's GraphQL client: document cache, bearer token, up to RETRY_ATTEMPTS retries of network
 * failures from RETRY_INITIAL_DELAY_MS with random back-off (spec part 1 §7), POST always.
 */
export function createGraphqlClient(options: GraphqlClientOptions): Client {
  return new Client({
    url: options.url ?? '/graphql',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    preferGetMethod: false,
    exchanges: [
      cacheExchange,
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
