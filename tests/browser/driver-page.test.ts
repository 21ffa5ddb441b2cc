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
    await current.getByText('SCHEDULED').waitFor();
    await current.getByText('Grand Central, 89 E 42nd St, New York').waitFor();
    // A rider who gave no phone number has no number to call.
    expect(await current.getByRole('link', { name: /^Call / }).count()).toBe(0);

    // A scheduled ride has one step: on the way.
    const steps = current.getByRole('group', { name: 'Change the ride’s status' });
    expect(await steps.getByRole('button').allTextContents()).toEqual(['On my way to pickup']);
    expect(await driverLocationOf(ride)).toBeNull();
    await steps.getByRole('button', { name: 'On my way to pickup' }).click();
    await current.getByText('DRIVER IS ON THE WAY').waitFor();
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
    const ride = await bookRideForNewRider();
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
      await current.getByRole('button', { name: 'On my way to pickup' }).click();
      await current.getByText('DRIVER IS ON THE WAY').waitFor();
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
});
