import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

/** The browser's GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export const noGeolocationText = () =>
  t`This browser cannot share your position. Open this page in your phone’s browser to share it.`;

/** A geolocation failure in words the driver can act on. */
export function geolocationErrorText(code: number): string {
  switch (code) {
    case PERMISSION_DENIED:
      return t`Location access is turned off for this page, so the rider cannot see where you are. Allow location for this site in your browser’s settings.`;
    case POSITION_UNAVAILABLE:
      return t`Your position is not available right now. Check that location services are on; sharing goes on by itself once the phone finds you.`;
    case TIMEOUT:
      return t`Finding your position is taking a long time. Still trying…`;
    default:
      return t`Your position could not be read. Still trying…`;
  }
}

/**
 * "2:30:05 PM": when the server last took the driver's position, on the company's clock, in the
 * language shown.
 */
export function formatSentTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(i18n.locale === 'en' || !i18n.locale ? 'en-US' : i18n.locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(instant);
}
