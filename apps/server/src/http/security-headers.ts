import type { ServerResponse } from 'node:http';
import { tileOrigin, type MapTiles } from '@ride/domain';

/** Third parties the app's pages may use, each only when it is in use. */
export interface ThirdParties {
  /** Google's tag manager, for a company that set a tag code. */
  tagManager?: boolean;
  /** Stripe.js and its card frames, when a Stripe publishable key is configured. */
  stripe?: boolean;
  /** Google's reCAPTCHA widget, when reCAPTCHA keys are configured. */
  recaptcha?: boolean;
}

const sources = (...lists: (string[] | false | undefined)[]) =>
  ["'self'", ...lists.flatMap((list) => list || [])].join(' ');

/**
 * The Content-Security-Policy: no inline or foreign script, except the third parties in use (as
 * each documents its CSP: Stripe.js, reCAPTCHA, the tag manager); images from this server (logos,
 * vehicle pictures), the configured tile server and the third parties in use; nothing can be
 * framed, except the rider's page by its own origin.
 */
export function contentSecurityPolicy(
  mapTiles: MapTiles | null,
  { tagManager, stripe, recaptcha }: ThirdParties = {},
  { framedBySelf = false }: { framedBySelf?: boolean } = {},
): string {
  const tiles = mapTiles && tileOrigin(mapTiles.url);
  const googleRecaptcha = [
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ];
  return [
    "default-src 'self'",
    `script-src ${sources(
      tagManager && ['https://www.googletagmanager.com'],
      stripe && ['https://js.stripe.com'],
      recaptcha && googleRecaptcha,
    )}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources(
      ['data:', 'blob:'],
      tiles ? [tiles] : [],
      tagManager && [
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.googletagmanager.com',
      ],
      stripe && ['https://*.stripe.com'],
    )}`,
    "font-src 'self'",
    `connect-src ${sources(
      tagManager && ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
      stripe && ['https://api.stripe.com'],
    )}`,
    `frame-src ${sources(
      stripe && ['https://js.stripe.com', 'https://hooks.stripe.com'],
      recaptcha && ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    )}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The rider's page may be framed by this origin only: the console's live preview.
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
}

/** For JSON API answers: nothing in them may load or be framed, and they are never sniffed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** What every answer carries. */
function applyCommonHeaders(res: ServerResponse, csp: string, isProduction: boolean): void {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (isProduction)
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/**
 * API answers (POST /graphql) get the headers that matter for JSON: a CSP that allows nothing,
 * nosniff, the referrer policy and HSTS. The page-only ones (framing, opener, permissions) and
 * the app's long CSP go with everything else.
 */
export function applyApiSecurityHeaders(res: ServerResponse, isProduction: boolean): void {
  applyCommonHeaders(res, API_CONTENT_SECURITY_POLICY, isProduction);
}

export function applySecurityHeaders(
  res: ServerResponse,
  csp: string,
  isProduction: boolean,
): void {
  applyCommonHeaders(res, csp, isProduction);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader(
    'Permissions-Policy',
    'geolocation=(self), camera=(), microphone=(), payment=(self)',
  );
}
