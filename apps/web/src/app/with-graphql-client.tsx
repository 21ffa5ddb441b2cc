import { Component, lazy, Suspense, type ReactNode } from 'react';

/** The GraphQL client's chunk (src/app/graphql-provider.tsx), fetched once, when first needed. */
export const loadGraphqlProvider = () => import('./graphql-provider.tsx');

const GraphqlProvider = lazy(loadGraphqlProvider);

/**
 * What draws nothing must not take the app down with it: a chunk that cannot load (the phone went
 * offline after the screen was drawn) is logged and the rest of the app carries on.
 */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the app that draws nothing could not load', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The GraphQL client for parts drawn outside the screens (the session's upkeep, the current-trip
 * watch, /logout): they draw nothing themselves, so nothing waits for the client's chunk.
 */
export function WithGraphqlClient({ children }: { children: ReactNode }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <GraphqlProvider>{children}</GraphqlProvider>
      </Suspense>
    </QuietBoundary>
  );
}
