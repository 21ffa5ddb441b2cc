import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { choosePlace, signInDemoRider } from './booking-flow.ts';
import { expectNoAxeViolations, phoneContext, usePhoneContext } from './browser.ts';

const { browser, context } = usePhoneContext();

/** Near Grand Central Terminal, a place the demo company knows. */
const GRAND_CENTRAL = { latitude: 40.7527, longitude: -73.9772 };

const routeRow = (name: RegExp) =>
  ({ name, exact: false }) as const satisfies { name: RegExp; exact: boolean };

describe('finding a place (/book/routing/search)', () => {
  it('finds a street address without its city, in the company’s own city', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, '200 Park Ave', /^200 Park Ave/);
    await page
      .getByRole('list', { name: 'Your route' })
      .getByRole('button', routeRow(/200 Park Ave/))
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('offers a signed-in rider their recent places after the saved ones, without a count on screen', async () => {
    const { page, errors } = await newPage(context());
    await signInDemoRider(page);
    await page.goto('/book/routing');
    await page
      .getByRole('list', { name: 'Your route' })
      .getByRole('button', { name: /Pickup/ })
      .click();
    await page.waitForURL('**/book/routing/search?**');
    const recent = page.getByRole('heading', { name: 'Recent', level: 2 });
    await recent.waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Saved Places')).toBeLessThan(headings.indexOf('Recent'));
    // The count is for screen readers; nothing like "3 places found." shows.
    const status = page.locator('#place-search-status');
    expect(await status.textContent()).toMatch(/^\d+ places?$/);
    const box = await status.boundingBox();
    expect(box!.width * box!.height).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
    // One tap on a recent place fills the pickup.
    const list = page.locator('h2:text-is("Recent") + ul');
    const first = list.getByRole('button').first();
    const name = (await first.locator('.suggestion__main').textContent()) ?? '';
    expect(name).not.toBe('');
    await first.click();
    await page.waitForURL((url) => url.pathname === '/book/routing');
    await page
      .getByRole('list', { name: 'Your route' })
      .getByRole('button', routeRow(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))))
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('uses the phone’s position as the pickup, and says so when location access is off', async () => {
    const located = await phoneContext(browser());
    try {
      await located.grantPermissions(['geolocation']);
      await located.setGeolocation(GRAND_CENTRAL);
      const { page, errors } = await newPage(located);
      await page.goto('/book/routing');
      await page
        .getByRole('list', { name: 'Your route' })
        .getByRole('button', { name: /Pickup/ })
        .click();
      await page.getByRole('button', { name: 'Use my location' }).click();
      await page.waitForURL((url) => url.pathname === '/book/routing');
      await page
        .getByRole('list', { name: 'Your route' })
        .getByRole('button', routeRow(/Grand Central/))
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await located.close();
    }

    // The default context has no permission: the browser refuses, and the rider is told why.
    const { page, errors } = await newPage(context());
    await page.goto('/book/routing');
    await page
      .getByRole('list', { name: 'Your route' })
      .getByRole('button', { name: /Pickup/ })
      .click();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page
      .getByRole('alert')
      .getByText(
        'Location access is off for this page. Allow it in your browser’s settings, or type an address.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/book/routing/search');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
