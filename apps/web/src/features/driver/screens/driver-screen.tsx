import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

// The page is a second step: the route table's entry for /driver then names this small module
// alone, and the riders' first load carries none of the page's files (decision 50).
const DriverPage = lazy(() => import('../components/driver-page.tsx'));

/** /driver: the company's drivers' page, with its own sign-in. */
export default function DriverScreen() {
  return (
    <Suspense
      fallback={
        <p className="muted screen">
          <Trans>Loading…</Trans>
        </p>
      }
    >
      <DriverPage />
    </Suspense>
  );
}
