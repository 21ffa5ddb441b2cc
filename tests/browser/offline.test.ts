import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, IPHONE_UA, useBrowser } from './browser.ts';

const { browser } = useBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A phone with the offline worker allowed, on /book once the worker controls the page. */
async function pageUnderWorker(): Promise<{ page: Page; context: BrowserContext }> {
  context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE_UA,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/book');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
    }
  });
  return { page, context };
}

describe('offline', () => {
  it('opens the app without network once the worker has cached it', async () => {
    const { page, context } = await pageUnderWorker();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Where can we take you?' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    // A screen never opened before was precached too.
    await page.getByRole('link', { name: 'Start Booking' }).click();
    await page.getByRole('heading', { name: 'Where To?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/book/routing');
  });

  it('says "You Are Offline" when there is no network and no page cached yet', async () => {
    const { page, context } = await pageUnderWorker();
    await page.evaluate(() => caches.delete('pages'));
    await context.setOffline(true);
    await page.goto('/help');
    await page.getByRole('heading', { name: 'You Are Offline' }).waitFor();
  });

  it('precaches the built assets but not the per-company page or compressed copies', async () => {
    const { page } = await pageUnderWorker();
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
      const cache = await caches.open(name ?? 'none');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(precached.some((path) => /^\/assets\/index-.+\.js$/.test(path))).toBe(true);
    expect(precached.filter((path) => /index\.html|\.(gz|br|map)$|^\/$/.test(path))).toEqual([]);
  });

  it('keeps brand assets in a cache whose entries expire', async () => {
    const { page } = await pageUnderWorker();
    const state = await page.evaluate(async () => {
      const response = await fetch('/demo/brand/logo?v=1');
      const cache = await caches.open('brand-assets');
      // Stale-while-revalidate stores the answer after handing it over.
      let keys: string[] = [];
      for (let i = 0; i < 50 && keys.length === 0; i++) {
        keys = (await cache.keys()).map((request) => new URL(request.url).pathname);
        await new Promise((done) => setTimeout(done, 50));
      }
      const databases = (await indexedDB.databases()).map((db) => db.name);
      return { status: response.status, keys, databases };
    });
    expect(state.status).toBe(200);
    expect(state.keys).toEqual(['/demo/brand/logo']);
    // Where workbox-expiration records when each entry was cached.
    expect(state.databases).toContain('workbox-expiration');
  });
});
