import type { TokenRefresher } from '../../../lib/graphql/auth-exchange.ts';

/**
 * The client's token refresher; the refresh call's code and document load on the first refresh,
 * so /book's first load carries none of them.
 */
export const refreshStoredTokens: TokenRefresher = (mutate) =>
  import('../api/session-calls.ts').then((calls) => calls.refreshAuthTokens(mutate));
