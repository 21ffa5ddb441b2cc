import { t } from '@lingui/core/macro';

/** The browser's GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** How long "Use my location" waits for the phone to find the rider. */
export const MY_LOCATION_TIMEOUT_MS = 15_000;

/** Why "Use my location" gave no place, in words a rider can act on. */
export function myLocationProblem(code: number | 'no-address' | 'lookup-failed'): string {
  switch (code) {
    case PERMISSION_DENIED:
      return t`Location access is off for this page. Allow it in your browser’s settings, or type an address.`;
    case TIMEOUT:
      return t`Finding where you are took too long. Try again, or type an address.`;
    case 'no-address':
      return t`We could not find an address where you are. Please type one.`;
    case 'lookup-failed':
      return t`We could not look up where you are. Check your connection and try again.`;
    default:
      return t`Your phone could not tell where you are. Check that location services are on, or type an address.`;
  }
}

/** The rider's position once, as the browser gives it; rejects with the error's code. */
export function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(error.code),
      { enableHighAccuracy: true, timeout: MY_LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
