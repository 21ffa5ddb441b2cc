/**
 * The offline worker (spec part 1 §7), built by vite-plugin-pwa's injectManifest into
 * /service-worker.js with the list of built files in place of self.__WB_MANIFEST.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { offlinePage } from './offline-page.ts';
import { appPath, parsePushNotice, windowFor } from './push-notice.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Where the one shell page is kept, whatever path it was opened at. */
const SHELL_KEY = '/__app-shell';
const BRAND_ASSET = /^\/[^/]+\/brand\//;
/** Server paths that are not the app's page. */
const NOT_THE_APP = [
  // The operator console is another app with its own pages.
  /^\/console(\/|$)/,
  /^\/dev\//,
  /^\/healthz$/,
  /^\/graphql$/,
  /^\/[^/]+\/(manifest\.json|update\/)/,
];

/** The built assets, served from the cache (index.html is not among them, see below). */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * The shell page is filled in per company, so it is fetched with the rider's cookie rather than
 * precached: every navigation asks the network and keeps the answer as the one shell page, which
 * opens the app when the network is gone.
 */
const shellPage = new NetworkFirst({
  cacheName: 'pages',
  plugins: [{ cacheKeyWillBeUsed: async () => SHELL_KEY }],
});
registerRoute(new NavigationRoute(shellPage, { denylist: NOT_THE_APP }));

/** Logos, icons and backgrounds: shown at once from the cache, refreshed behind; old ones expire. */
const brandExpiry = new ExpirationPlugin({
  maxEntries: 30,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  purgeOnQuotaError: true,
});
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && BRAND_ASSET.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'brand-assets',
    // Workbox declares the plugin's hooks as possibly undefined, which exactOptionalPropertyTypes
    // refuses for WorkboxPlugin's optional ones; they are the same hooks.
    plugins: [brandExpiry as WorkboxPlugin],
  }),
);

/** No network and nothing cached: a page that says so, or a plain failure for anything else. */
setCatchHandler(async ({ request }) =>
  request.destination === 'document'
    ? offlinePage(request.headers.get('Accept-Language'))
    : Response.error(),
);

/** Caches that the worker before Workbox filled, the brand one without any expiry. */
const LEGACY_CACHES = (name: string) => name === 'brand' || name.startsWith('static-');

self.addEventListener('install', (event) => {
  // The first page was loaded before this worker ran: fetch the shell now, for offline use.
  const shell = new Request(new URL('book', self.registration.scope), {
    credentials: 'same-origin',
  });
  const [, cached] = shellPage.handleAll({ event, request: shell });
  event.waitUntil(cached.catch(() => undefined));
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(LEGACY_CACHES).map((n) => caches.delete(n)))),
  );
});
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') void self.skipWaiting();
});

/**
 * A notice about a ride (Web Push): shown at once. A newer notice of the same ride replaces the
 * older one and alerts again (renotify, which TypeScript's lib does not list yet).
 */
self.addEventListener('push', (event) => {
  const notice = parsePushNotice(event.data?.text(), self.location.origin);
  if (!notice) return;
  const { title, body, url, tag, icon } = notice;
  const options: NotificationOptions & { renotify?: boolean } = {
    body,
    data: { url },
    ...(tag ? { tag, renotify: true } : {}),
    ...(icon ? { icon } : {}),
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Opens the notice's page in a window of the app already open, else in a new one. */
async function openApp(path: string): Promise<void> {
  const href = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windowFor(windows, path, self.location.origin);
  if (open) {
    const focused = await open.focus();
    if (focused.url === href) return;
    // navigate() refuses a window this worker does not control: a new window then.
    const navigated = await focused.navigate(href).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
  event.waitUntil(openApp(appPath(url, self.location.origin)));
});
