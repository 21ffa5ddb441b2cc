import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, desktopContext, expectNoAxeViolations, useBrowser } from './browser.ts';

const { browser } = useBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
});

async function qrCode(page: Page) {
  const image = page.getByRole('img', {
    name: /QR code that opens the Demo Limousine booking app/,
  });
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image;
}

describe('desktop promo page', () => {
  it('shows the headline, the mobile-only note, a 256 px level-L QR code and the website booking link', async () => {
    context = await desktopContext(browser(), 1280);
    const page = await context.newPage();
    await page.goto('/book');
    await page.getByRole('heading', { name: 'Book and Manage Your Rides on the Go' }).waitFor();
    await page.getByText(/optimised for mobile devices only/).waitFor();
    const image = await qrCode(page);
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width])).toEqual([
      256, 256,
    ]);
    expect(await image.getAttribute('data-level')).toBe('L');
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.getByText(`${baseUrl()}/book?coid=demo`).waitFor();
    expect(await page.getByRole('link', { name: 'Book on our website' }).getAttribute('href')).toBe(
      'https://demo-limousine.test/book-online',
    );
    expect(await page.getByRole('banner').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('draws a 100 px level-M code on a window of 800 px or less, and follows resizing', async () => {
    context = await desktopContext(browser(), 800);
    const page = await context.newPage();
    await page.goto('/book');
    const image = await qrCode(page);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);
    expect(await image.getAttribute('data-level')).toBe('M');
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(() => image.getAttribute('data-level')).toBe('L');
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  });

  it('loads the QR code library only on the promo page', async () => {
    context = await desktopContext(browser(), 1280);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on(
      'request',
      (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname),
    );
    await page.goto('/book?coid=acme');
    await page
      .getByRole('img', { name: /QR code that opens the Acme Chauffeurs booking app/ })
      .waitFor();
    expect(scripts.some((s) => /promo-page-/.test(s))).toBe(true);
    await page.getByText(`${baseUrl()}/book?coid=acme`).waitFor();
    await expectNoAxeViolations(page);
  });
});
