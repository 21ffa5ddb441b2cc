import { createIdleWatch, IDLE_TIMEOUT_MS, systemClock } from '@ride/domain';
import { useEffect, useEffectEvent } from 'react';

/** The console's last activity, shared by its tabs (apart from the rider app's). */
export const CONSOLE_ACTIVITY_KEY = 'consoleLastActivityAt';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'];

function readActivity(): number | null {
  const value = Number(localStorage.getItem(CONSOLE_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Idle logout, as riders have it: while signed in, 15 minutes without pointer, key, touch or
 * scroll activity in any console tab calls `onIdle`. An operator's screen left open at the front
 * desk does not stay signed in.
 */
export function useIdleLogout(signedIn: boolean, onIdle: () => void): void {
  const idle = useEffectEvent(onIdle);
  useEffect(() => {
    if (!signedIn) return undefined;
    const watch = createIdleWatch({
      clock: systemClock,
      timeoutMs: IDLE_TIMEOUT_MS,
      shared: {
        read: readActivity,
        write: (at) => localStorage.setItem(CONSOLE_ACTIVITY_KEY, String(at)),
      },
      onIdle: () => idle(),
    });
    const onActivity = () => watch.activity();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSOLE_ACTIVITY_KEY && event.newValue) {
        watch.sharedActivity(Number(event.newValue));
      }
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    window.addEventListener('storage', onStorage);
    watch.start();
    return () => {
      watch.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      window.removeEventListener('storage', onStorage);
    };
  }, [signedIn]);
}
