import type { ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { reloadToBaseAddress } from '../features/auth/lib/company-disabled.ts';
import { refreshStoredTokens } from '../features/auth/lib/refresh-tokens.ts';
import { createGraphqlClient } from '../lib/graphql/client.ts';
import { reportRequestOutcome } from '../lib/network-status.ts';
import { clearAuth, currentAccessToken } from '../stores/auth.ts';
import { flagCompanyDisabled } from '../stores/company.ts';

const client = createGraphqlClient({
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
});

export function AppProviders({ children }: { children: ReactNode }) {
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}
