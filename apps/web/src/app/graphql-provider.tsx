import type { ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { appClient } from '../lib/graphql/app-client.ts';

/**
 * The GraphQL client for what is inside. A chunk of its own (urql and the client's exchanges,
 * about 12 kB gzipped), loaded with the first screen that calls the API and, on a screen that
 * calls none (/book), after that screen is drawn (docs/decisions/0092).
 */
export default function GraphqlProvider({ children }: { children: ReactNode }) {
  return <UrqlProvider value={appClient}>{children}</UrqlProvider>;
}
