import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import {
  callApi,
  DEMO_RIDER,
  registerByApi,
  signInByApi,
  uniqueEmail,
  type Tokens,
} from './auth-support.ts';
import { desktopContext, expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';
import { adminSignIn, consoleSection, scan, signInToConsole } from './console-support.ts';
import { bookRideByApi, demoDriver, type BookedRide } from './tracking-support.ts';

/**
 * The operator turns automatic capture on in the console's money settings; a ride completed after
 * that is captured by the server's own job runner, on its real schedule, with nobody clicking; the
 * ride page shows it charged.
 */
const { browser } = useBrowser();
/**
 * An hour no other browser test books the demo driver near: a test freeing the shared demo driver
 * completes its rides within 75 minutes of its own (freeUp).
 */
const HOURS_AHEAD = 18;

const usd = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function asAdmin<T>(tokens: Tokens, query: string, variables: Record<string, unknown> = {}) {
  const answer = await callApi<T>(query, variables, {
    Authorization: `Bearer ${tokens.accessToken}`,
  });
  if (!answer.data) throw new Error(`API call failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

describe('automatic capture, from the setting to the captured ride', () => {
  let adminTokens: Tokens;
  let desk: BrowserContext;
  let page: Page;
  let errors: string[];
  let ride: BookedRide;

  beforeAll(async () => {
    adminTokens = await adminSignIn();
    desk = await desktopContext(browser());
    ({ page, errors } = await newPage(desk));
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToConsole(page);
  });
  afterAll(async () => {
    // The files after this one on the worker's server capture the demo company's rides
    // themselves: it is always left off.
    await asAdmin(adminTokens, 'mutation off { setAutoCaptureMinutes(minutes: null) }');
    await desk.close();
  });

  it('captures a completed ride once its wait is over, without a click, and the ride page shows it', async () => {
    const email = uniqueEmail('auto-capture-rider');
    await registerByApi({ ...DEMO_RIDER, email });
    const rider = await signInByApi(email, DEMO_RIDER.password);
    ride = await bookRideByApi(rider, HOURS_AHEAD);
    const driver = await demoDriver();
    await driver.accept(ride);
    await driver.move(ride, 'DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_AT_PICKUP', 'DRIVING_PASSENGER');

    // The operator's setting: the smallest wait the form takes, so the test waits only for the
    // job runner's own rounds. Turned on just before this ride completes (each browser worker
    // has a server of its own, so no other file's ride completes meanwhile).
    await consoleSection(page, 'Money').click();
    await scan(page, 'Money');
    const form = page.getByRole('form', { name: 'Automatic capture' });
    await form.getByLabel('Capture completed rides automatically').check();
    await form.getByLabel('Minutes after completion').fill('0');
    await form.getByRole('button', { name: 'Save automatic capture' }).click();
    await form
      .getByRole('status')
      .getByText('Completed rides are now captured as soon as they are completed.')
      .waitFor();
    await expectNoAxeViolations(page);

    await driver.move(ride, 'COMPLETED');

    await page.goto(`/console/dispatch/rides/${ride.id}`);
    await scan(page, `Ride #${ride.confirmationNumber}`);
    // Nobody clicks Capture: the page, opened again, shows the ride charged once the runner ran.
    const charged = page.locator('dl.facts').getByText('Charged', { exact: true });
    await expect
      .poll(
        async () => {
          if (await charged.isVisible()) return true;
          await page.reload();
          await scan(page, `Ride #${ride.confirmationNumber}`);
          return charged.isVisible();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    const sums = page.locator('.ride-money dl.money-summary');
    await sums.waitFor();
    const captured = sums
      .locator('div')
      .filter({ has: page.getByText('Captured', { exact: true }) });
    expect(await captured.locator('dd').textContent()).toBe(usd(ride.totalPriceInMinorUnits));
    expect(
      await page
        .getByRole('button', { name: `Capture ${usd(ride.totalPriceInMinorUnits)}` })
        .count(),
    ).toBe(0);
    await expectNoAxeViolations(page);

    const { reservationLedger } = await asAdmin<{
      reservationLedger: { capturedMinor: number; heldMinor: number };
    }>(
      adminTokens,
      `query ledger($id: ID!) { reservationLedger(reservationId: $id) { capturedMinor heldMinor } }`,
      { id: ride.id },
    );
    expect(reservationLedger).toEqual({ capturedMinor: ride.totalPriceInMinorUnits, heldMinor: 0 });
    expect(errors).toEqual([]);
  });

  it('shows the captured ride on a phone (390×844)', async () => {
    const phone = await phoneContext(browser());
    try {
      await phone.addInitScript(
        (auth) => {
          if (!localStorage.getItem('consoleAuthData'))
            localStorage.setItem('consoleAuthData', JSON.stringify(auth));
        },
        {
          coid: 'demo',
          accessToken: adminTokens.accessToken,
          refreshToken: adminTokens.refreshToken,
        },
      );
      const small = await phone.newPage();
      await small.goto(`/console/dispatch/rides/${ride.id}`);
      await scan(small, `Ride #${ride.confirmationNumber}`);
      await small.locator('dl.facts').getByText('Charged', { exact: true }).waitFor();
      await expectNoAxeViolations(small);
      await small.goto('/console/money');
      await scan(small, 'Money');
      await small.getByRole('form', { name: 'Automatic capture' }).waitFor();
      await expectNoAxeViolations(small);
    } finally {
      await phone.close();
    }
  });
});
