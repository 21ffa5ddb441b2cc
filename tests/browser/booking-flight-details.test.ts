import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { choosePickup, choosePlace, demoDate } from './booking-flow.ts';
import { expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';

const { browser } = useBrowser();
let context: BrowserContext;

beforeEach(async () => {
  context = await phoneContext(browser());
});
afterEach(async () => {
  await context.close();
});

/** Replaces a field's text the way a person does: click into it, select all, type. */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function submitFlight(page: Page, airline: string, flightNumber: string): Promise<string> {
  await page.waitForURL('**/book/flightInfo');
  await typeInto(page, 'Airline', airline);
  await typeInto(page, 'Flight Number', flightNumber);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/book/vehicleSelection');
  return (await page.getByRole('region', { name: 'Flight Details' }).textContent()) ?? '';
}

describe('flight details of an airport ride, as a guest: JFK to Grand Central', () => {
  it('takes the airline in Airline and the number alone, or the whole flight number, and names the flight once', async () => {
    const { page, errors } = await newPage(context);
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'JFK', /\(JFK\)/);
    await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePickup(page, demoDate(3), '9:00 AM');

    const codeAndNumber = await submitFlight(page, 'DL', '1234');
    expect(codeAndNumber).toContain('DL1234');
    expect(codeAndNumber).not.toContain('DL DL');
    await expectNoAxeViolations(page);

    const edit = () =>
      page
        .getByRole('region', { name: 'Flight Details' })
        .getByRole('link', { name: 'EDIT flight details' })
        .click();
    await edit();
    const wholeNumber = await submitFlight(page, 'DL', 'DL 1234');
    expect(wholeNumber).toContain('DL1234');
    expect(wholeNumber).not.toContain('DL DL');

    await edit();
    expect(await submitFlight(page, 'Delta', '1234')).toContain('Delta 1234');
    expect(errors).toEqual([]);
  });
});
