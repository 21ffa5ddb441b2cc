import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import { desktopContext, expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';
import { consoleSection, signInToConsole } from './console-support.ts';

const { browser } = useBrowser();
const DISPATCHER = { coid: 'demo', email: 'dispatcher@demo.test', password: 'Demo!Dispatch2026' };
const DRIVER = { coid: 'demo', email: 'driver@demo.test', password: 'Demo!Driver2026' };

describe.each([
  ['1280×800', (b: Parameters<typeof desktopContext>[0]) => desktopContext(b)],
  ['390×844', (b: Parameters<typeof phoneContext>[0]) => phoneContext(b)],
])('the console shell at %s', (_size, open) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    context = await open(browser());
    ({ page, errors } = await newPage(context));
  });
  afterAll(async () => {
    await context.close();
  });

  it('refuses a wrong password on the sign-in screen, accessibly', async () => {
    await page.goto('/console/');
    await page.waitForURL('**/console/sign-in');
    await page.getByRole('heading', { level: 1, name: 'Operator console' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByLabel('Company ID').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Company ID').fill('demo');
    await page.getByLabel('E-mail').fill('admin@demo.test');
    await page.getByLabel('Password').fill('Not!ThePassword1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email and/or password' }).waitFor();
    await expectNoAxeViolations(page);
    expect(await storedJson(page, 'local', 'consoleAuthData')).toBeNull();
  });

  it('shows an admin every section, and signs out', async () => {
    await signInToConsole(page);
    await page.getByRole('heading', { level: 1, name: 'Demo Limousine' }).waitFor();
    const sections = await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link')
      .allTextContents();
    expect(sections).toEqual([
      'Overview',
      'Dispatch board',
      'Driver map',
      'Branding',
      'Vehicles & services',
      'Rates & promo codes',
      'Fleet',
      'Money',
      'Booking rules',
      'Company & texts',
      'Rider notifications',
      'Payments',
      'Staff',
      'Audit log',
    ]);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/console/sign-in');
    expect(await storedJson(page, 'local', 'consoleAuthData')).toBeNull();
  });

  it('signs out a console left idle for 15 minutes', async () => {
    await signInToConsole(page);
    expect(await storedJson(page, 'local', 'consoleAuthData')).not.toBeNull();
    // The last activity of any console tab, 16 minutes ago: the next page load signs out.
    await page.evaluate(() =>
      localStorage.setItem('consoleLastActivityAt', String(Date.now() - 16 * 60_000)),
    );
    await page.reload();
    await page.waitForURL('**/console/sign-in');
    expect(await storedJson(page, 'local', 'consoleAuthData')).toBeNull();
  });

  it('shows a dispatcher dispatch and no settings, even by address', async () => {
    await signInToConsole(page, DISPATCHER);
    const sections = await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link')
      .allTextContents();
    expect(sections).toEqual(['Overview', 'Dispatch board', 'Driver map']);
    await page.goto('/console/branding');
    // The server refuses a dispatcher's settings calls; the console says so before asking.
    await page.getByRole('heading', { level: 1, name: 'Branding' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: "This section is for the company's admins." })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save branding' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await consoleSection(page, 'Overview').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/console/sign-in');
  });

  it('sends a driver to the driver page', async () => {
    await page.getByLabel('Company ID').fill(DRIVER.coid);
    await page.getByLabel('E-mail').fill(DRIVER.email);
    await page.getByLabel('Password').fill(DRIVER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Drivers use the driver page' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'driver page' }).getAttribute('href')).toBe(
      '/driver',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/console/sign-in');
    expect(errors).toEqual([]);
  });
});
