import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { desktopContext, phoneContext, useBrowser } from './browser.ts';
import { consoleSection, scan, signInToConsole } from './console-support.ts';
import { DISPATCHER, newRider } from './dispatch-support.ts';
import { bookRideByApi } from './tracking-support.ts';

const { browser } = useBrowser();
/** Past the demo company's hour of notice and inside the overview's two hours. */
const HOURS_AHEAD = 1.5;

/** A figure of the overview: the value its label describes. */
const figure = (page: Page, group: string, label: string) =>
  page
    .getByRole('region', { name: group })
    .locator('.overview-number', { hasText: new RegExp(`^${label}`) })
    .locator('dd')
    .textContent({ timeout: 10_000 });

describe('the overview', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    context = await desktopContext(browser());
    ({ page, errors } = await newPage(context));
    await page.setViewportSize({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await context.close();
  });

  it("shows today's numbers at 1280×800 and a ride needing a driver as it is booked, live", async () => {
    await signInToConsole(page, DISPATCHER);
    await scan(page, 'Demo Limousine');
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor({ timeout: 10_000 });
    for (const label of ['Unassigned', 'Assigned', 'Under way', 'Done']) {
      expect(await figure(page, "Today's rides", label)).toMatch(/^\d+$/);
    }
    expect(await figure(page, 'Drivers', 'On duty today')).toMatch(/^\d+$/);
    expect(await figure(page, 'Money today', 'Captured')).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await figure(page, 'Money today', 'Still held')).toMatch(/^\$[\d,]+\.\d\d$/);

    const rider = await newRider();
    const ride = await bookRideByApi(rider.tokens, HOURS_AHEAD);
    const todo = page.getByRole('region', { name: 'Needs a driver within two hours' });
    const link = todo.getByRole('link', { name: `Ride #${ride.confirmationNumber}` });
    // No reload: the board's live events bring it.
    await link.waitFor({ timeout: 15_000 });
    const item = todo.getByRole('listitem').filter({ hasText: `Ride #${ride.confirmationNumber}` });
    expect(await item.textContent({ timeout: 5_000 })).toContain(rider.lastName);
    await link.click();
    await page
      .getByRole('heading', { level: 1, name: `Ride #${ride.confirmationNumber}` })
      .waitFor();
    await consoleSection(page, 'Overview').click();
    await scan(page, 'Demo Limousine');
    expect(errors).toEqual([]);
  });
});

describe('the overview on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await phoneContext(browser());
    ({ page } = await newPage(context));
  });
  afterAll(async () => {
    await context.close();
  });

  it('stacks its figures at 390×844, with nothing wider than the screen', async () => {
    await signInToConsole(page, DISPATCHER);
    await scan(page, 'Demo Limousine');
    await page.getByRole('region', { name: 'Money today' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
