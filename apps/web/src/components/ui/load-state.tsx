import { Trans } from '@lingui/react/macro';
import type { CombinedError } from '@urql/core';

interface Props {
  fetching: boolean;
  error: CombinedError | undefined;
  /** Already in the reader's language ("your places"). */
  what: string;
  onRetry(): void;
}

/** Loading and failure text for a screen's data; the offline banner covers network trouble. */
export function LoadState({ fetching, error, what, onRetry }: Props) {
  if (fetching) {
    return (
      <p role="status" className="muted">
        <Trans>Loading {what}…</Trans>
      </p>
    );
  }
  if (!error) return null;
  return (
    <div role="alert" className="notice">
      <p>
        <Trans>We could not load {what}.</Trans>
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
