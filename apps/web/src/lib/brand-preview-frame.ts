import { BRAND_PREVIEW_FLAG } from '@ride/domain';

/**
 * Whether this page is the console's live brand preview: asked for by the query flag and framed
 * by a page of this very origin (a parent of another origin cannot be read, so it never is).
 */
function isBrandPreviewFrame(): boolean {
  if (window.parent === window) return false;
  if (!new URLSearchParams(window.location.search).has(BRAND_PREVIEW_FLAG)) return false;
  try {
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

export const IS_BRAND_PREVIEW = isBrandPreviewFrame();
