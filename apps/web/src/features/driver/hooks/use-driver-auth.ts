import { useEffect } from 'react';
import type { AuthData } from '../../../stores/auth.ts';
import { useStore } from '../../../lib/store.ts';
import { driverAuthStore, followDriverAuthInOtherTabs } from '../lib/driver-auth.ts';

/** The driver's stored sign-in (null: signed out), kept in step with the page's other tabs. */
export function useDriverAuth(): AuthData | null {
  useEffect(followDriverAuthInOtherTabs, []);
  return useStore(driverAuthStore);
}
