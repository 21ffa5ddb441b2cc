import { useNow } from '../hooks/use-now.ts';
import { positionAgeText } from '../lib/position-age.ts';
import { Trans } from '@lingui/react/macro';

/**
 * How old the driver's position is, ticking every second on its own so the rest of the screen
 * (and the map) does not redraw with it. Not a live region: the status line speaks for it.
 */
export function PositionAge({ recordedAt, stale }: { recordedAt: string; stale: boolean }) {
  const now = useNow(1_000);
  return (
    <p className={`position-age${stale ? ' position-age--stale' : ''}`}>
      {stale && (
        <span className="position-age__flag">
          <Trans>Out of date</Trans>
        </span>
      )}{' '}
      <span>{positionAgeText(recordedAt, now)}</span>
    </p>
  );
}
