import type { CompanyManifest } from '@ride/domain';
import { updateServiceWorker } from '../../../lib/service-worker.ts';
import { readJson, writeJson } from '../../../lib/storage.ts';
import { applyManifestToPage } from '../lib/apply-branding.ts';
import { CACHED_MANIFEST_KEY, parseCompanyManifest, planRefresh } from '../lib/manifest.ts';

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

interface RefreshHooks {
  onDisabled(): void;
  onBrandingChanged(manifest: CompanyManifest): void;
}

async function fetchManifest(coid: string): Promise<CompanyManifest> {
  const response = await fetch(`/${encodeURIComponent(coid)}/manifest.json`, {
    headers: JSON_HEADERS,
  });
  if (!response.ok) throw new Error(`HTTP error! Status: ${response.status}`);
  const manifest = parseCompanyManifest(await response.json());
  if (!manifest) throw new Error('The answer is not a company manifest');
  return manifest;
}

async function fetchUpdateDocument(coid: string): Promise<void> {
  const response = await fetch(`/${encodeURIComponent(coid)}/update/index`);
  if (!response.ok) throw new Error(`HTTP error! Status: ${response.status}`);
  await response.text();
}

/**
 * Spec part 1 §4: on load, compare the company's manifest with the copy cached in localStorage
 * and bring the page up to date. Every failure is only logged; the app carries on as preloaded.
 */
export async function refreshCompanyConfiguration(
  coid: string,
  hooks: RefreshHooks,
): Promise<void> {
  let fresh: CompanyManifest;
  try {
    fresh = await fetchManifest(coid);
  } catch (error) {
    console.error('Could not load the company manifest', error);
    return;
  }
  const plan = planRefresh(readJson('local', CACHED_MANIFEST_KEY), fresh);
  if (plan.disabled) {
    hooks.onDisabled();
    return;
  }
  if (plan.storeOnly) {
    writeJson('local', CACHED_MANIFEST_KEY, fresh);
    return;
  }
  if (!plan.update) return;
  try {
    await fetchUpdateDocument(coid);
  } catch (error) {
    // The cached copy stays stale, so the next load tries again.
    console.error('Could not load the company update document', error);
    return;
  }
  applyManifestToPage(fresh);
  hooks.onBrandingChanged(fresh);
  writeJson('local', CACHED_MANIFEST_KEY, fresh);
  await updateServiceWorker();
}
