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
  request.destination === 'document' ? offlinePage() : Response.error(),
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
