import { isRecord, readJson, removeItem, writeJson, writeText } from '../lib/storage.ts';
import { createStore, useStore } from '../lib/store.ts';

/**
 * Where sign-in state lives (localStorage, so every tab shares it and the idle timer can be
 * shared too): AUTH_DATA_KEY holds the login result; "signed in" means it has an accessToken.
 * SESSION_VALUES_KEY holds what the menu and header show about the rider.
 */
export const AUTH_DATA_KEY = 'authData';
export const SESSION_VALUES_KEY = 'sessionValues';
export const REDIRECT_URL_KEY = 'redirectUrlAfterLogin';

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

export const authStore = createStore<AuthState>(load());

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
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

export function clearAuth(): void {
  removeItem('local', AUTH_DATA_KEY);
  removeItem('local', SESSION_VALUES_KEY);
  authStore.set({ authData: null, session: null });
}

/** Where sign-in should send the rider afterwards (the accounts screens read and clear it). */
export function storeRedirectUrl(url: string): void {
  writeText('local', REDIRECT_URL_KEY, url);
}

export function useAuth(): AuthState & { signedIn: boolean } {
  const state = useStore(authStore);
  return { ...state, signedIn: isSignedIn(state) };
}
