import { installPlatform, type InstallPlatform } from '@ride/domain';
import { isRecord, readJson, writeJson } from '../../../lib/storage.ts';
import { createStore, useStore } from '../../../lib/store.ts';

/** localStorage: `{"isAppinstalled": true}` once the rider accepted the install prompt. */
export const APP_INSTALLED_KEY = 'appInstalled';

/** Chrome's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  heldPrompt: BeforeInstallPromptEvent | null;
  installed: boolean;
}

function runningStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function storedInstalled(): boolean {
  const stored = readJson('local', APP_INSTALLED_KEY);
  return isRecord(stored) && stored.isAppinstalled === true;
}

const installStore = createStore<InstallState>({ heldPrompt: null, installed: false });

/**
 * Call once at start-up, before the browser fires beforeinstallprompt: holds the event so the
 * INSTALL button can use it later (spec part 1 §4, "Install").
 */
export function startInstallWatch(): void {
  installStore.set({ heldPrompt: null, installed: runningStandalone() || storedInstalled() });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installStore.set((state) => ({ ...state, heldPrompt: event as BeforeInstallPromptEvent }));
  });
  window.addEventListener('appinstalled', () => {
    installStore.set({ heldPrompt: null, installed: true });
  });
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

async function promptInstall(): Promise<InstallOutcome> {
  const { heldPrompt } = installStore.get();
  if (!heldPrompt) return 'unavailable';
  await heldPrompt.prompt();
  const { outcome } = await heldPrompt.userChoice;
  // A prompt event can be used once.
  installStore.set((state) => ({ ...state, heldPrompt: null }));
  if (outcome === 'accepted') {
    writeJson('local', APP_INSTALLED_KEY, { isAppinstalled: true });
    installStore.set((state) => ({ ...state, installed: true }));
  } else {
    console.info('The rider dismissed the install prompt; nothing stored.');
  }
  return outcome;
}

export function useInstall(): {
  platform: InstallPlatform;
  promptInstall: () => Promise<InstallOutcome>;
} {
  const { installed } = useStore(installStore);
  return { platform: installPlatform(navigator.userAgent, installed), promptInstall };
}
