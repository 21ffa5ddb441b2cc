import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { keepFormWithCompany } from './features/booking/lib/form-company.ts';
import { applyTagManager } from './features/company/lib/apply-branding.ts';
import { IS_BRAND_PREVIEW } from './lib/brand-preview-frame.ts';
import { startInstallWatch } from './features/install/hooks/install-state.ts';
import { startNetworkWatch } from './lib/network-status.ts';
import { readPreloadedAppData } from './lib/preload.ts';
import { clearAuth, startAuthSync } from './stores/auth.ts';
import {
  availabilityOf,
  companyStore,
  flagCompanyDisabled,
  initCompany,
  updateBranding,
} from './stores/company.ts';
import './styles.css';

const preload = readPreloadedAppData();
initCompany(preload?.company ?? null, document.title);
startInstallWatch();
startAuthSync();
startNetworkWatch();

if (availabilityOf(companyStore.get()) === 'active' && preload) {
  const { company } = preload;
  keepFormWithCompany(company.coid);
  applyTagManager(company.theme.tagManagerUrl);
  // Checking the company's settings and installing the service worker wait for nothing on screen:
  // their code is a chunk of its own, off the first paint.
  void import('./features/company/api/refresh-configuration.ts').then(
    ({ refreshCompanyConfiguration }) =>
      refreshCompanyConfiguration(company.coid, {
        onDisabled() {
          clearAuth();
          flagCompanyDisabled();
        },
        onBrandingChanged(manifest) {
          updateBranding({
            name: manifest.name,
            shortName: manifest.short_name,
            title: manifest.title,
            logo: manifest.company_logo,
            iconUrl: manifest.icons[0]?.src ?? '',
            domain: manifest.domain_name,
            callToActionText: manifest.call_to_action_text,
          });
        },
      }),
  );
  // The console's brand preview is a frame of the console's page, not an installed app.
  if (import.meta.env.PROD && !IS_BRAND_PREVIEW) {
    void import('./lib/service-worker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  }
} else {
  // A disabled (or unknown) operator's riders keep no tokens (spec part 1 §6).
  clearAuth();
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
