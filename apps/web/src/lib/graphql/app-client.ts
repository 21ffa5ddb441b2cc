import { reloadToBaseAddress } from '../../features/auth/lib/company-disabled.ts';
import { refreshStoredTokens } from '../../features/auth/lib/refresh-tokens.ts';
import { clearAuth, currentAccessToken } from '../../stores/auth.ts';
import { flagCompanyDisabled } from '../../stores/company.ts';
import { languageStore } from '../i18n/language.ts';
import { reportRequestOutcome } from '../network-status.ts';
import { createGraphqlClient } from './client.ts';

/** The app's one GraphQL client: one document cache for every screen that calls the API. */
export const appClient = createGraphqlClient({
  getAccessToken: currentAccessToken,
  refreshTokens: refreshStoredTokens,
  onRefreshFailed: clearAuth,
  onCompanyDisabled() {
    // Spec part 1 §8: flag the company disabled and forget the rider's tokens.
    clearAuth();
    flagCompanyDisabled();
    reloadToBaseAddress();
  },
  onNetworkOutcome: (failed) => reportRequestOutcome(failed),
  getLanguage: () => languageStore.get().language,
});
