/* Offline worker of the rider app. Generated at build time; see service-worker-plugin.ts. */
const VERSION = __CACHE_VERSION__;
const PRECACHE_FILES = __PRECACHE_FILES__;
const STATIC_CACHE = `static-${VERSION}`;
const PAGE_CACHE = 'pages';
const BRAND_CACHE = 'brand';
const SHELL_KEY = '/__app-shell';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(STATIC_CACHE);
      await cache.addAll(PRECACHE_FILES);
      // The shell page is per company: fetch it with the rider's cookie so it carries their operator.
      const page = await fetch(new URL('book', self.registration.scope), {
        credentials: 'same-origin',
      });
      if (page.ok) await (await caches.open(PAGE_CACHE)).put(SHELL_KEY, page);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('static-') && name !== STATIC_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

async function networkFirstPage(request) {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL_KEY, response.clone());
    return response;
  } catch {
    const cached = await cache.match(SHELL_KEY);
    if (cached) return cached;
    return new Response(
      '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Offline</title></head>' +
        '<body><main><h1>You are offline</h1><p>Connect to the internet and try again.</p></main></body></html>',
      { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );
  }
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(BRAND_CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => cached);
  return cached ?? refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (PRECACHE_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, STATIC_CACHE));
  } else if (/^\/[^/]+\/brand\//.test(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request));
  }
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});
