import { createIdleWatch, IDLE_TIMEOUT_MS, type Clock } from '@ride/domain';
import { writeText } from '../../../lib/storage.ts';
import { LAST_ACTIVITY_KEY, readLastActivity, recordLastActivity } from '../../../stores/auth.ts';

/** Written by the tab that logs out for idleness, so the others follow it to /book. */
export const IDLE_LOGOUT_KEY = 'idleLogoutAt';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'];

/**
 * Watches this tab's activity and the other tabs' (through storage events) until the returned
 * function stops it; calls `onIdle` after IDLE_TIMEOUT_MS without any (`fromOtherTab` when another
 * tab logged out first).
 */
export function watchForIdleLogout(
  clock: Clock,
  onIdle: (fromOtherTab: boolean) => void,
): () => void {
  const watch = createIdleWatch({
    clock,
    timeoutMs: IDLE_TIMEOUT_MS,
    shared: { read: readLastActivity, write: recordLastActivity },
    onIdle() {
      // Before the auth data goes, so the other tabs are still listening when it arrives.
      writeText('local', IDLE_LOGOUT_KEY, String(clock.now()));
      onIdle(false);
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
      onIdle(true);
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
}
