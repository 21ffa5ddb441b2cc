import { isMobileUserAgent } from '@ride/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { catalogsOfPath, loadScreenOfPath } from './app/routes/router.tsx';
import { keepFormWithCompany } from './features/booking/lib/form-company.ts';
import { applyTagManager } from './features/company/lib/tag-manager.ts';
import { IS_BRAND_PREVIEW } from './lib/brand-preview-frame.ts';
import { startInstallWatch } from './features/install/hooks/install-state.ts';
import { startLanguage } from './lib/i18n/language.ts';
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
import './app/shell/shell.css';
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

/**
 * React replaces the server's skeleton at its first render. On a phone it first loads the
 * screen of the page's path (preloaded by the page), so the skeleton gives way to the screen
 * itself (docs/decisions/0092). The first render also waits for the rider's catalogs, in their
 * language only: the common one and the screen's (decisions 93, 98).
 */
async function render(root: HTMLElement): Promise<void> {
  const drawsTheApp =
    availabilityOf(companyStore.get()) === 'active' &&
    (isMobileUserAgent(navigator.userAgent) || IS_BRAND_PREVIEW);
  // The language first: the screen's catalogs load in it, beside the screen's chunk.
  const language = startLanguage(
    preload?.company ?? null,
    drawsTheApp ? catalogsOfPath(window.location.pathname) : [],
  );
  await Promise.all([drawsTheApp ? loadScreenOfPath(window.location.pathname) : null, language]);
  // In a transition, React renders the app in slices that give the phone's main thread back
  // between them, rather than one long task; the skeleton shows until the screen is committed.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App />
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) void render(root);
