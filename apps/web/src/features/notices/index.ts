import { lazy } from 'react';
import { withPartCatalogs } from '../../lib/i18n/part-catalogs.tsx';

/**
 * The notices feature's public face: how the rider chooses to be told (decision 78). Both parts
 * load after the screen they sit on (the booking confirmation, the ride's page, the profile), which
 * stay within their budgets without them; each loads the `notices` catalog beside its chunk.
 * Render them inside a Suspense boundary.
 */
export const NoticePreferences = lazy(() =>
  withPartCatalogs('notice-preferences', () => import('./components/notice-preferences.tsx')).then(
    (module) => ({ default: module.NoticePreferences }),
  ),
);

/** "Get updates on this device". */
export const PushOptIn = lazy(() =>
  withPartCatalogs('push-opt-in', () => import('./components/push-opt-in.tsx')).then((module) => ({
    default: module.PushOptIn,
  })),
);
