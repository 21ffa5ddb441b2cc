import { BRANDING_TEXT_LIMITS } from './branding.ts';
import { HEX_COLOR_PATTERN } from './company.ts';
import type { ColourScheme } from './colour-schemes.ts';
import { BRAND_COLOUR_FIELDS, type BrandColours } from './contrast.ts';

/**
 * The console's live preview: it frames the rider app (same origin, `?brand-preview`) and posts it
 * the unsaved brand; the rider app shows it in memory only.
 */
export const BRAND_PREVIEW_MESSAGE = 'ride:brand-preview';
/** The framed rider app tells its parent it listens (then the console sends the brand). */
export const BRAND_PREVIEW_READY = 'ride:brand-preview-ready';

export interface BrandPreview {
  primaryColor: string;
  backgroundColor: string;
  mainFontColor: string;
  headingFontColor: string;
  secondaryTextColor: string;
  tertiaryColor: string;
  name: string;
  shortName: string;
  /** The booking screen's heading; empty shows the app's own. */
  callToActionText: string;
  /** A same-origin path, or a data: URL of a PNG or SVG being uploaded. */
  logo: string;
  /** The scheme to show; absent follows the device's setting. */
  scheme?: ColourScheme;
}

const LOGO = /^(\/[^/\\]|data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/=]+$)/;

/** The brand a message carries, when it is a well-formed preview message; anything else is null. */
export function readBrandPreview(data: unknown): BrandPreview | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; brand?: Record<string, unknown> };
  if (message.type !== BRAND_PREVIEW_MESSAGE || typeof message.brand !== 'object') return null;
  const brand = message.brand ?? {};
  const text = (key: string) => (typeof brand[key] === 'string' ? (brand[key] as string) : null);
  const values: Record<string, string> = {};
  for (const key of BRAND_COLOUR_FIELDS) {
    const value = text(key);
    if (!value || !HEX_COLOR_PATTERN.test(value)) return null;
    values[key] = value;
  }
  const name = text('name')?.slice(0, 100) ?? '';
  const shortName = text('shortName')?.slice(0, 100) ?? '';
  const callToActionText =
    text('callToActionText')?.slice(0, BRANDING_TEXT_LIMITS.callToActionText) ?? '';
  const logo = text('logo') ?? '';
  const scheme = text('scheme');
  return {
    ...(scheme === 'light' || scheme === 'dark' ? { scheme } : {}),
    ...(values as unknown as BrandColours),
    name,
    shortName,
    callToActionText,
    logo: LOGO.test(logo) ? logo : '',
  };
}
