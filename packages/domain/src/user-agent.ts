const MOBILE_PATTERN = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Desktop browsers get the promo page instead of the app (spec part 1 §1). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_PATTERN.test(userAgent);
}

export function isIosSafari(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//i.test(userAgent);
  return ios && /Safari/i.test(userAgent) && !otherBrowser;
}

export function isAndroidChrome(userAgent: string): boolean {
  return (
    /Android/i.test(userAgent) &&
    /Chrome\//i.test(userAgent) &&
    !/EdgA|OPR|SamsungBrowser|Firefox/i.test(userAgent)
  );
}

export type InstallPlatform = 'ios' | 'android' | null;

/**
 * Installable on Android Chrome with no installed flag, or on iOS Safari; never when already
 * installed (running standalone or appInstalled stored true). Spec part 1 §4.
 */
export function installPlatform(userAgent: string, installed: boolean): InstallPlatform {
  if (installed) return null;
  if (isIosSafari(userAgent)) return 'ios';
  if (isAndroidChrome(userAgent)) return 'android';
  return null;
}
