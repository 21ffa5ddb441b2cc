import { CONSOLE_ACTIVITY_KEY } from './idle-logout.ts';
import { useSyncExternalStore } from 'react';

/** The console's tokens, kept apart from the rider app's and the driver page's. */
export interface ConsoleAuth {
  coid: string;
  accessToken: string;
  refreshToken: string;
}

export const CONSOLE_AUTH_KEY = 'consoleAuthData';
const LAST_COMPANY_KEY = 'consoleLastCompany';

function load(): ConsoleAuth | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CONSOLE_AUTH_KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      'coid' in value &&
      'accessToken' in value &&
      'refreshToken' in value &&
      typeof value.coid === 'string' &&
      typeof value.accessToken === 'string' &&
      typeof value.refreshToken === 'string'
    ) {
      return { coid: value.coid, accessToken: value.accessToken, refreshToken: value.refreshToken };
    }
  } catch {
    // Unreadable storage is no sign-in.
  }
  return null;
}

let current = load();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const consoleAuth = {
  get: () => current,
  /** Sign-in and refresh: the new pair replaces the old one. */
  save(auth: ConsoleAuth): void {
    // A fresh sign-in starts a fresh idle timer.
    if (!current) localStorage.removeItem(CONSOLE_ACTIVITY_KEY);
    localStorage.setItem(CONSOLE_AUTH_KEY, JSON.stringify(auth));
    localStorage.setItem(LAST_COMPANY_KEY, auth.coid);
    current = auth;
    emit();
  },
  /** Sign-out or a failed refresh. */
  clear(): void {
    localStorage.removeItem(CONSOLE_AUTH_KEY);
    current = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The company the last sign-in on this browser was for, to fill the sign-in form. */
export function lastCompany(): string {
  return localStorage.getItem(LAST_COMPANY_KEY) ?? '';
}

/** Another tab signed in, refreshed or signed out: follow it. */
export function followAuthInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSOLE_AUTH_KEY) {
      current = load();
      emit();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useConsoleAuth(): ConsoleAuth | null {
  return useSyncExternalStore(consoleAuth.subscribe, consoleAuth.get);
}
