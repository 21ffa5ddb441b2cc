import { createIdleWatch, IDLE_TIMEOUT_MS, systemClock, type Clock } from '@ride/domain';
import { useEffect, useEffectEvent } from 'react';
import { writeText } from '../../../lib/storage.ts';
import { LAST_ACTIVITY_KEY, readLastActivity, recordLastActivity } from '../../../stores/auth.ts';

/** Written by the tab that logs out for idleness, so the others follow it to /book. */
export const IDLE_LOGOUT_KEY = 'idleLogoutAt';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'];

/**
 * Spec part 1 §4: while signed in, 15 minutes without pointer, key, touch, scroll or visibility
 * activity in any tab calls `onIdle` in every tab (`fromOtherTab` in the ones that followed).
 */
export function useIdleLogout(
  signedIn: boolean,
  onIdle: (fromOtherTab: boolean) => void,
  clock: Clock = systemClock,
): void {
  const idle = useEffectEvent(onIdle);
  useEffect(() => {
    if (!signedIn) return undefined;
    const watch = createIdleWatch({
      clock,
      timeoutMs: IDLE_TIMEOUT_MS,
      shared: { read: readLastActivity, write: recordLastActivity },
      onIdle() {
        // Before the auth data goes, so the other tabs are still listening when it arrives.
        writeText('local', IDLE_LOGOUT_KEY, String(clock.now()));
        idle(false);
      },
    });
    const onActivity = () => watch.activity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') watch.activity();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY && event.newValue) {
        watch.sharedActivity(Number(event.newValue));
      } else if (event.key === IDLE_LOGOUT_KEY && event.newValue) {
        watch.stop();
        idle(true);
      }
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    watch.start();
    return () => {
      watch.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
    };
  }, [signedIn, clock]);
}
