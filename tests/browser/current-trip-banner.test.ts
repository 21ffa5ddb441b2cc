import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { bookRideByApi, demoDriver } from './tracking-support.ts';

const { context } = usePhoneContext();

/** Near the pickup (Grand Central), heading for it. */
const NEAR_PICKUP = { latitude: 40.7556, longitude: -73.9801 };
const MINUTE = 60_000;

describe('the Current Trip banner follows the ride’s status', () => {
  it('shows a ride driven two days before its pickup: status, car and the driver’s minutes, as one control', async () => {
    const { page, errors } = await newPage(context());
    const rider = await signInNewRider(page);
    const ride = await bookRideByApi(rider, 48);
    const driver = await demoDriver();
    await driver.accept(ride);
    const banner = page.getByRole('banner').getByRole('link', { name: /^Current Trip/ });

    // Scheduled two days ahead: not under way, no banner.
    const asked = page.waitForResponse(
      (response) =>
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
        'getCurrentTrips',
    );
    await page.goto('/book');
    await asked;
    expect(await banner.count()).toBe(0);

    // The driver sets off now, far outside the ride's pickup window, and reports where they are.
    await driver.move(ride, 'DRIVER_IS_ON_THE_WAY');
    await driver.report(ride, NEAR_PICKUP.latitude, NEAR_PICKUP.longitude);
    await page.goto('/book');
    const onTheWay = page.getByRole('banner').getByRole('link', {
      name: /^Current Trip DRIVER IS ON THE WAY .+, DEMO \d+ \d+ mins$/,
    });
    await onTheWay.waitFor();
    // The minutes are the driver's ETA to the pickup, not the two days to the booked time.
    const time = await onTheWay.locator('.current-trip-banner__time').innerText();
    const minutes = Number.parseInt(time, 10);
    expect(minutes).toBeLessThan(60);
    expect(new Date(ride.pickupAt).getTime() - Date.now()).toBeGreaterThan(47 * 60 * MINUTE);
    // A control: a tap target across the screen, well over 44 px high.
    const box = await onTheWay.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThan(300);
    await expectNoAxeViolations(page);

    // The rider is picked up: the banner follows on its own, without leaving the screen.
    await driver.move(ride, 'DRIVER_IS_AT_PICKUP', 'DRIVING_PASSENGER');
    const riding = page
      .getByRole('banner')
      .getByRole('link', { name: /^Current Trip RIDE IN PROGRESS .+, DEMO \d+ \d+ mins$/ });
    await riding.waitFor({ timeout: 25_000 });
    await riding.click();
    await page.waitForURL((url) => url.pathname === '/current-trip');
    await page
      .getByRole('main')
      .getByText(/^\d+ mins? to drop-off$|^Arriving at drop-off now$/)
      .waitFor();
    await expectNoAxeViolations(page);

    expect(errors).toEqual([]);
  });
});
