import { useEffect, useEffectEvent, useState } from 'react';
import { useClient } from 'urql';
import { type DispatchEvent, followDispatchEvents, type LiveStatus } from '../api/live-events.ts';

/**
 * The dispatch events for as long as the component shows: from `after` on (a page's event
 * cursor; null: from now), once `enabled`; a new `after` (the page's data read again) starts
 * over from it.
 */
export function useDispatchEvents(
  enabled: boolean,
  after: string | null,
  onEvent: (event: DispatchEvent) => void,
): LiveStatus {
  const client = useClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!enabled) return undefined;
    return followDispatchEvents(client, after, { onEvent: handle, onStatus: setStatus });
  }, [client, enabled, after]);
  return status;
}
