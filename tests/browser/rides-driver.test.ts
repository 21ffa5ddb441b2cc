import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi, signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, phoneContext, usePhoneContext } from './browser.ts';
import { assignDemoDriver, type AssignedVehicle } from './dispatch-support.ts';
import { bookRideByApi, demoDriver, type BookedRide } from './tracking-support.ts';

const { browser, context } = usePhoneContext();

/** Clear of the hours other tests book the demo driver for. */
const HOURS_AHEAD = 11;
const RIDER_PHONE = '+1 212 555 0177';
/** The demo driver (apps/server/src/db/seed/staff.ts) has no picture: initials stand in. */
const DRIVER = { firstName: 'Marco', initials: 'MD' };

const carOf = (vehicle: AssignedVehicle) => `${vehicle.color} ${vehicle.make} ${vehicle.model}`;

/** Money, card and rider contact a shared view must not show, in what the page holds. */
async function expectNoMoneyOrContact(page: Page, main: Locator, riderEmail: string) {
  const text = (await main.textContent()) ?? '';
  expect(text).not.toContain('$');
  expect(text).not.toMatch(/\*{4}\d{4}|VISA|TRIP TOTAL|Price Breakdown/);
  expect(text).not.toContain(riderEmail);
  expect(text).not.toContain(RIDER_PHONE);
  expect(await main.getByRole('region', { name: 'Payment' }).count()).toBe(0);
  expect(await page.locator(`a[href^="mailto:"]`).count()).toBe(0);
}

describe('who is coming: the assigned driver and car on ride details', () => {
  let ride: BookedRide;
  let vehicle: AssignedVehicle;
  let riderEmail: string;

  it('shows the driver’s first name, initials, car and plate once the dispatcher assigns', async () => {
    const { page, errors } = await newPage(context());
    const rider = await signInNewRider(page);
    riderEmail = rider.email;
    const phone = await callApi(
      `mutation phone($input: UpdateAccountUserInput!) { updateUserAccount(input: $input) { id } }`,
      { input: { phone: RIDER_PHONE } },
      { Authorization: `Bearer ${rider.accessToken}` },
    );
    expect(phone.errors).toBeUndefined();
    ride = await bookRideByApi(rider, HOURS_AHEAD);

    await page.goto(`/my-rides/details?id=${ride.id}`);
    await page.getByRole('heading', { name: `RIDE #${ride.confirmationNumber}` }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('TRIP TOTAL').waitFor();
    expect(await main.getByRole('region', { name: 'Your Driver' }).count()).toBe(0);

    vehicle = await assignDemoDriver(ride);
    await page.reload();
    const driver = main.getByRole('region', { name: 'Your Driver' });
    await driver.waitFor();
    await driver.getByText(DRIVER.firstName, { exact: true }).waitFor();
    // The first name only: the driver's surname stays with the company.
    expect(await driver.textContent()).not.toContain('Marco Driver');
    expect(await driver.locator('.avatar--initials').textContent()).toBe(DRIVER.initials);
    await driver.getByText(carOf(vehicle), { exact: true }).waitFor();
    await driver.getByText(vehicle.licensePlate, { exact: true }).waitFor();
    // The rider's own view keeps the money and their contact.
    await main.getByText('TRIP TOTAL').waitFor();
    await main.getByRole('region', { name: 'Payment' }).getByText('VISA ****1111').waitFor();
    await main.getByRole('region', { name: 'TRIP FOR' }).getByText(riderEmail).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('shows the trip and who drives on /shared-ride, and no card, price or contact', async () => {
    const stranger = await phoneContext(browser());
    try {
      const { page, errors } = await newPage(stranger);
      await page.goto(`/shared-ride?id=${ride.id}&td=${encodeURIComponent(ride.shareHash)}`);
      await page.getByRole('heading', { name: `RIDE #${ride.confirmationNumber}` }).waitFor();
      const main = page.getByRole('main');
      await main.getByText('Shared with you, read only').waitFor();
      const driver = main.getByRole('region', { name: 'Your Driver' });
      await driver.getByText(DRIVER.firstName, { exact: true }).waitFor();
      await driver.getByText(carOf(vehicle), { exact: true }).waitFor();
      await driver.getByText(vehicle.licensePlate, { exact: true }).waitFor();
      await main.getByRole('region', { name: 'Your Trip' }).getByText('Grand Central').waitFor();
      await main.getByRole('region', { name: 'Date and Time' }).waitFor();
      await main.getByRole('region', { name: 'TRIP FOR' }).getByText('Dana Rider').waitFor();
      await expectNoMoneyOrContact(page, main, riderEmail);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await stranger.close();
    }
  });

  it('shows the driver and car on the public tracking page, and no card, price or contact', async () => {
    await (await demoDriver()).move(ride, 'DRIVER_IS_ON_THE_WAY');
    const stranger = await phoneContext(browser());
    try {
      const { page, errors } = await newPage(stranger);
      await page.goto(`/tracking?id=${ride.id}&td=${encodeURIComponent(ride.shareHash)}`);
      await page.getByRole('heading', { name: 'Tracking', level: 1 }).waitFor();
      const main = page.getByRole('main');
      await main.getByText('DRIVER IS ON THE WAY', { exact: true }).waitFor();
      await main.getByText(carOf(vehicle), { exact: true }).waitFor();
      await main.getByText(vehicle.licensePlate, { exact: true }).waitFor();
      await main
        .getByRole('region', { name: 'Your Trip' })
        .getByRole('listitem')
        .filter({ hasText: 'Grand Central' })
        .waitFor();
      await expectNoMoneyOrContact(page, main, riderEmail);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});
