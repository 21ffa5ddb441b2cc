import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../apps/web/src/app/routes/route-table.ts';
import { completedRideOf, signIn } from './auth-support.ts';
import { screenshotForReview } from './app.ts';
import { expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';

const { browser } = useBrowser();
let context: BrowserContext;
let page: Page;
/**
 * One of the demo rider's completed rides: ride details without a ride go to /login (spec part 2
 * §2), and the receipt is of a completed ride.
 */
let rideId = '';

beforeAll(async () => {
  context = await phoneContext(browser());
  page = await context.newPage();
  rideId = await completedRideOf(await signIn(page));
});
afterAll(async () => {
  await context.close();
});

/** Every screen of the route table, with a concrete path for the wildcard ones. */
const SCREENS = SCREEN_ROUTES.map((route) => ({
  path: route.path === '*' ? '/no-such-screen' : route.path.replace('/*', '/other'),
  title: route.title,
}));

/** The page's background as painted: the demo's white, or its dark form's #121212. */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 18, 18)' } as const;

describe.each(['light', 'dark'] as const)(
  'accessibility of every screen (axe, signed in, 390×844, %s mode)',
  (scheme) => {
    beforeAll(async () => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    it.each(SCREENS)('$path', async ({ path, title }) => {
      const details = path === '/my-rides/details';
      const ofRide = details || path === '/my-rides/receipt';
      await page.goto(ofRide ? `${path}?id=${rideId}` : path);
      // The server's skeleton (a busy main, titled by the route) first, then the app's screen.
      await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached' });
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      // Screens that load data: read and scan what the rider reads, not the loading state.
      await page.getByText(/^Loading/).waitFor({ state: 'detached' });
      if (path !== '/book') {
        // Ride details is headed by its ride: "RIDE #" and the confirmation number.
        const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
        if (details) expect(await heading.textContent()).toMatch(/^RIDE #\d+$/);
        else expect(await heading.textContent()).toBe(title);
      }
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        BACKGROUND[scheme],
      );
      await screenshotForReview(page, `${scheme}${path.replaceAll('/', '-')}`);
      await expectNoAxeViolations(page);
    });
  },
);

describe('accessibility with the acme branding (#0b3d91 on #f7f4ec)', () => {
  const inBothSchemes = ['/book', '/help', '/terms/default', '/login'].flatMap((path) =>
    (['light', 'dark'] as const).map((scheme) => ({ path, scheme })),
  );
  it.each(inBothSchemes)('$path in $scheme mode', async ({ path, scheme }) => {
    const acme = await (await phoneContext(browser())).newPage();
    await acme.emulateMedia({ colorScheme: scheme });
    await acme.goto(`${path}?coid=acme`);
    await acme.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await acme.getByText(/^Loading/).waitFor({ state: 'detached' });
    await expectNoAxeViolations(acme);
    await acme.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await acme.getByRole('dialog').waitFor();
    await expectNoAxeViolations(acme);
    await acme.context().close();
  });

  it('the action sheet', async () => {
    const acme = await (await phoneContext(browser())).newPage();
    await acme.goto('/book/routing?coid=acme');
    await acme.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await acme.getByRole('dialog', { name: 'Booking Options' }).waitFor();
    await expectNoAxeViolations(acme);
    await acme.context().close();
  });
});

describe('keyboard use', () => {
  it('starts with a skip link, then the header, with a visible focus ring', async () => {
    await page.goto('/help');
    await page.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Back',
    );
    const ring = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(ring).toBe('solid');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Menu',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Call Support');
  });

  it('moves focus to the new screen after navigating', async () => {
    await page.goto('/help');
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
