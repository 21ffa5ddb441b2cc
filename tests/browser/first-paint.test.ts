import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import { baseUrl, expectNoAxeViolations, IPHONE_UA, phoneContext, useBrowser } from './browser.ts';

const { browser } = useBrowser();

/** A phone (as phoneContext) whose browser runs no JavaScript at all. */
function phoneWithoutJavaScript(b: Browser, colorScheme: 'light' | 'dark' = 'light') {
  return b.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE_UA,
    serviceWorkers: 'block',
    javaScriptEnabled: false,
    colorScheme,
  });
}

/** The page as a browser without JavaScript draws it, with scripts left to axe: no app chunk runs. */
async function withoutTheApp(context: BrowserContext, path: string): Promise<Page> {
  const { page, errors } = await newPage(context);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
  expect(errors).toEqual([]);
  return page;
}

/** The layout shifts of the page so far (the browser keeps them from the start). */
function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            values.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(values), 300);
      }),
  );
}

const withContext = async (context: BrowserContext, run: () => Promise<void>) => {
  try {
    await run();
  } finally {
    await context.close();
  }
};

describe('the first paint before JavaScript', () => {
  it("shows a phone without JavaScript the company's header and /book's skeleton", async () => {
    const context = await phoneWithoutJavaScript(browser());
    await withContext(context, async () => {
      const page = await context.newPage();
      await page.goto('/book');
      const header = page.getByRole('banner');
      await expect(header.getByText('Demo Limousine', { exact: true }).isVisible()).resolves.toBe(
        true,
      );
      const main = page.getByRole('main');
      await expect(main.getAttribute('aria-busy')).resolves.toBe('true');
      await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Where can we take you?',
      );
      await expect(page.getByRole('img', { name: 'Demo Limousine' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.locator('.skeleton__where-to').isVisible()).resolves.toBe(true);
      // The header bar is as tall as the app's, and the screen starts where the app's does.
      const bar = await header.boundingBox();
      expect(bar).toMatchObject({ x: 0, y: 0, width: 390, height: 56 });
      await screenshotForReview(page, 'first-paint-book-no-javascript');
    });
  });

  it("shows another operator's page its own brand only", async () => {
    const context = await phoneWithoutJavaScript(browser());
    await withContext(context, async () => {
      const page = await context.newPage();
      await page.goto('/login?coid=acme');
      await expect(
        page.getByRole('banner').getByText('Acme Chauffeurs', { exact: true }).isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign In');
      await expect(page.getByText('Demo Limousine').count()).resolves.toBe(0);
      await screenshotForReview(page, 'first-paint-acme-login-no-javascript');
    });
  });

  it.each(['light', 'dark'] as const)(
    'paints the skeleton in the %s scheme from the inline styles, axe clean',
    async (scheme) => {
      // axe runs as script, so this page runs none of the app's instead.
      const phone = await phoneContext(browser());
      await withContext(phone, async () => {
        const page = await withoutTheApp(phone, '/login');
        await page.emulateMedia({ colorScheme: scheme });
        await page.getByRole('heading', { name: 'Sign In' }).waitFor();
        await expect(page.locator('main[aria-busy="true"]').count()).resolves.toBe(1);
        const colours = await page.evaluate(() => ({
          page: getComputedStyle(document.body).backgroundColor,
          bar: getComputedStyle(document.querySelector('.app-header')!).backgroundColor,
          shape: getComputedStyle(document.querySelector('.skeleton__input')!).backgroundColor,
        }));
        expect(colours).toEqual(
          scheme === 'light'
            ? { page: 'rgb(255, 255, 255)', bar: 'rgb(0, 0, 0)', shape: 'rgb(242, 242, 242)' }
            : { page: 'rgb(18, 18, 18)', bar: 'rgb(30, 30, 30)', shape: 'rgb(42, 42, 42)' },
        );
        await expectNoAxeViolations(page);
        await screenshotForReview(page, `first-paint-login-${scheme}`);
      });
    },
  );

  it.each(['/book', '/login'])(
    'lets the app take over %s without a layout shift, axe clean',
    async (path) => {
      const phone = await phoneContext(browser());
      await withContext(phone, async () => {
        const { page, errors } = await newPage(phone);
        await page.goto(path);
        await page.getByRole('banner').getByText('Hello', { exact: true }).waitFor();
        await expect(page.locator('[aria-busy="true"]').count()).resolves.toBe(0);
        await page.waitForLoadState('networkidle');
        expect(await layoutShifts(page)).toEqual([]);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    },
  );
  it("keeps the app's rules before a screen's own as the rider moves on, fetching neither twice", async () => {
    const phone = await phoneContext(browser());
    await withContext(phone, async () => {
      const { page, errors } = await newPage(phone);
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
      });
      await page.goto('/book');
      await page.getByRole('banner').getByText('Hello', { exact: true }).waitFor();
      // The routing screen's chunks bring their stylesheets, added to the head after the page's.
      await page.getByRole('link', { name: 'Start Booking' }).click();
      await page.waitForURL('**/book/routing');
      const title = page.getByRole('heading', { level: 1, name: 'Where To?' });
      await title.waitFor();
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) =>
          sheet.href ? new URL(sheet.href).pathname : `#${(sheet.ownerNode as Element).id}`,
        ),
      );
      // The app's stylesheet is the inline one; its link is never applied, nor fetched.
      expect(sheets.slice(0, 2)).toEqual(['#company-theme', '#first-paint']);
      expect(sheets.slice(2).length).toBeGreaterThan(0);
      expect(sheets.filter((sheet) => /\/assets\/index-/.test(sheet))).toEqual([]);
      expect(fetched.filter((path) => /\/assets\/index-/.test(path))).toEqual([]);
      expect(new Set(fetched).size).toBe(fetched.length);
      // A screen's rule wins over the app's of the same weight: the title's top margin is the
      // booking step's (none), not the shell's .screen-title (0.5rem).
      expect(await title.evaluate((h1) => getComputedStyle(h1).marginTop)).toBe('0px');
      expect(errors).toEqual([]);
    });
  });
});

