import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { createPoller, type Poller } from '../lib/poller.ts';

const isVisible = () => document.visibilityState !== 'hidden';

/**
 * Calls `poll` at once and then every `intervalMs` while `enabled`, paused while the page is
 * hidden and resumed at once when it is shown; stops on unmount. Gives a refresh that polls now
 * unless a poll started less than `minGapMs` ago.
 */
export function usePolling(
  poll: () => Promise<void>,
  intervalMs: number,
  enabled: boolean,
): (minGapMs?: number) => void {
  const onPoll = useEffectEvent(poll);
  const poller = useRef<Poller | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const current = createPoller({ intervalMs, isVisible, poll: () => onPoll() });
    const onVisibility = () => current.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);
    poller.current = current;
    current.start();
    return () => {
      poller.current = null;
      current.stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs]);

  return useCallback((minGapMs = 0) => poller.current?.refresh(minGapMs), []);
}
