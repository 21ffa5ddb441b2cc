import type { CombinedError } from '@urql/core';

interface Props {
  fetching: boolean;
  error: CombinedError | undefined;
  what: string;
  onRetry(): void;
}

/** Loading and failure text for a screen's data; the offline banner covers network trouble. */
export function LoadState({ fetching, error, what, onRetry }: Props) {
  if (fetching) {
    return (
      <p role="status" className="muted">
        Loading {what}…
      </p>
    );
  }
  if (!error) return null;
  return (
    <div role="alert" className="notice">
      <p>We could not load {what}.</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
