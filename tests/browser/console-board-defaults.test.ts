import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi } from './auth-support.ts';
import { desktopContext, phoneContext, useBrowser } from './browser.ts';
import { consoleSection, scan, signInToConsole, staffSignIn } from './console-support.ts';
import { demoDay, DISPATCHER, newRider, openBoardFilters } from './dispatch-support.ts';
import { bookRideByApi, type BookedRide } from './tracking-support.ts';

const { browser } = useBrowser();
/** Clear of the seeded rides, as the other dispatch tests book. */
const HOURS_AHEAD = 8;
const DAY_MS = 86_400_000;

/** Cancels a ride as the dispatcher's Cancel ride does. */
async function cancelByApi(ride: BookedRide) {
  const dispatcher = await staffSignIn(DISPATCHER.email, DISPATCHER.password);
  const answer = await callApi(
    `mutation cancel($id: ID!) { setRideStatus(reservationId: $id, status: "CANCELLED") { ride { status } } }`,
    { id: ride.id },
    { Authorization: `Bearer ${dispatcher.accessToken}` },
  );
  expect(answer.errors).toBeUndefined();
}

describe('the board’s defaults at 1280×800', () => {
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

  it('shows the coming week with column headers, cancelled rides apart and counted', async () => {
    const rider = await newRider();
    const ride = await bookRideByApi(rider.tokens, HOURS_AHEAD);
    await signInToConsole(page, DISPATCHER);
    await consoleSection(page, 'Dispatch board').click();
    await scan(page, 'Dispatch board');
    const today = demoDay(new Date());
    expect(await page.getByLabel('From').inputValue()).toBe(today);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(
      new Date(Date.parse(`${today}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10),
    );
    expect(new URL(page.url()).search).toBe('');
    for (const column of ['Pickup', 'Ride and rider', 'Route', 'Vehicle and driver']) {
      expect(await page.locator('.board-columns').getByText(column).isVisible()).toBe(true);
    }

    await page.getByLabel('Confirmation number or rider').fill(rider.lastName);
    const rides = page.getByRole('list', { name: 'Rides' });
    const card = rides.getByRole('listitem').filter({ hasText: `#${ride.confirmationNumber}` });
    await card.waitFor();
    const hide = page.getByRole('checkbox', { name: /^Hide cancelled and no-show/ });
    expect(await hide.isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Hide cancelled and no-show (0)' }).waitFor();

    // Cancelled meanwhile: it leaves the live rides at once, and is counted apart.
    await cancelByApi(ride);
    await card.waitFor({ state: 'detached' });
    await hide.uncheck();
    await card.locator('.status-label', { hasText: /^cancelled$/i }).waitFor();
    expect(new URL(page.url()).searchParams.get('ended')).toBe('1');
    await page.reload();
    await card.waitFor();
    await page.getByRole('checkbox', { name: 'Hide cancelled and no-show (1)' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the board’s filters at 390×844', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await phoneContext(browser());
    ({ page } = await newPage(context));
  });
  afterAll(async () => {
    await context.close();
  });

  it('folds the filters away until asked for', async () => {
    await signInToConsole(page, DISPATCHER);
    await page.goto('/console/dispatch');
    await scan(page, 'Dispatch board');
    const search = page.getByLabel('Confirmation number or rider');
    expect(await search.isVisible()).toBe(false);
    await openBoardFilters(page);
    await search.waitFor();
    expect(await search.isVisible()).toBe(true);
    await scan(page, 'Dispatch board');
  });
});
