import { formatPrice } from '@ride/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { signInNewRider, uniqueEmail } from './auth-support.ts';
import { callApi } from './booking-flow.ts';
import { baseUrl, expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { fillBillingAddress, fillHostedCard, reachConfirmation } from './checkout-support.ts';
import { demoDriver } from './tracking-support.ts';

const { context } = usePhoneContext();

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const fact = (page: Page, label: string) =>
  page.locator(`.booked-ride__facts > div:has(> dt:text-is("${label}"))`);

/** The header's menu button opens the side menu, not the booking's sheet. */
async function expectMenuOpens(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  expect(await page.getByRole('dialog', { name: 'Booking Options' }).count()).toBe(0);
  expect(await page.getByText('Discard Booking').count()).toBe(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

/** The booked state's facts: pickup, route, vehicle, total and card. */
async function expectBookedFacts(page: Page, time: string, vehicle: string, total: string) {
  await heading(page, 'Your Ride Is Booked').waitFor();
  await fact(page, 'Pickup').waitFor();
  expect(await fact(page, 'Pickup').textContent()).toContain(time);
  const route = (await fact(page, 'Route').textContent()) ?? '';
  expect(route).toContain('The Plaza');
  expect(route).toContain('Grand Central');
  expect(await fact(page, 'Vehicle').textContent()).toContain(vehicle);
  expect(await fact(page, 'Total').textContent()).toContain(total);
  expect(await fact(page, 'Card').textContent()).toContain('****1111');
  await page.getByRole('button', { name: 'Add to Calendar' }).waitFor();
}

/** The guest's booking mail in the development outbox: its link to view and cancel the ride. */
async function mailedCancelLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const html = await (await fetch(`${baseUrl()}/dev/outbox?coid=demo`)).text();
    const mail = html
      .split('<article>')
      .find((a) => a.includes(`<strong>To:</strong> ${email} `) && a.includes('#cancel='));
    const link = mail && /(https?:\/\/[^\s"<]+\/shared-ride\?[^\s"<]+#cancel=[\w-]+)/.exec(mail);
    if (link?.[1]) return link[1].replaceAll('&amp;', '&');
    if (Date.now() > deadline) throw new Error(`No cancel link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the checkout screen once the ride is booked', () => {
  it('signed in: says it is booked, with the facts, View Ride, Add to Calendar, the menu, and TRACK once under way', async () => {
    const { page, errors } = await newPage(context());
    // A rider of this test's own: the ride is driven on below, and no other test sees it.
    const { accessToken } = await signInNewRider(page, { withDemoAddress: true });
    const { vehicle, rates } = await reachConfirmation(page, 11, '3:00 PM', accessToken);
    const total = formatPrice(vehicle.amount, rates.currencySymbol, rates.currencyCode);
    await page.frameLocator('iframe[title="Card details"]').getByLabel('Card Number').waitFor();
    await fillHostedCard(page, '4111111111111111');
    await page.getByRole('main').getByLabel('Cardholder Name').fill('Dana Rider');
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    const number = page.getByTestId('confirmation-number');
    await number.waitFor();

    await expectBookedFacts(page, '3:00 PM', vehicle.name, total);
    expect(await heading(page, 'Confirm Your Trip').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'BOOK THIS TRIP' }).count()).toBe(0);
    const view = page.getByRole('link', { name: 'View Ride' });
    const href = (await view.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/my-rides\/details\?id=[0-9a-f-]{36}$/);
    expect(await page.getByRole('link', { name: 'TRACK' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectMenuOpens(page);

    // The driver sets off: the screen, still open, offers TRACK.
    const id = new URLSearchParams(href.split('?')[1]).get('id')!;
    const details = await callApi<{ getTripDetails: { pickupAt: string; shareHash: string } }>(
      'query trip($id: ID!) { getTripDetails(id: $id) { pickupAt shareHash } }',
      { id },
      accessToken,
    );
    const ride = {
      id,
      confirmationNumber: (await number.textContent()) ?? '',
      totalPriceInMinorUnits: Math.round(vehicle.amount * 100),
      ...details.data!.getTripDetails,
    };
    const driver = await demoDriver();
    await driver.accept(ride);
    await driver.move(ride, 'DRIVER_IS_ON_THE_WAY');
    const track = page.getByRole('link', { name: 'TRACK' });
    await track.waitFor({ timeout: 25_000 });
    expect(await track.getAttribute('href')).toBe(`/tracking?id=${id}`);
    // The driver finishes it, so the demo driver is free for other tests at that hour.
    await driver.freeUp({ ...ride, id: 'another ride' });

    await view.click();
    await page.waitForURL(`**/my-rides/details?id=${id}`);
    expect(errors).toEqual([]);
  });

  it('guest: says it is booked, links the read-only view, and the mailed link alone cancels', async () => {
    const { page, errors } = await newPage(context());
    const { vehicle, rates } = await reachConfirmation(page, 12, '10:00 AM');
    const total = formatPrice(vehicle.amount, rates.currencySymbol, rates.currencyCode);
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    await heading(page, 'Passenger Details').waitFor();
    const email = uniqueEmail('booked-guest');
    const main = page.getByRole('main');
    await main.getByLabel('First Name').fill('Gus');
    await main.getByLabel('Last Name').fill('Guest');
    await main.getByLabel('Email Address').fill(email);
    await main.getByLabel('Phone Number', { exact: true }).fill('(212) 555-0177');
    await page.getByText("I'm not a robot").click();
    await page
      .frameLocator('iframe[title="Card details"]')
      .getByLabel('Card Number')
      .waitFor({ timeout: 30_000 });
    await fillBillingAddress(page, 'Gus Guest');
    await fillHostedCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    await page.getByTestId('confirmation-number').waitFor({ timeout: 20_000 });

    await expectBookedFacts(page, '10:00 AM', vehicle.name, total);
    expect(await heading(page, 'Passenger Details').count()).toBe(0);
    await page.getByText('with a link to view your ride and to cancel it').waitFor();
    const view = page.getByRole('link', { name: 'View Ride' });
    const viewHref = (await view.getAttribute('href')) ?? '';
    expect(viewHref).toMatch(/^\/shared-ride\?id=[0-9a-f-]{36}&td=[\w-]+&coid=demo$/);
    await expectNoAxeViolations(page);
    await expectMenuOpens(page);

    // The cancel secret is in the guest's mail only: not on this screen, nor in its link.
    const link = await mailedCancelLink(email);
    const secret = link.split('#cancel=')[1]!;
    expect(await page.content()).not.toContain(secret);
    expect(viewHref).not.toContain(secret);

    // The read-only view by its link alone offers no cancel.
    await view.click();
    await page.waitForURL('**/shared-ride?**');
    await page.getByRole('heading', { name: /^RIDE #/, level: 1 }).waitFor();
    await page.getByText('SCHEDULED').first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Ride' }).count()).toBe(0);

    // The mailed link: the secret leaves the address bar at once; Cancel Ride asks, then cancels.
    await page.goto(link);
    const cancel = page.getByRole('button', { name: 'Cancel Ride' });
    await cancel.waitFor();
    expect(page.url()).not.toContain('cancel=');
    expect(await page.content()).not.toContain(secret);
    await expectNoAxeViolations(page);
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this ride?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Your Ride Has Been Cancelled Successfully!').waitFor();
    await page.getByText('CANCELLED', { exact: true }).first().waitFor();
    expect(await cancel.count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
