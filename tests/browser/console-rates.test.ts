import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './auth-support.ts';
import { desktopContext, expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';
import { lookupRates } from './booking-flow.ts';
import { signInToConsole } from './console-support.ts';

const { browser } = useBrowser();
const VEHICLE = 'Stretch';

async function openConsole(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signInToConsole(page);
  return page;
}

/** What a rider is quoted for the Stretch on a ride across Midtown. */
async function riderQuote() {
  const types = await callApi<{
    getCompanyData: { systemSettings: { defaultServiceTypes: { id: number; code: string }[] } };
  }>(
    `query getCompanyData($coid: String!) {
      getCompanyData(coid: $coid) { systemSettings { defaultServiceTypes { id code } } }
    }`,
    { coid: 'demo' },
  );
  const ptp = types.data!.getCompanyData.systemSettings.defaultServiceTypes.find(
    (t) => t.code === 'PTP',
  );
  const pickup = new Date(Date.now() + 30 * 3600_000);
  pickup.setUTCMinutes(0, 0, 0);
  const answer = await lookupRates({
    coid: 'demo',
    serviceTypeId: ptp!.id,
    scheduledPickupTime: pickup.toISOString(),
    totalPassengers: 1,
    totalLuggage: 0,
    route: [
      {
        type: 'ADDRESS',
        address: { name: 'Grand Central', coordinates: { latitude: 40.7527, longitude: -73.9772 } },
      },
      {
        type: 'ADDRESS',
        address: { name: 'The Plaza', coordinates: { latitude: 40.7646, longitude: -73.9743 } },
      },
    ],
  });
  return answer.vehicles.find((v) => v.name === VEHICLE)!;
}

describe('console: rates with a live preview', () => {
  let context: BrowserContext;
  let page: Page;
  let originalBaseFare = '';
  beforeAll(async () => {
    context = await desktopContext(browser());
    page = await openConsole(context);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    // Leave the demo company's rates as they were for the other tests.
    if (originalBaseFare) {
      await page.goto('/console/rates');
      await page.getByLabel('Vehicle type').selectOption({ label: VEHICLE });
      await page.getByLabel('Base fare (USD)').fill(originalBaseFare);
      await page.getByRole('button', { name: 'Save rates' }).click();
      await page.getByRole('status').filter({ hasText: 'saved' }).waitFor();
    }
    await context.close();
  });

  it('shows the new price before saving, and riders are quoted it once saved', async () => {
    const before = await riderQuote();
    await page.goto('/console/rates');
    await page.getByRole('heading', { name: 'Rates & promo codes', level: 1 }).waitFor();
    await page.getByLabel('Vehicle type').selectOption({ label: VEHICLE });
    await page.getByLabel('Sample route').selectOption({ index: 1 });
    const total = page.getByTestId('preview-total');
    await total.waitFor();
    const shownBefore = await total.textContent();
    const baseFare = page.getByLabel('Base fare (USD)');
    originalBaseFare = await baseFare.inputValue();
    const newFare = (Number(originalBaseFare) + 12.5).toFixed(2);
    await baseFare.fill(newFare);
    // The preview follows the typing, before anything is saved.
    await expect.poll(() => total.textContent(), { timeout: 10_000 }).not.toBe(shownBefore);
    const preview = page.getByRole('complementary', { name: 'Price preview' });
    await expect.poll(() => preview.textContent()).toContain(`Base Fare$${newFare}`);
    expect((await riderQuote()).amount).toBe(before.amount);

    await page.getByRole('button', { name: 'Save rates' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Rates for ${VEHICLE} saved` })
      .waitFor();
    const after = await riderQuote();
    expect(after.rates.find((line) => line.name === 'Base Fare')?.value).toBe(Number(newFare));
    expect(after.amount).toBeGreaterThan(before.amount);
  });

  it('previews what minutes waited beyond the free wait add, at the rate as typed', async () => {
    await page.goto('/console/rates');
    await page.getByLabel('Vehicle type').selectOption({ label: VEHICLE });
    await page.getByLabel('Waiting per minute (USD)').fill('1.25');
    await page.getByLabel('Minutes waited beyond the free wait').fill('8');
    const preview = page.getByRole('complementary', { name: 'Price preview' });
    // Unsaved: the console's rate card and a completed ride's final price both price it so.
    await expect
      .poll(() => preview.textContent(), { timeout: 10_000 })
      .toContain('Waiting Time (8 min)$10.00');
  });

  it.each([
    ['/console/vehicles', 'Vehicles & services'],
    ['/console/rates', 'Rates & promo codes'],
  ])('%s has no axe violations at 1280×800', async (path, title) => {
    await page.goto(path);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('console: catalog screens on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await phoneContext(browser());
    page = await openConsole(context);
  });
  afterAll(async () => {
    await context.close();
  });

  it.each([
    ['/console/vehicles', 'Vehicles & services', 'Add a vehicle type'],
    ['/console/rates', 'Rates & promo codes', 'Add a promo code'],
  ])('%s has no axe violations at 390×844, its form open', async (path, title, add) => {
    await page.goto(path);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: add }).click();
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
