import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './auth-support.ts';
import { desktopContext, expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';
import { signInToConsole } from './console-support.ts';

const { browser } = useBrowser();

/** A recognisable key no page may ever show once it is typed. */
const SECRET = `sk_test_${Math.random().toString(36).slice(2)}Zq9w`;
const PUBLISHABLE = `pk_test_${Math.random().toString(36).slice(2)}Pk77`;

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(`/console${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByText(/^Loading/).waitFor({ state: 'detached' });
}

async function riderLeadTimes() {
  const answer = await callApi<{
    getAllSystemSetting: { reservationModificationLeadTimeInMinutes: number | null };
  }>(
    `query getAllSystemSetting($coid: String!) {
      getAllSystemSetting(coid: $coid) { reservationModificationLeadTimeInMinutes }
    }`,
    { coid: 'demo' },
  );
  return answer.data!.getAllSystemSetting;
}

describe('console booking rules and payments (admin, 1280×800)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await desktopContext(browser());
    page = await context.newPage();
    await signInToConsole(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('changes a lead time riders then read, and restores it', async () => {
    await openScreen(page, '/policies', 'Booking rules');
    await page.locator('.area-map.leaflet-container').waitFor();
    await expectNoAxeViolations(page);
    const field = page.getByLabel('Change up to (minutes before pickup)');
    const original = await field.inputValue();
    await field.fill('95');
    await page.getByRole('button', { name: 'Save lead times' }).click();
    await page.getByRole('status').filter({ hasText: 'Lead times saved.' }).waitFor();
    // Riders read it at their next refresh: the server keeps a company for a few seconds.
    await expect
      .poll(riderLeadTimes, { timeout: 10_000, interval: 500 })
      .toEqual({ reservationModificationLeadTimeInMinutes: 95 });

    await field.fill('ten');
    await page.getByRole('button', { name: 'Save lead times' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter whole minutes' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(original);
    await page.getByRole('button', { name: 'Save lead times' }).click();
    await page.getByRole('status').filter({ hasText: 'Lead times saved.' }).waitFor();
    await expect.poll(riderLeadTimes, { timeout: 10_000, interval: 500 }).toEqual({
      reservationModificationLeadTimeInMinutes: original === '' ? null : Number(original),
    });
  });

  it('saves the service area typed or drawn, refuses crossing edges, and restores the circle', async () => {
    await openScreen(page, '/policies', 'Booking rules');
    const radius = page.getByLabel('Radius (km)');
    expect(await radius.inputValue()).toBe('200');
    await radius.fill('250');
    await page.getByRole('button', { name: 'Save service area' }).click();
    await page.getByRole('status').filter({ hasText: 'Service area saved.' }).waitFor();
    await openScreen(page, '/policies', 'Booking rules');
    expect(await page.getByLabel('Radius (km)').inputValue()).toBe('250');

    // A polygon whose edges cross: refused with the server's words, the field marked.
    await page.getByLabel('Polygon').check();
    const points = page.getByLabel(/^Points/);
    await points.fill('40.7, -74.0\n40.8, -73.9\n40.8, -74.0\n40.7, -73.9');
    await page.locator('.area-map path.leaflet-interactive').first().waitFor();
    await page.getByRole('button', { name: 'Save service area' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The area’s edges must not cross each other.' })
      .waitFor();
    expect(await points.getAttribute('aria-invalid')).toBe('true');
    // A click on the map adds a point to the list.
    await page.getByRole('button', { name: 'Clear points' }).click();
    await page.locator('.area-map').click({ position: { x: 200, y: 150 } });
    expect((await points.inputValue()).split('\n')).toHaveLength(1);

    await page.getByLabel('Circle around a centre').check();
    await page.getByLabel('Radius (km)').fill('200');
    await page.getByRole('button', { name: 'Save service area' }).click();
    await page.getByRole('status').filter({ hasText: 'Service area saved.' }).waitFor();
  });

  it('sets gateway credentials without ever showing them back, then returns to the sandbox', async () => {
    await openScreen(page, '/payments', 'Payments');
    await expectNoAxeViolations(page);
    await page.getByLabel('Gateway').selectOption('STRIPE');
    const secret = page.getByLabel('Secret key');
    expect(await secret.getAttribute('type')).toBe('password');
    await secret.fill(SECRET);
    await page.getByLabel('Publishable key').fill(PUBLISHABLE);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByText(`Credentials set, ending in ${SECRET.slice(-4)}.`).waitFor();
    expect(await secret.inputValue()).toBe('');
    expect(await page.content()).not.toContain(SECRET.slice(8, -4));

    await openScreen(page, '/payments', 'Payments');
    await page.getByText(`Credentials set, ending in ${SECRET.slice(-4)}.`).waitFor();
    expect(await page.getByLabel('Secret key').inputValue()).toBe('');
    expect(await page.content()).not.toContain(SECRET.slice(8, -4));

    await page.getByLabel('Gateway').selectOption('SANDBOX');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The sandbox needs no credentials.').waitFor();
  });
});

describe('console booking rules and payments on a phone (390×844)', () => {
  it.each([
    ['/policies', 'Booking rules'],
    ['/payments', 'Payments'],
  ])('%s has no axe violations', async (path, heading) => {
    const context = await phoneContext(browser());
    const page = await context.newPage();
    await signInToConsole(page);
    await openScreen(page, path, heading);
    if (path === '/policies') await page.locator('.area-map.leaflet-container').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
