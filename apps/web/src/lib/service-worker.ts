export const SERVICE_WORKER_URL = '/service-worker.js';

/** The offline worker at the site root (spec part 1 §7). Failures are only logged. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}

/** After a branding change: fetch the worker again so it re-caches the shell page. */
export async function updateServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    if (registration) await registration.update();
    else await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    console.error('Service worker update failed', error);
  }
}
