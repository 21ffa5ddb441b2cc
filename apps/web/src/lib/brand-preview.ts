import { BRAND_PREVIEW_READY, readableTextOn, readBrandPreview } from '@ride/domain';
import { updateBranding } from '../stores/company.ts';

const VARIABLES = {
  primaryColor: '--primary',
  backgroundColor: '--background',
  mainFontColor: '--main-font',
  headingFontColor: '--heading-font',
  secondaryTextColor: '--secondary-text',
  tertiaryColor: '--tertiary',
} as const;

function applyPreview(event: MessageEvent): void {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  const brand = readBrandPreview(event.data);
  if (!brand) return;
  const root = document.documentElement.style;
  for (const [key, variable] of Object.entries(VARIABLES)) {
    root.setProperty(variable, brand[key as keyof typeof VARIABLES]);
  }
  root.setProperty('--on-primary', readableTextOn(brand.primaryColor));
  updateBranding({
    name: brand.name,
    shortName: brand.shortName,
    callToActionText: brand.callToActionText,
    ...(brand.logo ? { logo: brand.logo } : {}),
  });
}

/**
 * The console's live preview (only inside it, on the booking screen): takes the unsaved brand
 * from the parent page of this origin and shows it in memory (theme variables, name, logo);
 * nothing is stored. Returns the clean-up.
 */
export function listenForBrandPreview(): () => void {
  window.addEventListener('message', applyPreview);
  window.parent.postMessage({ type: BRAND_PREVIEW_READY }, window.location.origin);
  return () => window.removeEventListener('message', applyPreview);
}
