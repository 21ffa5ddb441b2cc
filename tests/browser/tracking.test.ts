import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './app.ts';
import { signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, phoneContext, usePhoneContext } from './browser.ts';
import { expectTilesDrawn } from './map-support.ts';
import { bookRideByApi, DEMO_DRIVER, demoDriver } from './tracking-support.ts';

const { browser, context } = usePhoneContext();

const NO_LOCATION =
  'We are currently unable to view your driver’s location. If needed, please call your driver.';
/** Near the pickup (Grand Central), heading for it. */
const NEAR_PICKUP = { latitude: 40.7556, longitude: -73.9801 };

/** The tracking screen of a ride, once its trip locations are in. */
async function openTracking(page: Page, query: string) {
  await page.goto(`/tracking?${query}`);
  await page.getByRole('heading', { name: 'Tracking', level: 1 }).waitFor();
  await page.getByText(/^RIDE #\d+$/).waitFor();
}

const main = (page: Page) => page.getByRole('main');

describe('rider tracking (/tracking, /current-trip, the banner and the menu’s TRACK)', () => {
  it('follows the driver of the rider’s ride, from the banner to /current-trip and the menu', async () => {
    const { page, errors } = await newPage(context());
    const rider = await signInNewRider(page);
    const ride = await bookRideByApi(rider);
    const driver = await demoDriver();
    await driver.accept(ride);
    await driver.move(ride, 'DRIVER_IS_ON_THE_WAY');
    await driver.report(ride, NEAR_PICKUP.latitude, NEAR_PICKUP.longitude);

    await openTracking(page, `id=${ride.id}`);
    const screen = main(page);
    await screen.getByText('DRIVER IS ON THE WAY', { exact: true }).waitFor();
    await screen.getByText(DEMO_DRIVER.name, { exact: true }).waitFor();
    const call = screen.getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d{7,}$/);
    await screen.getByText(/^Updated (just now|\d+ s ago)$/).waitFor();
    await screen.getByText(/^\d+ min$|^Arriving now$/).waitFor();
    const map = screen.getByRole('img', { name: /^Map of the route from Grand Central/ });
    await expect
      .poll(() => map.getAttribute('aria-label'))
      .toContain('Your driver’s position is shown');
    expect(await page.locator('.map-marker--driver').count()).toBe(1);
    expect(await page.locator('.map-marker--stale').count()).toBe(0);
    // The driver's car on the street map, credited.
    const tiles = inject('testTiles');
    await expectTilesDrawn(page, tiles.origin);
    expect(await page.locator('.route-map-frame').getByText(tiles.attribution).isVisible()).toBe(
      true,
    );
    await expectNoAxeViolations(page);

    // The banner: the status, car and minutes of the ride under way, leading to /current-trip.
    const banner = page
      .getByRole('banner')
      .getByRole('link', { name: /^Current Trip DRIVER IS ON THE WAY .+, DEMO \d+ \d+ mins$/ });
    await banner.waitFor();
    await banner.click();
    await page.waitForURL((url) => url.pathname === '/current-trip');
    await screen.getByText(/^\d+ mins? to pickup$|^Arriving at pickup now$/).waitFor();
    await screen.getByText(DEMO_DRIVER.name, { exact: true }).waitFor();
    await screen.getByRole('img', { name: /driver’s position is shown/ }).waitFor();
    await expectNoAxeViolations(page);

    // The side menu: one ride under way, so Rides' TRACK goes to its tracking.
    await page.getByRole('button', { name: 'Menu' }).click();
    const track = page.getByRole('dialog').getByRole('link', { name: /^TRACK/ });
    await track.waitFor();
    expect(await track.getAttribute('href')).toBe(`/tracking?id=${ride.id}`);
    await expectNoAxeViolations(page);
    await track.click();
    await page.waitForURL((url) => url.pathname === '/tracking');
    await screen.getByText(DEMO_DRIVER.name, { exact: true }).waitFor();

    // The ride completes: /current-trip leads to its tip and rating.
    await driver.move(ride, 'DRIVER_IS_AT_PICKUP', 'DRIVING_PASSENGER', 'COMPLETED');
    await page.goto('/current-trip');
    await screen.getByRole('heading', { name: 'Your Ride Is Complete' }).waitFor();
    const finalize = screen.getByRole('link', { name: 'Tip and Rate Your Ride' });
    expect(await finalize.getAttribute('href')).toBe(`/finalize-trip?id=${ride.id}`);
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Current Trip Ride complete' })
      .waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('marks the position out of date after two polls that bring nothing newer', async () => {
    const { page, errors } = await newPage(context());
    const rider = await signInNewRider(page);
    const ride = await bookRideByApi(rider);
    const driver = await demoDriver();
    await driver.accept(ride);
    await driver.move(ride, 'DRIVER_IS_ON_THE_WAY');
    await driver.report(ride, NEAR_PICKUP.latitude, NEAR_PICKUP.longitude);

    await page.clock.install();
    await openTracking(page, `id=${ride.id}`);
    const screen = main(page);
    await screen.getByText(/^Updated /).waitFor();
    // From here the page's time moves only when the test moves it: one poll per 15 s.
    await page.clock.pauseAt(Date.now() + 1_000);
    const poll = async () => {
      const answered = page.waitForResponse(
        (response) => response.request().postData()?.includes('getDriverLocation') ?? false,
      );
      await page.clock.fastForward(15_000);
      await answered;
    };
    await poll();
    await page.waitForTimeout(500);
    expect(await screen.getByText('Out of date').count()).toBe(0);
    await poll();
    await screen.getByText('Out of date', { exact: true }).waitFor({ timeout: 5_000 });
    await screen
      .getByRole('status')
      .getByText('Your driver’s position may be out of date.')
      .waitFor();
    expect(await page.locator('.map-marker--stale').count()).toBe(1);

    // A newer position makes it live again.
    await driver.report(ride, NEAR_PICKUP.latitude + 0.001, NEAR_PICKUP.longitude);
    await poll();
    await expect.poll(() => screen.getByText('Out of date', { exact: true }).count()).toBe(0);
    expect(await page.locator('.map-marker--stale').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens a shared link without a sign-in', async () => {
    const { page: riderPage } = await newPage(context());
    const rider = await signInNewRider(riderPage);
    const ride = await bookRideByApi(rider);
    const driver = await demoDriver();
    await driver.accept(ride);
    await driver.move(ride, 'DRIVER_IS_ON_THE_WAY');
    await driver.report(ride, NEAR_PICKUP.latitude, NEAR_PICKUP.longitude);

    const stranger = await phoneContext(browser());
    try {
      const { page, errors } = await newPage(stranger);
      await openTracking(page, `id=${ride.id}&td=${ride.shareHash}`);
      await page.getByRole('banner').getByText('Hello', { exact: true }).waitFor();
      await main(page).getByText(DEMO_DRIVER.name, { exact: true }).waitFor();
      await main(page)
        .getByText(/^Updated /)
        .waitFor();
      expect(await page.getByRole('link', { name: /^Current Trip/ }).count()).toBe(0);
      await expectNoAxeViolations(page);

      // Without the hash, or with a wrong one, the ride is not there to be tracked.
      await page.goto(`/tracking?id=${ride.id}&td=not-the-hash`);
      await main(page).getByText('This ride can’t be tracked').waitFor();
      await main(page).getByRole('link', { name: 'sign in' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await stranger.close();
    }
  });

  it('shows the position kept in this browser without one from the server, else says so', async () => {
    const { page, errors } = await newPage(context());
    const rider = await signInNewRider(page);
    const first = await bookRideByApi(rider, 4);
    const second = await bookRideByApi(rider, 6);
    const driver = await demoDriver();
    for (const ride of [first, second]) {
      await driver.accept(ride);
      // Under way, but the driver has shared no position yet.
      await driver.move(ride, 'DRIVER_IS_ON_THE_WAY');
    }

    await openTracking(page, `id=${first.id}`);
    const screen = main(page);
    await screen.getByRole('status').getByText(NO_LOCATION).waitFor();
    // The map is drawn (its markers A and B are there), without a driver.
    await expect.poll(() => page.locator('.map-marker--pickup').count()).toBe(1);
    expect(await page.locator('.map-marker--driver').count()).toBe(0);
    await expectNoAxeViolations(page);

    const kept = {
      latitude: NEAR_PICKUP.latitude,
      longitude: NEAR_PICKUP.longitude,
      heading: 90,
      recordedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      `lastDriverPosition:demo:${first.id}`,
      JSON.stringify(kept),
    ] as const);
    await page.reload();
    await screen
      .getByRole('status')
      .getByText('Showing your driver’s last known position.')
      .waitFor();
    await screen.getByText(/^Updated [34] min ago$/).waitFor();
    await screen.getByText('Out of date', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.map-marker--driver.map-marker--stale').count()).toBe(1);
    expect(await screen.getByText(NO_LOCATION).count()).toBe(0);

    // Two rides under way: the menu's TRACK goes to the rides list.
    await page.getByRole('button', { name: 'Menu' }).click();
    const track = page.getByRole('dialog').getByRole('link', { name: /^TRACK/ });
    await expect.poll(() => track.getAttribute('href')).toBe('/my-rides');
    expect(errors).toEqual([]);
  });
});
