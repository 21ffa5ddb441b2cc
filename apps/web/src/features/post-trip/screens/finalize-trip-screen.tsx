import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

// The page is a second step, so the route table's entry names this small module alone and the
// other screens' first load carries none of the page's files (decision 50).
const FinalizeTripPage = lazy(() => import('../components/finalize-trip-page.tsx'));

/** /finalize-trip?id= (spec part 2 §2): the tip and rating after a completed ride. */
export default function FinalizeTripScreen() {
  return (
    <Suspense
      fallback={
        <p className="muted screen">
          <Trans>Loading…</Trans>
        </p>
      }
    >
      <FinalizeTripPage />
    </Suspense>
  );
}
