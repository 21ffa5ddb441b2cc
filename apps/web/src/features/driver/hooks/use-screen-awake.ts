import { useEffect } from 'react';

/**
 * Keeps the phone's screen on while `active` (the Screen Wake Lock API, where the browser has
 * it): a page in a locked phone gets no positions, so the rider's map would stand still. The
 * browser drops the lock whenever the page is hidden; it is taken again when the page shows.
 */
export function useScreenAwake(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let wanted = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((lock) => {
          if (wanted) sentinel = lock;
          else void lock.release();
        })
        .catch((error: unknown) => console.warn('The screen may turn off while driving', error));
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      wanted = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, [active]);
}
