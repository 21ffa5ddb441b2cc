import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage } from './app.ts';
import { desktopContext, phoneContext, useBrowser } from './browser.ts';
import { consoleSection, scan, signInToConsole } from './console-support.ts';
import { demoDay, DISPATCHER, newRider, searchBoard } from './dispatch-support.ts';
import { expectTilesDrawn } from './map-support.ts';
import { bookRideByApi, DEMO_DRIVER, demoDriver, type BookedRide } from './tracking-support.ts';

const { browser } = useBrowser();
/** Clear of the seeded rides, as the other driver tests book. */
const HOURS_AHEAD = 8;

describe('the dispatcher’s screens at 1280×800', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let ride: BookedRide;
  let riderEmail: string;
  let riderLastName: string;
  beforeAll(async () => {
    context = await desktopContext(browser());
    ({ page, errors } = await newPage(context));
    await page.setViewportSize({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await context.close();
  });

  it('shows a ride booked meanwhile on the board without a reload, and announces it', async () => {
    const rider = await newRider();
    riderEmail = rider.email;
    riderLastName = rider.lastName;
    await signInToConsole(page, DISPATCHER);
    await consoleSection(page, 'Dispatch board').click();
    await scan(page, 'Dispatch board');
    await searchBoard(
      page,
      rider.lastName,
      demoDay(new Date(Date.now() + HOURS_AHEAD * 3_600_000)),
    );
    await page.getByText('No rides match these filters.').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor();

    ride = await bookRideByApi(rider.tokens, HOURS_AHEAD);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `#${ride.confirmationNumber}` }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Unassigned');
    expect(await row.textContent()).toContain(`Dana ${rider.lastName}`);
    expect(await row.textContent()).toContain('Grand Central');
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toContain(`New ride #${ride.confirmationNumber} for Dana ${rider.lastName}`);
    await scan(page, 'Dispatch board');
  });

  it('assigns a suggested driver and a vehicle, and follows the driver’s status live', async () => {
    const driver = await demoDriver();
    await driver.freeUp(ride);
    await page.getByRole('link', { name: `#${ride.confirmationNumber}` }).click();
    await scan(page, `Ride #${ride.confirmationNumber}`);
    const stops = page.getByRole('list', { name: 'Stops' });
    expect(await stops.textContent()).toContain('Grand Central');
    expect(await stops.textContent()).toContain('The Plaza');
    expect(await page.getByRole('link', { name: riderEmail }).first().getAttribute('href')).toBe(
      `mailto:${riderEmail}`,
    );

    await page.getByRole('radio', { name: new RegExp(DEMO_DRIVER.name) }).check();
    await page.getByLabel('Vehicle', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Assign' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Ride #${ride.confirmationNumber} is assigned to ${DEMO_DRIVER.name}.` })
      .waitFor();
    await page.getByRole('button', { name: 'Reassign' }).waitFor();

    // The driver's own step, through the driver API: the page shows it without a reload.
    await driver.move(ride, 'DRIVER_IS_ON_THE_WAY');
    await page.getByRole('heading', { level: 2, name: 'Status: Driver on the way' }).waitFor();
    // The next steps read in words too.
    await page.getByRole('button', { name: 'Set to: At pickup' }).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Status history' }).textContent())
      .toContain(DEMO_DRIVER.name);
    await scan(page, `Ride #${ride.confirmationNumber}`);
  });

  it('lists the driver on the map with the age of the position', async () => {
    const driver = await demoDriver();
    await driver.report(ride, 40.7527, -73.9772);
    await consoleSection(page, 'Driver map').click();
    await scan(page, 'Driver map');
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: DEMO_DRIVER.name })
      .filter({ hasText: `Ride #${ride.confirmationNumber}` });
    await entry.waitFor();
    await expect.poll(() => entry.textContent()).toMatch(/Position \d+ s ago/);
    expect(await entry.textContent()).toContain('Driver on the way');
    // The drivers over the street map, credited beneath it.
    const tiles = inject('testTiles');
    await expectTilesDrawn(page, tiles.origin);
    expect(await page.locator('.map-frame').getByText(tiles.attribution).isVisible()).toBe(true);
    expect(await page.getByText(/^Map tiles unavailable/).count()).toBe(0);
    // On a ride: a solid pin, not the hollow one of a driver between rides.
    expect(await page.locator('.leaflet-marker-pane .map-pin--idle').count()).toBe(0);
    expect(await page.locator('.leaflet-marker-pane .map-pin:not(.map-pin--pickup)').count()).toBe(
      1,
    );
    expect(errors).toEqual([]);
  });

  it('shows the coming unassigned pickups, and a selected ride’s route', async () => {
    const rider = await newRider();
    const waiting = await bookRideByApi(rider.tokens, HOURS_AHEAD + 1);
    await consoleSection(page, 'Dispatch board').click();
    await consoleSection(page, 'Driver map').click();
    await scan(page, 'Driver map');
    const pickups = page.getByRole('region', { name: /^Unassigned pickups, next 24 hours/ });
    const entry = pickups
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Ride #${waiting.confirmationNumber}` }) });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Grand Central');
    await expect
      .poll(() => page.locator('.leaflet-marker-pane .map-pin--pickup').count())
      .toBeGreaterThan(0);

    const show = entry.getByRole('button', {
      name: `Show route of ride #${waiting.confirmationNumber}`,
    });
    await show.click();
    await expect.poll(() => page.locator('.leaflet-overlay-pane path').count()).toBe(1);
    await expect
      .poll(() => page.locator('.leaflet-marker-pane .map-pin--stop').allTextContents())
      .toEqual(['A', 'B']);
    const hide = entry.getByRole('button', {
      name: `Hide route of ride #${waiting.confirmationNumber}`,
    });
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('ride')).toBe(waiting.id);
    await scan(page, 'Driver map');
    await hide.click();
    await expect.poll(() => page.locator('.leaflet-overlay-pane path').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps a search typed just before a ride is opened, for the way back', async () => {
    await consoleSection(page, 'Dispatch board').click();
    await scan(page, 'Dispatch board');
    await page.getByLabel('To', { exact: true }).fill(demoDay(new Date(ride.pickupAt)));
    const link = page.getByRole('link', { name: `#${ride.confirmationNumber}` });
    await link.waitFor();
    // Opened at once, before typing has paused long enough for the search to reach the address.
    await page.getByLabel('Confirmation number or rider').fill(riderLastName);
    // One click event on this ride's link: a pointer's press and release could straddle the
    // board redrawing its rows (the search, or rides other files book meanwhile) and be lost.
    await link.evaluate((anchor: HTMLElement) => anchor.click());
    await scan(page, `Ride #${ride.confirmationNumber}`);
    await page.getByRole('link', { name: 'Back to the board' }).first().click();
    await scan(page, 'Dispatch board');
    expect(await page.getByLabel('Confirmation number or rider').inputValue()).toBe(riderLastName);
    await link.waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the dispatcher’s screens at 390×844', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  afterAll(async () => {
    await context.close();
  });

  it('pass axe on the board, a ride and the map', async () => {
    context = await phoneContext(browser());
    ({ page, errors } = await newPage(context));
    const rider = await newRider();
    const ride = await bookRideByApi(rider.tokens, HOURS_AHEAD);
    await signInToConsole(page, DISPATCHER);
    await consoleSection(page, 'Dispatch board').click();
    await scan(page, 'Dispatch board');
    await searchBoard(page, rider.lastName, demoDay(new Date(ride.pickupAt)));
    // Clicked once the search has left this rider's one ride: before, rides other test files
    // book meanwhile move the rows under the pointer.
    await expect
      .poll(() => page.getByRole('link', { name: /^#\d+$/ }).allTextContents())
      .toEqual([`#${ride.confirmationNumber}`]);
    await page.getByRole('link', { name: `#${ride.confirmationNumber}` }).click();
    await scan(page, `Ride #${ride.confirmationNumber}`);
    await page.goto('/console/dispatch/map');
    await scan(page, 'Driver map');
    expect(errors).toEqual([]);
  });
});
