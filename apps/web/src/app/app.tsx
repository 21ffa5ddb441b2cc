import { isMobileUserAgent } from '@ride/domain';
import { lazy, Suspense } from 'react';
import { IS_BRAND_PREVIEW } from '../lib/brand-preview-frame.ts';
import { availabilityOf, useCompanyState } from '../stores/company.ts';
import { AppRouter } from './routes/router.tsx';

const PromoPage = lazy(() => import('../features/promo/components/promo-page.tsx'));
// Only a disabled or unknown operator's page shows it: not in every first load.
const DisabledCompanyScreen = lazy(() =>
  import('../features/company/components/disabled-company-screen.tsx').then((m) => ({
    default: m.DisabledCompanyScreen,
  })),
);

/**
 * What this browser gets: the unavailable screen for a disabled or unknown operator, the promo
 * page on desktop browsers (spec part 1 §1), otherwise the app.
 */
export function App() {
  const state = useCompanyState();
  const availability = availabilityOf(state);
  if (availability !== 'active') {
    return (
      <Suspense fallback={null}>
        <DisabledCompanyScreen reason={availability} companyName={state.branding.name} />
      </Suspense>
    );
  }
  // The console's brand preview shows the phone app even though the operator is on a computer.
  if (!isMobileUserAgent(navigator.userAgent) && !IS_BRAND_PREVIEW) {
    return (
      <Suspense fallback={null}>
        <PromoPage />
      </Suspense>
    );
  }
  return <AppRouter />;
}
