import { BRAND_PREVIEW_READY, readBrandPreview } from '@ride/domain';
import { applyPalette } from './theme.ts';
import { updateBranding } from '../stores/company.ts';

function applyPreview(event: MessageEvent): void {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  const brand = readBrandPreview(event.data);
  if (!brand) return;
  applyPalette(brand, brand.scheme);
  updateBranding({
    name: brand.name,
    shortName: brand.shortName,
    callToActionText: brand.callToActionText,
    ...(brand.logo ? { logo: brand.logo } : {}),
  });
}

/**
 * The console's live preview (only inside it, on the booking screen): takes the unsaved brand
 * from the parent page of this origin and shows it in memory (theme, in the scheme asked for or
 * the device's, name, logo); nothing is stored. Returns the clean-up.
 */
export function listenForBrandPreview(): () => void {
  window.addEventListener('message', applyPreview);
  window.parent.postMessage({ type: BRAND_PREVIEW_READY }, window.location.origin);
  return () => window.removeEventListener('message', applyPreview);
}
