import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LiveStatus } from '../api/live-events.ts';
import './live-badge.css';

const TEXT: Record<LiveStatus, MessageDescriptor> = {
  connecting: msg`Connecting…`,
  live: msg`Live`,
  reconnecting: msg`Reconnecting…`,
};

/** Whether the screen follows live events: a word and a mark, told to screen readers. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  const { i18n } = useLingui();
  return (
    <p role="status" className={`live-badge live-badge--${status}`}>
      <span aria-hidden="true" className="live-badge__dot" />
      {i18n._(TEXT[status])}
    </p>
  );
}
