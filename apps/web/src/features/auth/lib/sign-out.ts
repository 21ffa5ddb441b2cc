import type { Client } from '@urql/core';
import { authStore, clearAuth } from '../../../stores/auth.ts';
import { resetBooking } from '../../../stores/booking-form.ts';
import { clearCurrentTrip } from '../../../stores/current-trip.ts';

/** Ends the session on the server; the call's code is fetched only when someone signs out. */
export function revokeSessionLater(client: Client, refreshToken: string): void {
  import('../api/session-calls.ts')
    .then(({ revokeSession }) => revokeSession(client, refreshToken))
    .catch((error: unknown) => console.error('Could not end the session on the server', error));
}

/**
 * Logout and idle logout (spec part 1 §2, §4): forget the auth data and the idle timestamp, start
 * a fresh booking and trip, and revoke the refresh token on the server (unless another tab that
 * logged out already did).
 */
export function signOut(client: Client, options: { revoke: boolean } = { revoke: true }): void {
  const refreshToken = authStore.get().authData?.refreshToken;
  clearAuth();
  resetBooking();
  clearCurrentTrip();
  if (refreshToken && options.revoke) revokeSessionLater(client, refreshToken);
}
