import { useIsOffline } from '../../lib/network-status.ts';
import { useLingui } from '@lingui/react/macro';

/** A polite live region, present from the start so screen readers announce the change. */
export function OfflineBanner() {
  const offline = useIsOffline();
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className={offline ? 'offline-banner' : 'offline-banner offline-banner--hidden'}
    >
      {offline
        ? t`You are offline. We will keep trying; some things will not work until your connection is back.`
        : ''}
    </div>
  );
}
