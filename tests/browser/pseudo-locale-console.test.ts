import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import { desktopContext, phoneContext, useBrowser } from './browser.ts';
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

/** Signs the demo admin in (in English), then serves the console the pseudo-locale. */
async function adminInPseudoLocale(
  context: BrowserContext,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(context);
  await signInToConsole(opened.page);
  await usePseudoLocale(context, 'console');
  return opened;
}

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

describe.each([
  ['1280×800', (b: Parameters<typeof desktopContext>[0]) => desktopContext(b)],
  ['390×844', (b: Parameters<typeof phoneContext>[0]) => phoneContext(b)],
] as const)('the console in the pseudo-locale at %s', (size, open) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await open(browser());
    ({ page, errors } = await adminInPseudoLocale(context));
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(SECTIONS)('%s clips and overflows nothing', async (path) => {
    await sectionShown(page, path);
    expect(await overflowsOn(page)).toEqual([]);
    await screenshotForReview(page, `pseudo-console-${size}${path.replaceAll('/', '-')}`);
    expect(errors).toEqual([]);
  });
});
