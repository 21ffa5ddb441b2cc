import { formatClockTime, formatPickupDate } from '@ride/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import { graphqlOperations, signInNewRider, type Tokens } from './auth-support.ts';
import { expectNoAxeViolations, phoneContext, usePhoneContext } from './browser.ts';
import { bookRideForNewRider, DEMO_DRIVER, driverLocationOf } from './ride-support.ts';
import { demoDriver } from './tracking-support.ts';

const { browser, context } = usePhoneContext();

/** Where the driver's phone is: near the ride's pickup, then a block further. */
const NEAR_PICKUP = { latitude: 40.7641, longitude: -73.9731 };
const A_BLOCK_ON = { latitude: 40.7612, longitude: -73.9755 };

async function signInAsDriver(page: Page, password = DEMO_DRIVER.password): Promise<void> {
  await page.goto('/driver');
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Driver', level: 1 }).waitFor();
  await main.getByLabel('Email').fill(DEMO_DRIVER.email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign In' }).click();
}

describe('the driver page (/driver)', () => {
  it('refuses a wrong password with the sign-in message, and keeps no tokens', async () => {
    const { page, errors } = await newPage(context());
    await signInAsDriver(page, 'Not!TheRightOne1');
    await page.getByRole('alert').filter({ hasText: 'Invalid email and/or password' }).waitFor();
    expect(await storedJson(page, 'local', 'driverAuthData')).toBeNull();
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('signs the demo driver in, accepts a ride, sets it on its way and shares the position', async () => {
    const ride = await bookRideForNewRider();
    // Rides earlier tests left with the demo driver would clash with this one.
    await (await demoDriver()).freeUp(ride);
    await context().grantPermissions(['geolocation']);
    await context().setGeolocation(NEAR_PICKUP);
    const { page, errors } = await newPage(context());
    const calls = graphqlOperations(page);
    // A rider is signed in on the same phone: the two sessions must not mix.
    const riderTokens = await signInNewRider(page);
    await signInAsDriver(page);
    const main = page.getByRole('main');

    // The demo rider's ride that the seed assigned to the demo driver is listed; chosen, it shows
    // the vehicle it is assigned.
    const rides = main.getByRole('region', { name: 'Your rides' });
    await rides
      .getByRole('button', { name: /Dana Rider/ })
      .first()
      .click();
    await main.getByText('Cadillac Escalade, Black, DEMO 101').waitFor();
    const call = main
      .getByRole('region', { name: /^Ride #/ })
      .getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d{10,}$/);
    const driverTokens = (await storedJson(page, 'local', 'driverAuthData')) as Tokens;
    expect(driverTokens.accessToken).toMatch(/\S{20,}/);
    // The rider's session is untouched, and every driver call carries the driver's token.
    expect(await storedJson(page, 'local', 'authData')).toEqual(
      expect.objectContaining({ accessToken: riderTokens.accessToken }),
    );
    const driverCalls = calls.filter((call) => call.name === 'driverRides');
    expect(driverCalls.length).toBeGreaterThan(0);
    expect(driverCalls.every((c) => c.bearer === `Bearer ${driverTokens.accessToken}`)).toBe(true);
    await expectNoAxeViolations(page);

    await main.getByLabel('Confirmation number').fill(ride.confirmationNumber);
    await main.getByRole('button', { name: 'Accept Ride' }).click();
    await main
      .getByRole('status')
      .filter({ hasText: `Ride #${ride.confirmationNumber} is yours.` })
      .waitFor();
    const current = main.getByRole('region', { name: `Ride #${ride.confirmationNumber}` });
    await current.getByText('Driver assigned', { exact: true }).waitFor();
    await current.getByText('Grand Central, 89 E 42nd St, New York').waitFor();
    // A rider who gave no phone number has no number to call.
    expect(await current.getByRole('link', { name: /^Call / }).count()).toBe(0);
    // The way to the pickup opens in the phone's maps app.
    const navigate = new URL(
      (await current.getByRole('link', { name: 'Navigate to pickup' }).getAttribute('href')) ?? '',
    );
    expect(navigate.origin + navigate.pathname).toBe('https://www.google.com/maps/dir/');
    expect(navigate.searchParams.get('destination')).toBe('40.7527,-73.9772');

    // A scheduled ride has one step: on the way.
    const steps = current.getByRole('group', { name: 'Change the ride’s status' });
    expect(await steps.getByRole('button').allTextContents()).toEqual(['On my way to pickup']);
    expect(await driverLocationOf(ride)).toBeNull();
    // Dispatch gave the taken ride no vehicle: setting off waits for the driver to pick one of the
    // company's free vehicles of the ride's type.
    const vehicles = current.getByRole('group', { name: 'Vehicle' });
    const choices = vehicles.getByRole('radio');
    await choices.first().waitFor();
    await expectNoAxeViolations(page);
    await steps.getByRole('button', { name: 'On my way to pickup' }).click();
    await vehicles.getByText('Pick the vehicle you drive before setting off.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('FIELDSET');
    expect(await current.getByText('Driver assigned', { exact: true }).count()).toBe(1);
    const picked = (await choices.first().evaluate((el) => el.parentElement?.textContent)) ?? '';
    expect(picked).toMatch(/, DEMO \d+ \(\d+ seats\)$/);
    await choices.first().check();
    await steps.getByRole('button', { name: 'On my way to pickup' }).click();
    await current.getByText('Driver on the way', { exact: true }).waitFor();
    // Set off in the picked vehicle: the ride now shows it, and asks for none.
    await current.getByText(picked.replace(/ \(\d+ seats\)$/, '')).waitFor();
    expect(await vehicles.count()).toBe(0);
    expect(await steps.getByRole('button').allTextContents()).toEqual([
      'Circling near pickup',
      'At pickup',
    ]);
    // The tapped button is gone; the keyboard stays with the ride's steps.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Change the ride’s status');

    // The position reaches the server, and the rider's app reads it.
    await main.getByText(/^Last sent at \d{1,2}:\d{2}:\d{2} [AP]M$/).waitFor();
    await expect.poll(() => driverLocationOf(ride)).toEqual(NEAR_PICKUP);
    await expectNoAxeViolations(page);

    // The phone moves on: the next position follows within the 5 s interval.
    await context().setGeolocation(A_BLOCK_ON);
    await expect.poll(() => driverLocationOf(ride), { timeout: 12_000 }).toEqual(A_BLOCK_ON);
    const reports = calls.filter((call) => call.name === 'reportDriverPosition');
    expect(reports.every((c) => c.bearer === `Bearer ${driverTokens.accessToken}`)).toBe(true);

    await main.getByRole('button', { name: 'Sign Out' }).click();
    await main.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await storedJson(page, 'local', 'driverAuthData')).toBeNull();

    // The rider is still signed in, and the rider's calls carry the rider's token alone.
    await page.goto('/my-rides');
    await main.getByText('There Are No Upcoming Rides').waitFor();
    const riderCalls = calls.filter((call) => call.name === 'getTripHistory');
    expect(riderCalls.length).toBeGreaterThan(0);
    expect(riderCalls.every((c) => c.bearer === `Bearer ${riderTokens.accessToken}`)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows why a ride cannot be accepted, and says so in words when the phone will not give its position', async () => {
    // An hour of its own: rides other files on this server assign (7 to 11 hours ahead, 34 and
    // 48), even under the largest dispatch buffer, leave this one's vehicles free.
    const ride = await bookRideForNewRider(22);
    await (await demoDriver()).freeUp(ride);
    // A phone whose browser was refused location: no permission granted to this context.
    const phone = await phoneContext(browser());
    try {
      const { page, errors } = await newPage(phone);
      await signInAsDriver(page);
      const main = page.getByRole('main');
      // A number no ride has: the server's answer is shown.
      await main.getByLabel('Confirmation number').fill('999999999');
      await main.getByRole('button', { name: 'Accept Ride' }).click();
      await main.getByRole('alert').filter({ hasText: 'Ride not found' }).waitFor();
      await main.getByLabel('Confirmation number').fill(ride.confirmationNumber);
      await main.getByRole('button', { name: 'Accept Ride' }).click();
      const current = main.getByRole('region', { name: `Ride #${ride.confirmationNumber}` });
      await current.getByRole('group', { name: 'Vehicle' }).getByRole('radio').first().check();
      await current.getByRole('button', { name: 'On my way to pickup' }).click();
      await current.getByText('Driver on the way', { exact: true }).waitFor();
      await main
        .getByRole('alert')
        .filter({ hasText: 'Location access is turned off for this page' })
        .waitFor();
      expect(await driverLocationOf(ride)).toBeNull();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('lists an open ride with its pickup time, route and vehicle type, and Take makes it the current ride', async () => {
    // An hour of its own, like the ride above: no other file's rides are near it.
    const ride = await bookRideForNewRider(20);
    await (await demoDriver()).freeUp(ride);
    const { page, errors } = await newPage(context());
    const takes: (string | null)[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && body.includes('acceptRide')) {
        takes.push(request.headers()['idempotency-key'] ?? null);
      }
    });
    await signInAsDriver(page);
    const main = page.getByRole('main');
    const open = main.getByRole('region', { name: 'Open rides' });
    const item = open.getByRole('listitem').filter({ hasText: `#${ride.confirmationNumber}` });
    await item.waitFor();
    const pickupAt = new Date(ride.pickupAt);
    const zone = 'America/New_York';
    await item
      .getByText(`${formatPickupDate(pickupAt, zone)}, ${formatClockTime(pickupAt, zone)}`)
      .waitFor();
    await item.getByText(/^Grand Central, .+ → The Plaza/).waitFor();
    await item.getByText(/^\S.* · \d+ passengers?, \d+ bags?$/).waitFor();
    await expectNoAxeViolations(page);

    await item.getByRole('button', { name: `Take ride #${ride.confirmationNumber}` }).click();
    await open
      .getByRole('status')
      .filter({ hasText: `Ride #${ride.confirmationNumber} is yours.` })
      .waitFor();
    // Taken, it is the ride the page works on, and no longer open.
    const current = main.getByRole('region', { name: `Ride #${ride.confirmationNumber}` });
    await current.getByText('Driver assigned', { exact: true }).waitFor();
    await current.getByRole('button', { name: 'On my way to pickup' }).waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('open-rides-title');
    // The tap went once, with its Idempotency-Key (a retry of it takes the ride once).
    expect(takes).toHaveLength(1);
    expect(takes[0]).toMatch(/\S{8,}/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
