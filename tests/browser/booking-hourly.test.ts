import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import {
  captureRatesInputs,
  choosePickup,
  choosePlace,
  demoDate,
  expectedPrices,
  shownPrices,
  storedForm,
} from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

describe('an hourly booking as a guest: 3 hours from the Waldorf Astoria', () => {
  it('books by the hour with the drop-off "As Directed (or) N/A" and the server’s prices', async () => {
    const { page, errors } = await newPage(context());
    const ratesInputs = captureRatesInputs(page);
    await page.goto('/book/routing');
    await page.getByRole('radio', { name: 'Hourly' }).check();
    const hours = page.getByLabel('HOURLY RIDE');
    await hours.waitFor();
    expect(await page.getByRole('button', { name: /Drop-off/ }).textContent()).toContain(
      'Enter Final Drop-Off Location',
    );
    await choosePlace(page, /Pickup/, 'Waldorf', /^Waldorf Astoria New York/);

    // Hours must be chosen before going on.
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Choose how many hours you need the car' })
      .waitFor();
    expect(await hours.getAttribute('aria-describedby')).toBe('route-problem');
    await expectNoAxeViolations(page);
    expect(await hours.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['1 Hour', '1 Hour 30 Minutes', '3 Hours', '24 Hours']),
    );
    await hours.selectOption({ label: '3 Hours' });
    expect(await page.getByText('Trip type:').textContent()).toBe('Trip type: Hourly');
    expect(await page.locator('.map-marker').allTextContents()).toEqual(['A']);
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePickup(page, demoDate(3), '7:00 PM');

    await page.waitForURL('**/book/vehicleSelection');
    const trip = page.getByRole('region', { name: 'Your Trip' });
    await trip.waitFor();
    expect(await trip.locator('.route-row__name').allTextContents()).toEqual([
      'Waldorf Astoria New York',
      '3 Hours',
      'As Directed (or) N/A',
    ]);
    expect(await trip.getByText('HOURLY RIDE').count()).toBe(1);
    const shown = await shownPrices(page);
    const sent = ratesInputs.at(-1);
    expect(sent).toMatchObject({
      duration: 10_800,
      route: [{ address: { name: 'Waldorf Astoria New York' } }],
    });
    expect((sent?.route as unknown[]).length).toBe(1);
    expect(shown).toEqual((await expectedPrices(sent)).prices);
    await expectNoAxeViolations(page);

    // A promo code the operator does not have is refused by the server, at the field.
    await page.getByRole('button', { name: 'Add a Promo Code' }).click();
    const promo = page.getByLabel('Promo Code (optional)');
    await promo.fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code nope is not valid').waitFor();
    expect(await promo.getAttribute('aria-describedby')).toBe('promo-code-error');
    await page.getByText('Remove the promo code or try another one to see the prices.').waitFor();
    await expectNoAxeViolations(page);
    await promo.fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code WELCOME10 applied.').waitFor();
    const withPromo = ratesInputs.at(-1);
    expect(withPromo?.promoCode).toBe('welcome10');
    const discounted = await expectedPrices(withPromo);
    expect(await shownPrices(page)).toEqual(discounted.prices);
    expect(discounted.prices).not.toEqual(shown);

    // The pickup time has EDIT back to its step, which shows the time chosen.
    const pickup = page.getByRole('region', { name: 'Pickup Date & Time' });
    expect(await pickup.textContent()).toMatch(/at 7:00 PM$/);
    await pickup.getByRole('link', { name: 'EDIT pickup date and time' }).click();
    await page.waitForURL('**/book/dateTimeSelection');
    expect(await page.getByLabel('Pickup date', { exact: true }).inputValue()).toBe(demoDate(3));
    expect(
      await page.getByLabel('Pickup time', { exact: true }).locator('option:checked').textContent(),
    ).toBe('7:00 PM');
    expect(await storedForm(page)).toMatchObject({ isHourly: true, numberOfHours: 3 });
    expect(errors).toEqual([]);
  });

  it('refuses hours below the operator’s minimum with the server’s reason and a way to fix it', async () => {
    const { page } = await newPage(context());
    await page.goto('/book/routing');
    await page.getByRole('radio', { name: 'Hourly' }).check();
    await choosePlace(page, /Pickup/, 'Waldorf', /^Waldorf Astoria New York/);
    await page.getByLabel('HOURLY RIDE').selectOption({ label: '1 Hour' });
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePickup(page, demoDate(3), '7:00 PM');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: /Hourly rides must be at least \d+ hours/ });
    await alert.waitFor();
    await expectNoAxeViolations(page);
    await alert.getByRole('link', { name: 'Change It' }).click();
    await page.waitForURL('**/book/routing');
  });
});

describe('the steps on a stale or incomplete booking', () => {
  it('asks for a new pickup time when the stored one is inside the lead time', async () => {
    const { page } = await newPage(context());
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
    // The form's pickup is still "now", as BOOK A RIDE left it.
    await page.goto('/book/vehicleSelection');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your pickup time is no longer available' })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Choose a Pickup Time' }).click();
    await page.waitForURL('**/book/dateTimeSelection');
  });

  it('sends an empty route back to the route step', async () => {
    const { page } = await newPage(context());
    await page.goto('/book/vehicleSelection');
    await page.getByRole('alert').filter({ hasText: 'Enter a pickup location' }).waitFor();
    await page.getByRole('link', { name: 'Enter Your Route' }).click();
    await page.waitForURL('**/book/routing');
  });
});
