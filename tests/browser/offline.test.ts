import { describe, expect, it } from 'vitest';
import { baseUrl, IPHONE_UA, useBrowser } from './browser.ts';

const { browser } = useBrowser();

describe('offline', () => {
  it('opens the app without network once the worker has cached it', async () => {
    const context = await browser().newContext({
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
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Where can we take you?' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    // A screen never opened before was precached too.
    await page.getByRole('link', { name: 'Start Booking' }).click();
    await page.getByRole('heading', { name: 'Where To?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/book/routing');
    await context.close();
  });
});
