import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi, signInNewRider } from './auth-support.ts';
import { baseUrl, expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { bookRideByApi, DEMO_DRIVER, simulate, whileSimulating } from './tracking-support.ts';

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

/**
 * What the development outbox shows the rider was told of the ride, oldest first: each on-the-way
 * or arrival text, and the receipt mail.
 */
async function toldAbout(ride: { id: string; confirmationNumber: string }) {
  const html = await (await fetch(`${baseUrl()}/dev/outbox?coid=demo`)).text();
  return html
    .split('<article>')
    .slice(1)
    .filter(
      (article) => article.includes(ride.id) || article.includes(`#${ride.confirmationNumber}`),
    )
    .flatMap((article) => {
      const told = /Your chauffeur (?:is on the way|has arrived)\.|Your receipt/.exec(article);
      return told && !article.includes('Push') ? [told[0]] : [];
    })
    .reverse();
}

describe('a simulated ride, watched by its rider', () => {
  it('follows the simulator’s driver from on the way to the post-trip screen, whose tip and rating are stored', async () => {
    const { page, errors } = await newPage(context());
    const rider = await signInNewRider(page);
    // A phone on the profile: the driver's progress is texted (decision 78).
    const phone = await callApi(
      `mutation phone($input: UpdateAccountUserInput!) { updateUserAccount(input: $input) { id } }`,
      { input: { phone: '+12125550123' } },
      { Authorization: `Bearer ${rider.accessToken}` },
    );
    expect(phone.errors).toBeUndefined();
    // The demo driver takes this ride, as soon as the company's hour of lead time allows: rides
    // other files on this server gave that driver (4 hours ahead and later when booked) come
    // nearer as the run goes on, and one 2 hours ahead could overlap them.
    const ride = await bookRideByApi(rider, 1.25);
    const driving = simulate(ride.confirmationNumber);
    // The simulator takes the open ride and sets off; the rider opens tracking once it has.
    await whileSimulating(driving, () =>
      expect
        .poll(
          async () => {
            const answer = await callApi<{
              getTripDetails: { reservationState: { type: string } };
            }>(
              `query getTripDetails($id: ID!) { getTripDetails(id: $id) { reservationState { type } } }`,
              { id: ride.id },
              { Authorization: `Bearer ${rider.accessToken}` },
            );
            return answer.data?.getTripDetails.reservationState.type;
          },
          // Setting off takes the simulator's start, sign-in and route: slow on a busy machine.
          { timeout: 60_000, interval: 250 },
        )
        .toBe('DRIVER_IS_ON_THE_WAY'),
    );

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

    // The rider was told, in order: on the way, arrived (texts), then the receipt (e-mail).
    await expect
      .poll(() => toldAbout(ride), { timeout: 20_000, interval: 500 })
      .toEqual(['Your chauffeur is on the way.', 'Your chauffeur has arrived.', 'Your receipt']);
    // The simulator's driver sent where they set off from: the text names the minutes to go.
    const outbox = await (await fetch(`${baseUrl()}/dev/outbox?coid=demo`)).text();
    const onTheWay = outbox
      .split('<article>')
      .filter((article) => article.includes(ride.id) && article.includes('is on the way.'));
    expect(onTheWay.some((article) => /about \d+ min away/.test(article))).toBe(true);

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
    // Submit ends in a thank-you naming the driver, on the same screen.
    await main
      .getByRole('status')
      .getByText(/^Thank you for riding with /)
      .waitFor();

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
