import { createStore, useStore } from './store.ts';

interface NetworkState {
  browserOnline: boolean;
  /** The last API call failed for network reasons (the browser may still claim to be online). */
  requestsFailing: boolean;
}

export const networkStore = createStore<NetworkState>({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  requestsFailing: false,
});

/** Follows the browser going on- and offline (called once, at start). */
export function startNetworkWatch(): void {
  window.addEventListener('online', () =>
    networkStore.set({ browserOnline: true, requestsFailing: false }),
  );
  window.addEventListener('offline', () =>
    networkStore.set((s) => ({ ...s, browserOnline: false })),
  );
}

export function reportRequestOutcome(networkFailed: boolean): void {
  networkStore.set((state) =>
    state.requestsFailing === networkFailed ? state : { ...state, requestsFailing: networkFailed },
  );
}

export function useIsOffline(): boolean {
  const { browserOnline, requestsFailing } = useStore(networkStore);
  return !browserOnline || requestsFailing;
}
