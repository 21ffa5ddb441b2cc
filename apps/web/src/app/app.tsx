import { isMobileUserAgent } from '@ride/domain';
import { lazy, Suspense } from 'react';
import { DisabledCompanyScreen } from '../features/company/components/disabled-company-screen.tsx';
import { IS_BRAND_PREVIEW } from '../lib/brand-preview-frame.ts';
import { availabilityOf, useCompanyState } from '../stores/company.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './routes/router.tsx';

const PromoPage = lazy(() => import('../features/promo/components/promo-page.tsx'));

/**
 * What this browser gets: the unavailable screen for a disabled or unknown operator, the promo
 * page on desktop browsers (spec part 1 §1), otherwise the app.
 */
export function App() {
  const state = useCompanyState();
  const availability = availabilityOf(state);
  if (availability !== 'active') {
    return <DisabledCompanyScreen reason={availability} companyName={state.branding.name} />;
  }
  // The console's brand preview shows the phone app even though the operator is on a computer.
  if (!isMobileUserAgent(navigator.userAgent) && !IS_BRAND_PREVIEW) {
    return (
      <Suspense fallback={null}>
        <PromoPage />
      </Suspense>
    );
  }
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
