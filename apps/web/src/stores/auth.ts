import { IDLE_TIMEOUT_MS } from '@ride/domain';
import { isRecord, readJson, readText, removeItem, writeJson, writeText } from '../lib/storage.ts';
import { createStore, useStore } from '../lib/store.ts';

/**
 * Where sign-in state lives (localStorage, so every tab shares it and the idle timer can be
 * shared too): AUTH_DATA_KEY holds the login result; "signed in" means it has an accessToken.
 * SESSION_VALUES_KEY holds what the menu and header show about the rider.
 */
export const AUTH_DATA_KEY = 'authData';
export const SESSION_VALUES_KEY = 'sessionValues';
export const REDIRECT_URL_KEY = 'redirectUrlAfterLogin';
/** The shared idle timestamp: the last time the rider did something in any tab (epoch ms). */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';

/** The signIn / refreshAuthToken result, stored whole (spec part 1 §7). */
export interface AuthData {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Spec part 1 §3, "Session values". */
export interface SessionValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  isAuthenticated: boolean;
  companyId: string;
  companyLogo: string;
  isAllowToAccountCreation: boolean;
  phone: string;
}

export interface AuthState {
  authData: AuthData | null;
  session: SessionValues | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function parseAuthData(value: unknown): AuthData | null {
  if (!isRecord(value) || typeof value.accessToken !== 'string' || value.accessToken === '')
    return null;
  return {
    accessToken: value.accessToken,
    refreshToken: text(value.refreshToken),
    expiresIn: typeof value.expiresIn === 'number' ? value.expiresIn : 0,
  };
}

export function parseSessionValues(value: unknown): SessionValues | null {
  if (!isRecord(value)) return null;
  return {
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    emailAddress: text(value.emailAddress),
    isAuthenticated: value.isAuthenticated === true,
    companyId: text(value.companyId),
    companyLogo: text(value.companyLogo),
    isAllowToAccountCreation: value.isAllowToAccountCreation === true,
    phone: text(value.phone),
  };
}

function load(): AuthState {
  return {
    authData: parseAuthData(readJson('local', AUTH_DATA_KEY)),
    session: parseSessionValues(readJson('local', SESSION_VALUES_KEY)),
  };
}

/** Whether a session last used at `lastActivityAt` has been idle too long at `now`. */
export function isIdleExpired(
  lastActivityAt: number | null,
  now: number,
  timeoutMs: number = IDLE_TIMEOUT_MS,
): boolean {
  return lastActivityAt !== null && now - lastActivityAt >= timeoutMs;
}

export function readLastActivity(): number | null {
  const value = Number(readText('local', LAST_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function recordLastActivity(at: number): void {
  writeText('local', LAST_ACTIVITY_KEY, String(at));
}

function forgetStoredAuth(): void {
  removeItem('local', AUTH_DATA_KEY);
  removeItem('local', SESSION_VALUES_KEY);
  removeItem('local', LAST_ACTIVITY_KEY);
}

let expiredRefreshToken: string | null = null;

/**
 * Spec part 1 §4: on page load a session idle for longer than the timeout is logged out, any
 * other stored session is reused. Its refresh token is kept aside so the app can revoke it.
 */
function loadOnStartup(now: number): AuthState {
  const state = load();
  if (state.authData && isIdleExpired(readLastActivity(), now)) {
    expiredRefreshToken = state.authData.refreshToken || null;
    forgetStoredAuth();
    return { authData: null, session: null };
  }
  return state;
}

/** The refresh token of a session that expired while the app was closed, once. */
export function takeExpiredRefreshToken(): string | null {
  const token = expiredRefreshToken;
  expiredRefreshToken = null;
  return token;
}

export const authStore = createStore<AuthState>(loadOnStartup(Date.now()));

/** Follows another tab signing in or out (called once, at start). */
export function startAuthSync(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === AUTH_DATA_KEY || event.key === SESSION_VALUES_KEY) {
      authStore.set(load());
    }
  });
}

export function isSignedIn(state: AuthState): boolean {
  return state.authData !== null;
}

export function currentAccessToken(): string | null {
  return authStore.get().authData?.accessToken ?? null;
}

/** For sign-in and token refresh: store the login result (and the rider's values when known). */
export function saveAuth(authData: AuthData, session?: SessionValues): void {
  writeJson('local', AUTH_DATA_KEY, authData);
  if (session) writeJson('local', SESSION_VALUES_KEY, session);
  authStore.set((previous) => ({ authData, session: session ?? previous.session }));
}

/** Sign-in: the login result, what is known of the rider, and a fresh idle timer. */
export function startSession(authData: AuthData, session: SessionValues | undefined, now: number) {
  recordLastActivity(now);
  saveAuth(authData, session);
}

/** The rider's values once the profile has loaded; dropped if the rider signed out meanwhile. */
export function saveSessionValues(session: SessionValues): void {
  if (!authStore.get().authData) return;
  writeJson('local', SESSION_VALUES_KEY, session);
  authStore.set((previous) => ({ ...previous, session }));
}

/** Logout, idle logout, a failed refresh, a disabled company: forget the rider, reset the timer. */
export function clearAuth(): void {
  forgetStoredAuth();
  authStore.set({ authData: null, session: null });
}

/** Where sign-in should send the rider afterwards (the accounts screens read and clear it). */
export function storeRedirectUrl(url: string): void {
  writeText('local', REDIRECT_URL_KEY, url);
}

/** The stored redirect URL, removed as it is read: it serves one sign-in only. */
export function takeRedirectUrl(): string | null {
  const url = readText('local', REDIRECT_URL_KEY);
  removeItem('local', REDIRECT_URL_KEY);
  return url;
}

export function useAuth(): AuthState & { signedIn: boolean } {
  const state = useStore(authStore);
  return { ...state, signedIn: isSignedIn(state) };
}
