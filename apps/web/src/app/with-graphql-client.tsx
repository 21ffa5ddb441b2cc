import { lazy, Suspense, type ReactNode } from 'react';

/** The GraphQL client's chunk (src/app/graphql-provider.tsx), fetched once, when first needed. */
export const loadGraphqlProvider = () => import('./graphql-provider.tsx');

const GraphqlProvider = lazy(loadGraphqlProvider);

/**
 * The GraphQL client for parts drawn outside the screens (the session's upkeep, the current-trip
 * watch, /logout): they draw nothing themselves, so nothing waits for the client's chunk.
 */
export function WithGraphqlClient({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <GraphqlProvider>{children}</GraphqlProvider>
    </Suspense>
  );
}