/** The scripts the built app's entry imports, and its language catalogs' chunks, as paths. */
function entryImportsAndCatalogs() {
  const manifest = JSON.parse(
    readFileSync(resolve('apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const catalogs = Object.entries(manifest)
    .filter(([key]) => /^src\/locales\/.+\.(po|ts)$/.test(key))
    .map(([, chunk]) => `/${chunk.file}`);
  const imports = (entry?.imports ?? []).map((key) => `/${manifest[key]?.file ?? key}`);
  return { imports, catalogs: new Set(catalogs) };
}

describe('the chunks a page preloads', () => {
  it.each([
    ['en-US', '/login'],
    ['es-ES', '/login'],
    ['de-DE', '/help'],
  ])(
    "names in the HTML the entry's imports and every catalog a %s phone fetches for %s",
    async (locale, path) => {
      const { imports, catalogs } = entryImportsAndCatalogs();
      const phone = await phoneContext(browser(), IPHONE_UA, locale);
      await withContext(phone, async () => {
        const { page, errors } = await newPage(phone);
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        const named = new Set(
          [
            ...html.matchAll(
              /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)"/g,
            ),
          ].map((match) => match[1]),
        );
        // The screen (or, signed out, the sign-in it sends the rider to), in the language.
        await page.locator('#main:not([aria-busy]) h1').first().waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(locale.slice(0, 2));
        // The common catalog and the screen's own, fetched at once from the page, not after
        // the screen's chunk was read; the same for what the entry imports.
        const fetchedCatalogs = scripts.filter((script) => catalogs.has(script));
        expect(fetchedCatalogs.length).toBeGreaterThan(1);
        expect(fetchedCatalogs.filter((script) => !named.has(script))).toEqual([]);
        expect(imports.length).toBeGreaterThan(0);
        expect(imports.filter((script) => !named.has(script))).toEqual([]);
        expect(errors).toEqual([]);
      });
    },
  );
});

describe("the console's sign-in before JavaScript", () => {
  const desktop = (javaScriptEnabled: boolean) =>
    browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
      javaScriptEnabled,
    });

  /** A console path without JavaScript: its main region busy under the console's heading. */
  const withoutJavaScript = async (path: string, check: (page: Page) => Promise<void>) => {
    const context = await desktop(false);
    await withContext(context, async () => {
      const page = await context.newPage();
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getAttribute('aria-busy')).resolves.toBe('true');
      await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Operator console',
      );
      await check(page);
    });
  };

  it('shows its heading and the shapes of its form without JavaScript', async () => {
    await withoutJavaScript('/console/sign-in', async (page) => {
      await expect(page.locator('.skeleton-input').count()).resolves.toBe(3);
      await screenshotForReview(page, 'first-paint-console-sign-in-no-javascript');
    });
  });

  it('is replaced by the sign-in form without a layout shift, axe clean', async () => {
    const context = await desktop(true);
    await withContext(context, async () => {
      const page = await context.newPage();
      await page.goto('/console/sign-in');
      await page.getByLabel('Company ID').waitFor();
      await expect(page.locator('[aria-busy="true"]').count()).resolves.toBe(0);
      expect(await layoutShifts(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });

  it("shows another screen's heading where sign-in draws it, then sends the signed-out there", async () => {
    await withoutJavaScript('/console/', async (page) => {
      await expect(page.locator('.skeleton-input').count()).resolves.toBe(0);
    });
    const context = await desktop(true);
    await withContext(context, async () => {
      const page = await context.newPage();
      await page.goto('/console/');
      await page.waitForURL('**/console/sign-in');
      await page.getByLabel('Company ID').waitFor();
      expect(await layoutShifts(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });

  it('passes axe as drawn before JavaScript', async () => {
    const context = await desktop(true);
    await withContext(context, async () => {
      const page = await withoutTheApp(context, '/console/sign-in');
      await page.getByRole('heading', { name: 'Operator console' }).waitFor();
      await expectNoAxeViolations(page);
    });
  });
});
