/** Longer than any path of the app; a longer stored value is not one the app wrote. */
export const REDIRECT_URL_MAX_LENGTH = 2048;

export interface RedirectCheckOptions {
  /** The app's origin, e.g. "https://rides.example.com". */
  origin: string;
  /** Whether a pathname is one of the app's own screens (the web app's route table decides). */
  isAppPath(pathname: string): boolean;
}

// Control characters and whitespace: the URL parser silently drops tabs and newlines, which would
// turn "/\t/evil.example" into "//evil.example" after this check had looked at it.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * The in-app path a redirect URL may send the rider to after sign-in, or null when it must be
 * ignored. Accepted: a path of one of the app's screens ("/my-rides?id=1#x"), or an absolute URL
 * of the app's own origin. Refused: other origins, protocol-relative "//host", backslashes,
 * schemes such as javascript:, relative paths, and paths that are not screens of the app.
 */
export function safeRedirectPath(candidate: unknown, options: RedirectCheckOptions): string | null {
  if (typeof candidate !== 'string') return null;
  if (candidate === '' || candidate.length > REDIRECT_URL_MAX_LENGTH) return null;
  if (UNSAFE_CHARACTERS.test(candidate)) return null;

  const isPath = candidate.startsWith('/') && !candidate.startsWith('//');
  const isAbsolute = /^https?:\/\//i.test(candidate);
  if (!isPath && !isAbsolute) return null;

  let base: URL;
  let target: URL;
  try {
    base = new URL(options.origin);
    target = new URL(candidate, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  if (!options.isAppPath(target.pathname)) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
