import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TYPESCRIPT_COMMAND } from '../../scripts/lib/node-commands.ts';
import { newPage, storedJson } from './app.ts';
import { callApi, registerByApi, submitSignIn, uniqueEmail, type Tokens } from './auth-support.ts';
import { baseUrl, desktopContext, phoneContext, testServer, useBrowser } from './browser.ts';
import { fillBillingAddress, fillHostedCard, reachConfirmation } from './checkout-support.ts';
import {
  consoleSection,
  invitationLinkFor,
  PASSWORD,
  scan,
  startButtonColour,
} from './console-support.ts';

const run = promisify(execFile);
const { browser } = useBrowser();

/** The whole story, from an empty company to a rider's booking on its brand and price. */
describe('a company goes live without code', () => {
  const coid = `harbor-${randomBytes(3).toString('hex')}`;
  const adminEmail = uniqueEmail('harbor-admin');
  const primary = '#1f4e79';
  const baseFare = '87.25';
  let consoleContext: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    consoleContext = await desktopContext(browser());
    page = (await newPage(consoleContext)).page;
  });
  afterAll(async () => {
    await consoleContext.close();
  });

  it('is created by one command while the server runs, which mails its admin', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        ...TYPESCRIPT_COMMAND,
        resolve('scripts/company/create.ts'),
        ...['--coid', coid, '--name', 'Harbor Cars', '--admin-email', adminEmail],
        ...['--currency', 'USD', '--time-zone', 'America/New_York'],
      ],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: testServer().dataDir,
          DATABASE_URL: '',
          PUBLIC_URL: baseUrl(),
        },
      },
    );
    expect(stdout).toContain(coid);
    // The rider app knows the new company at once.
    const company = await callApi<{ getCompanyData: { name: string } }>(
      'query getCompanyData($coid: String!) { getCompanyData(coid: $coid) { name } }',
      { coid },
    );
    expect(company.data?.getCompanyData.name).toBe('Harbor Cars');
  });

  it('has its invitation accepted in the console', async () => {
    await page.goto(await invitationLinkFor(adminEmail, coid));
    await scan(page, 'Join the operator console');
    await page.getByLabel('First name').fill('Hana');
    await page.getByLabel('Last name').fill('Harbor');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account and sign in' }).click();
    await page.getByRole('banner').getByText('Hana Harbor').waitFor();
    expect(await page.getByRole('banner').textContent()).toContain('Harbor Cars');
  });

  it('is branded with a live preview', async () => {
    await consoleSection(page, 'Branding').click();
    await scan(page, 'Branding');
    const preview = page.frameLocator('iframe[title^="Preview of the rider"]');
    await preview.getByRole('link', { name: 'Start Booking' }).waitFor();
    await page.getByLabel('Primary colour (buttons)', { exact: true }).fill(primary);
    await expect.poll(() => startButtonColour(preview)).toBe('rgb(31, 78, 121)');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  });

  it('sets its vehicle, its rates with a price preview, lead times and service area', async () => {
    await consoleSection(page, 'Vehicles & services').click();
    await scan(page, 'Vehicles & services');
    await page.getByRole('button', { name: 'Edit Sedan' }).click();
    await page.getByLabel('Passengers').fill('3');
    await page.getByRole('button', { name: 'Save vehicle type' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved Sedan.' }).waitFor();

    await consoleSection(page, 'Rates & promo codes').click();
    await scan(page, 'Rates & promo codes');
    await page.getByLabel('Vehicle type').selectOption({ label: 'Sedan' });
    await page.getByLabel('Sample route').selectOption({ index: 1 });
    const total = page.getByTestId('preview-total');
    await total.waitFor();
    const before = await total.textContent();
    await page.getByLabel('Base fare (USD)').fill(baseFare);
    await expect.poll(() => total.textContent(), { timeout: 10_000 }).not.toBe(before);
    const pricePreview = page.getByRole('complementary', { name: 'Price preview' });
    await expect.poll(() => pricePreview.textContent()).toContain(`Base Fare$${baseFare}`);
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByRole('status').filter({ hasText: 'Rates for Sedan saved' }).waitFor();

    await consoleSection(page, 'Booking rules').click();
    await scan(page, 'Booking rules');
    await page.getByLabel('Book at least (minutes before pickup)').fill('120');
    await page.getByRole('button', { name: 'Save lead times' }).click();
    await page.getByRole('status').filter({ hasText: 'Lead times saved.' }).waitFor();
    await page.getByLabel('Radius (km)').fill('80');
    await page.getByRole('button', { name: 'Save service area' }).click();
    await page.getByRole('status').filter({ hasText: 'Service area saved.' }).waitFor();
  });

  it('keeps every action in its audit log', async () => {
    await consoleSection(page, 'Audit log').click();
    await scan(page, 'Audit log');
    const actions = page
      .getByRole('table', { name: /Audit log entries/ })
      .locator('td:nth-child(3)');
    await expect
      .poll(async () => new Set(await actions.allTextContents()))
      .toEqual(
        new Set([
          'company.create',
          'staff.invite',
          'staff.accept-invitation',
          'branding.update',
          'vehicle-type.update',
          'rates.update',
          'policies.lead-times',
          'policies.service-area',
        ]),
      );
  });

  it('takes a booking on its brand at its price', async () => {
    const rider = await phoneContext(browser());
    const { page: riderPage, errors } = await newPage(rider);
    const email = uniqueEmail('harbor-rider');
    await registerByApi({ firstName: 'Rae', lastName: 'Rider', email, password: PASSWORD }, coid);
    await riderPage.goto(`/?coid=${coid}`);
    await riderPage.goto('/login');
    await submitSignIn(riderPage, email, PASSWORD);
    await riderPage.waitForURL((url) => url.pathname === '/book');
    expect(await startButtonColour(riderPage)).toBe('rgb(31, 78, 121)');
    const tokens = (await storedJson(riderPage, 'local', 'authData')) as Tokens;

    // A new company has no places of its own yet: postal codes from the maps data.
    const { vehicle } = await reachConfirmation(riderPage, 3, '10:00 AM', tokens.accessToken, {
      pickup: ['10019', /^New York, NY 10019/],
      dropoff: ['10017', /^New York, NY 10017/],
    });
    expect(vehicle.name).toBe('Sedan');
    expect(vehicle.rates.find((line) => line.name === 'Base Fare')?.value).toBe(Number(baseFare));
    await riderPage.getByRole('button', { name: /Payment card:/ }).click();
    await riderPage.getByRole('radio', { name: 'Add a New Card' }).check();
    await riderPage
      .frameLocator('iframe[title="Card details"]')
      .getByLabel('Card Number')
      .waitFor();
    await fillHostedCard(riderPage, '4111111111111111');
    await fillBillingAddress(riderPage, 'Rae Rider');
    await riderPage.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    const confirmation = await riderPage.getByTestId('confirmation-number').textContent();
    expect(confirmation).toMatch(/\d+/);

    // The ride is the new company's, at the price the rider was shown.
    const trips = await callApi<{
      getTripHistory: {
        edges: { node: { confirmationNumber: string; rates: { totalPrice: number } } }[];
      };
    }>(
      `query getTripHistory($input: TripHistoryInput!) {
        getTripHistory(input: $input) {
          edges { node { confirmationNumber rates { totalPrice } } }
        }
      }`,
      { input: { coid, reservationStatus: 'CUSTOM' } },
      { Authorization: `Bearer ${tokens.accessToken}` },
    );
    expect(trips.errors).toBeUndefined();
    expect(trips.data?.getTripHistory.edges.map((edge) => edge.node)).toEqual([
      { confirmationNumber: confirmation?.trim(), rates: { totalPrice: vehicle.amount } },
    ]);
    expect(errors).toEqual([]);
    await rider.close();
  });
});
