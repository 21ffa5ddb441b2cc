import type { Client } from '@urql/core';
import type { TokenRefresher } from '../../../lib/graphql/auth-exchange.ts';
import { createGraphqlClient } from '../../../lib/graphql/client.ts';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { languageStore } from '../../../lib/i18n/language.ts';
import { reportRequestOutcome } from '../../../lib/network-status.ts';
import { flagCompanyDisabled } from '../../../stores/company.ts';
import { driverLogoutDocument, refreshDriverTokenDocument } from './driver-session.ts';
import {
  clearDriverAuth,
  driverAccessToken,
  driverAuthStore,
  saveDriverAuth,
} from '../lib/driver-auth.ts';

// Neither call sends the access token nor refreshes on failure; the key lets a lost answer be
// retried (the server hands a retried refresh the same successor).
const tokenCallContext = () => ({ ...idempotentContext(), authToken: '' });

/** The driver's token refresher: true when a fresh pair is stored. */
export const refreshDriverTokens: TokenRefresher = async (mutate) => {
  const used = driverAuthStore.get()?.refreshToken;
  if (!used) return false;
  const result = await mutate(
    refreshDriverTokenDocument,
    { input: { refreshToken: used } },
    tokenCallContext(),
  );
  const tokens = result.data?.refreshAuthToken;
  if (!tokens) {
    console.error('Driver token refresh failed', result.error);
    return false;
  }
  const current = driverAuthStore.get();
  // Signed out meanwhile, or another tab refreshed first: keep what is stored.
  if (current?.refreshToken !== used) return current !== null;
  saveDriverAuth(tokens);
  return true;
};

/**
 * The driver page's own GraphQL client: the app's client set-up (retries, offline notice,
 * company-disabled handling, urql's auth exchange) on the driver's tokens, so the rider's client
 * never carries them and this one never carries the rider's; the language shown as the rider's
 * client sends it. One per sign-in: a new driver starts
 * with an empty cache.
 */
export function createDriverClient(): Client {
  return createGraphqlClient({
    getAccessToken: driverAccessToken,
    refreshTokens: refreshDriverTokens,
    onRefreshFailed: clearDriverAuth,
    onCompanyDisabled() {
      clearDriverAuth();
      flagCompanyDisabled();
    },
    onNetworkOutcome: (failed) => reportRequestOutcome(failed),
    // The server answers the driver in the language the page shows, as it does the rider.
    getLanguage: () => languageStore.get().language,
  });
}

/** Sign-out: forget the tokens here, then end the session on the server (failures are logged). */
export function signOutDriver(client: Client): void {
  const refreshToken = driverAuthStore.get()?.refreshToken;
  clearDriverAuth();
  if (!refreshToken) return;
  void client
    .mutation(driverLogoutDocument, { input: { refreshToken } }, tokenCallContext())
    .toPromise()
    .then((result) => {
      if (result.error) console.error('Could not end the driver session', result.error);
    });
}
