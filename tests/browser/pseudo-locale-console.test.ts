import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import { desktopContext, useBrowser } from './browser.ts';
import { signInToConsole } from './console-support.ts';
import { overflowsOn, pseudo, usePseudoLocale } from './pseudo-locale.ts';

const { browser } = useBrowser();

/** The console's sections (apps/console/src/app/routes/route-table.tsx), as the admin sees them. */
const SECTIONS = [
  '/',
  '/dispatch',
  '/dispatch/map',
  '/branding',
  '/vehicles',
  '/rates',
  '/fleet',
  '/money',
  '/policies',
  '/company',
  '/notices',
  '/payments',
  '/staff',
  '/audit',
];

/**
 * acme's admin (demo's signs in across many files, and an account opens at most 30 sessions an
 * hour), signed in once in English; then the console is served the pseudo-locale.
 */
const ACME_ADMIN = { coid: 'acme', email: 'admin@acme.test', password: 'Acme!Admin2026' };

async function sectionShown(page: Page, path: string): Promise<void> {
  await page.goto(`/console${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .getByText(new RegExp(`^${pseudo('Loading')}`))
    .first()
    .waitFor({ state: 'detached' });
  // The console is in the pseudo-locale (doubled accented vowels), not in English.
  expect(await page.locator('body').innerText()).toMatch(/(áá|éé|íí|öö|üü)/);
}

describe('the console in the pseudo-locale', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await desktopContext(browser());
    ({ page, errors } = await newPage(context));
    await signInToConsole(page, ACME_ADMIN);
    await usePseudoLocale(context, 'console');
  });
  afterAll(async () => {
    await context.close();
  });

  describe.each([
    ['1280×800', { width: 1280, height: 800 }],
    ['390×844', { width: 390, height: 844 }],
  ] as const)('at %s', (size, viewport) => {
    beforeAll(async () => {
      await page.setViewportSize(viewport);
    });

    it.each(SECTIONS)('%s clips and overflows nothing', async (path) => {
      await sectionShown(page, path);
      expect(await overflowsOn(page)).toEqual([]);
      await screenshotForReview(page, `pseudo-console-${size}${path.replaceAll('/', '-')}`);
      expect(errors).toEqual([]);
    });
  });
});
