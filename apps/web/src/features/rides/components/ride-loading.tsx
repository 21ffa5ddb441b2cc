import { Trans } from '@lingui/react/macro';
import type { CombinedError } from 'urql';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import '../rides.css';

/** The spinner a ride's screen shows while the ride loads. */
export function RideLoading() {
  return (
    <section className="screen">
      <ScreenTitle />
      <p role="status" className="rides-loading">
        <span className="rides-spinner" aria-hidden="true" />
        <span className="visually-hidden">
          <Trans>Loading the ride…</Trans>
        </span>
      </p>
    </section>
  );
}

/** A ride's screen whose ride could not be asked for (no connection), with Try Again. */
export function RideLoadFailed({
  error,
  what,
  onRetry,
}: {
  error: CombinedError;
  what: string;
  onRetry: () => void;
}) {
  return (
    <section className="screen">
      <ScreenTitle />
      <LoadState fetching={false} error={error} what={what} onRetry={onRetry} />
    </section>
  );
}
