import type { ServerResponse } from 'node:http';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, host } = new URL(url.replace(/\{[a-z]\}/g, 'a'));
    return `${protocol}//${host}`;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy: no inline or foreign script, except Google's tag manager for a
 * company that set a tag code; images from anywhere over https (company logos, map tiles); the
 * app cannot be framed.
 */
export function contentSecurityPolicy(
  mapTileUrl: string | undefined,
  { tagManager = false }: { tagManager?: boolean } = {},
): string {
  const tileOrigin = originOf(mapTileUrl);
  return [
    "default-src 'self'",
    tagManager ? "script-src 'self' https://www.googletagmanager.com" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${tileOrigin ? ` ${tileOrigin}` : ''}`,
    "font-src 'self'",
    tagManager
      ? "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com"
      : "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
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
