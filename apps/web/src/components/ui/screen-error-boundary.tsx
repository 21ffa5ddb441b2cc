import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** A screen that failed to load (most often its code while offline) or crashed. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="screen" role="alert">
        <h1 tabIndex={-1}>
          <Trans>Something Went Wrong</Trans>
        </h1>
        <p className="muted">
          <Trans>This screen could not be shown. Check your connection and try again.</Trans>
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          <Trans>Reload</Trans>
        </button>
      </section>
    );
  }
}
