import { readJson, removeItem, writeJson } from '../../../lib/storage.ts';
import { createStore } from '../../../lib/store.ts';
import { parseAuthData, type AuthData } from '../../../stores/auth.ts';

/**
 * The driver's login result, stored apart from the rider's (`authData`): neither session sees or
 * sends the other's tokens, and signing one out leaves the other signed in. localStorage, so a
 * driver who closes the page is still signed in when it opens again.
 */
export const DRIVER_AUTH_KEY = 'driverAuthData';

export function loadDriverAuth(): AuthData | null {
  return parseAuthData(readJson('local', DRIVER_AUTH_KEY));
}

export const driverAuthStore = createStore<AuthData | null>(loadDriverAuth());

export function driverAccessToken(): string | null {
  return driverAuthStore.get()?.accessToken ?? null;
}

/** Sign-in and token refresh: the new pair replaces the old one. */
export function saveDriverAuth(authData: AuthData): void {
  writeJson('local', DRIVER_AUTH_KEY, authData);
  driverAuthStore.set(authData);
}

/** Sign-out, a failed refresh, a disabled company: the driver signs in again. */
export function clearDriverAuth(): void {
  removeItem('local', DRIVER_AUTH_KEY);
  driverAuthStore.set(null);
}

/** Another tab of the driver page signed in, refreshed or signed out: follow it. */
export function followDriverAuthInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DRIVER_AUTH_KEY) driverAuthStore.set(loadDriverAuth());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
