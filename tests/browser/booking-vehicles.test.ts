import { formatPrice } from '@ride/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import {
  captureRatesInputs,
  choosePickup,
  choosePlace,
  demoDate,
  expectedPrices,
  shownPrices,
} from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

/** Whether the element lies whole on the screen, below the app's header, with nothing scrolled. */
async function expectOnFirstScreen(page: Page, element: Locator) {
  const viewport = page.viewportSize();
  const box = await element.boundingBox();
  const header = await page.locator('.app-header').boundingBox();
  if (!viewport || !box || !header) throw new Error('No box to measure');
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

describe('the vehicle step on a phone (390×844)', () => {
  it('shows the cheapest vehicle and its price without scrolling, the rest by price, the filters beside each other', async () => {
    const { page, errors } = await newPage(context());
    const ratesInputs = captureRatesInputs(page);
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePickup(page, demoDate(2), '3:00 PM');
    await page.waitForURL('**/book/vehicleSelection');
    const shown = await shownPrices(page);
    const { rates, prices } = await expectedPrices(ratesInputs.at(-1));
    expect(shown).toEqual(prices);

    // In price order, cheapest first (the demo operator keeps a dearer type before a cheaper one).
    const byPrice = rates.vehicles.toSorted((a, b) => a.amount - b.amount);
    expect(byPrice.length).toBeGreaterThan(1);
    const list = page.locator('.vehicle-list');
    expect(await list.getByRole('article').getByRole('heading').allTextContents()).toEqual(
      byPrice.map((v) => v.name),
    );
    expect(await list.locator('.vehicle__price').allTextContents()).toEqual(
      byPrice.map((v) => formatPrice(v.amount, rates.currencySymbol, rates.currencyCode)),
    );

    // The first vehicle, its price and its Select lie on the first screen, nothing scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const cheapest = byPrice[0]!;
    const first = list.getByRole('article').first();
    expect(await first.getByRole('heading').textContent()).toBe(cheapest.name);
    await expectOnFirstScreen(page, first);
    await expectOnFirstScreen(page, first.locator('.vehicle__price'));
    await expectOnFirstScreen(
      page,
      page.getByRole('button', { name: new RegExp(`^Select ${cheapest.name} for`) }),
    );

    // The party, accessibility, child seats and the promo code are all still on the screen.
    for (const control of [
      page.getByLabel('Passengers', { exact: true }),
      page.getByLabel('Luggage', { exact: true }),
      page.getByLabel('Wheelchair accessible vehicle'),
      page.getByLabel('Child seats'),
      page.getByRole('button', { name: 'Add a Promo Code' }),
    ]) {
      await expectOnFirstScreen(page, control);
    }
    // Passengers and luggage side by side, as are accessibility and child seats.
    const passengers = await page.getByLabel('Passengers', { exact: true }).boundingBox();
    const luggage = await page.getByLabel('Luggage', { exact: true }).boundingBox();
    expect(Math.abs((passengers?.y ?? 0) - (luggage?.y ?? 1))).toBeLessThan(1);
    await expectNoAxeViolations(page);

    // The promo code opens in place with the focus in its field.
    await page.getByRole('button', { name: 'Add a Promo Code' }).click();
    const promo = page.getByLabel('Promo Code (optional)');
    await expect.poll(() => promo.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
