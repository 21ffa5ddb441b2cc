import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi, signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { bookRideByApi, DEMO_DRIVER, simulate } from './tracking-support.ts';

const { context } = usePhoneContext();
/** Where the map draws the driver (Leaflet places a marker by its transform). */
const driverMarkerAt = (page: Page) =>
  page
    .locator('.map-marker--driver')
    .first()
    .evaluate((marker) => {
      const icon = marker.closest('.leaflet-marker-icon') ?? marker;
      return (icon as HTMLElement).style.transform;
    });

describe('a simulated ride, watched by its rider', () => {
  it('follows the simulator’s driver from on the way to the post-trip screen, whose tip and rating are stored', async () => {
    const { page, errors } = await newPage(context());
    const rider = await signInNewRider(page);
    const ride = await bookRideByApi(rider, 2);
    const driving = simulate(ride.confirmationNumber);
    // The simulator takes the open ride and sets off; the rider opens tracking once it has.
    await expect
      .poll(
        async () => {
          const answer = await callApi<{ getTripDetails: { reservationState: { type: string } } }>(
            `query getTripDetails($id: ID!) { getTripDetails(id: $id) { reservationState { type } } }`,
            { id: ride.id },
            { Authorization: `Bearer ${rider.accessToken}` },
          );
          return answer.data?.getTripDetails.reservationState.type;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe('DRIVER_IS_ON_THE_WAY');

    // The rider's tracking: the simulator's driver, on the map, moving between polls.
    await page.goto(`/tracking?id=${ride.id}`);
    const main = page.getByRole('main');
    await main.getByText(DEMO_DRIVER.name, { exact: true }).waitFor({ timeout: 20_000 });
    await page.locator('.map-marker--driver').first().waitFor({ timeout: 20_000 });
    const first = await driverMarkerAt(page);
    await expect
      .poll(() => driverMarkerAt(page), { timeout: 35_000, interval: 1_000 })
      .not.toBe(first);
    await expectNoAxeViolations(page);

    // The banner counts the minutes of the ride under way and leads to /current-trip.
    const banner = page.getByRole('banner').getByRole('link', { name: /^Current Trip / });
    await banner.waitFor({ timeout: 70_000 });

    const { code, stdout } = await driving;
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/COMPLETED/);

    // Completed: /current-trip leads to the post-trip screen of this ride.
    await expect
      .poll(
        async () => {
          await page.goto('/current-trip');
          return main
            .getByRole('link', { name: 'Tip and Rate Your Ride' })
            .waitFor({ timeout: 3_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 70_000, interval: 500 },
      )
      .toBe(true);
    await main.getByRole('link', { name: 'Tip and Rate Your Ride' }).click();
    await page.waitForURL((url) => url.pathname === '/finalize-trip');
    await main.getByRole('button', { name: /^15%/ }).click();
    await main.getByRole('radio', { name: '5 stars' }).check();
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/book/routing');

    const stored = await callApi<{
      getTripDetails: { feedback: { tipPercent: number; rating: number } | null };
    }>(
      `query getTripDetails($id: ID!) {
        getTripDetails(id: $id) { feedback { tipPercent rating } } }`,
      { id: ride.id },
      { Authorization: `Bearer ${rider.accessToken}` },
    );
    expect(stored.data?.getTripDetails.feedback).toEqual({ tipPercent: 15, rating: 5 });
    expect(errors).toEqual([]);
  });
});
