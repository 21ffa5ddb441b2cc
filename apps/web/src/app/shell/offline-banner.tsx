import { useIsOffline } from '../../lib/network-status.ts';

/** A polite live region, present from the start so screen readers announce the change. */
export function OfflineBanner() {
  const offline = useIsOffline();
  return (
    <div
      role="status"
      aria-live="polite"
      className={offline ? 'offline-banner' : 'offline-banner offline-banner--hidden'}
    >
      {offline
        ? 'You are offline. We will keep trying; some things will not work until your connection is back.'
        : ''}
    </div>
  );
}
