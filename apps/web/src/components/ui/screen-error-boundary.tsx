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
        <h1 tabIndex={-1}>Something Went Wrong</h1>
        <p className="muted">
          This screen could not be shown. Check your connection and try again.
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </section>
    );
  }
}
