import type { LiveStatus } from '../api/live-events.ts';
import './live-badge.css';

const TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/** Whether the screen follows live events: a word and a mark, told to screen readers. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  return (
    <p role="status" className={`live-badge live-badge--${status}`}>
      <span aria-hidden="true" className="live-badge__dot" />
      {TEXT[status]}
    </p>
  );
}
