import { systemClock, type Clock } from '@ride/domain';
import { useEffect, useEffectEvent } from 'react';

/**
 * Spec part 1 §4: while signed in, 15 minutes without pointer, key, touch, scroll or visibility
 * activity in any tab calls `onIdle` in every tab (`fromOtherTab` in the ones that followed).
 * The watch is its own chunk, loaded once a rider is signed in: nothing on a first paint needs it.
 */
export function useIdleLogout(
  signedIn: boolean,
  onIdle: (fromOtherTab: boolean) => void,
  clock: Clock = systemClock,
): void {
  const idle = useEffectEvent(onIdle);
  useEffect(() => {
    if (!signedIn) return undefined;
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('../lib/idle-logout-watch.ts').then(({ watchForIdleLogout }) => {
      if (!stopped) stop = watchForIdleLogout(clock, (fromOtherTab) => idle(fromOtherTab));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [signedIn, clock]);
}
