import type { Client } from '@urql/core';
import type { TokenRefresher } from '../../../lib/graphql/auth-exchange.ts';
import { asDocument } from '../../../lib/graphql/document.ts';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { adoptSavedLanguage } from '../../../lib/i18n/language.ts';
import { authStore, saveAuth, type SessionValues } from '../../../stores/auth.ts';
import { companyStore } from '../../../stores/company.ts';
import { GetUserProfileQuery, LogoutMutation, RefreshAuthTokenMutation } from './session.ts';

// Loaded on demand: the documents (and the generated map behind graphql()) stay out of /book.
const profileDocument = asDocument(GetUserProfileQuery);
const refreshDocument = asDocument(RefreshAuthTokenMutation);
const logoutDocument = asDocument(LogoutMutation);

/**
 * Spec part 1 §3 session values from getUserProfile (network-only). `accessToken` asks with a
 * token not stored yet (right after sign-in). Null when it failed; failures are only logged.
 */
export async function fetchSessionValues(
  client: Client,
  accessToken?: string,
): Promise<SessionValues | null> {
  const company = companyStore.get().company;
  const result = await client
    .query(
      profileDocument,
      { coid: company?.coid ?? null },
      { requestPolicy: 'network-only', ...(accessToken ? { authToken: accessToken } : {}) },
    )
    .toPromise();
  const profile = result.data?.getUserProfile;
  if (!profile) {
    console.error('Could not load the user profile', result.error);
    return null;
  }
  // The language the rider chose on another phone follows them here.
  void adoptSavedLanguage(profile.language);
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailAddress: profile.email,
    isAuthenticated: true,
    companyId: company?.coid ?? '',
    companyLogo: company?.theme.companyLogo || company?.theme.logo || '',
    isAllowToAccountCreation: company?.isCreateAccountAllowed ?? false,
    phone: profile.phone,
  };
}

// Neither call sends the access token (it may be the expired one) nor refreshes on failure. The
// key lets the client retry a lost answer: the server hands a retried refresh the same successor.
const tokenCallContext = () => ({ ...idempotentContext(), authToken: '' });

/**
 * The last refresh asked for, by the refresh token it spends. A refresh token is spent by its first
 * use: sent again under another key the server takes it for a stolen one and ends the session, so
 * every refresh asked for with one token shares that first call and its outcome.
 */
let lastRefresh: { token: string; outcome: Promise<boolean> } | null = null;

/** The token refresher (spec part 1 §7): true when fresh tokens are stored. */
export const refreshAuthTokens: TokenRefresher = (mutate) => {
  const used = authStore.get().authData?.refreshToken;
  if (!used) return Promise.resolve(false);
  if (lastRefresh?.token !== used)
    lastRefresh = { token: used, outcome: refreshWith(mutate, used) };
  return lastRefresh.outcome;
};

async function refreshWith(mutate: Parameters<TokenRefresher>[0], used: string): Promise<boolean> {
  const result = await mutate(
    refreshDocument,
    { input: { refreshToken: used } },
    tokenCallContext(),
  );
  const tokens = result.data?.refreshAuthToken;
  if (!tokens) {
    console.error('Token refresh failed', result.error);
    return false;
  }
  const current = authStore.get().authData;
  // Signed out meanwhile (logout revoked the whole family), or another tab refreshed first:
  // keep what is stored rather than bring back a session or overwrite a newer pair.
  if (current?.refreshToken !== used) return current !== null;
  saveAuth(tokens);
  return true;
}

/** Logout on the server: revokes the refresh-token family. Failures are only logged. */
export async function revokeSession(client: Client, refreshToken: string): Promise<void> {
  const result = await client
    .mutation(logoutDocument, { input: { refreshToken } }, tokenCallContext())
    .toPromise();
  if (result.error) console.error('Could not end the session on the server', result.error);
}
