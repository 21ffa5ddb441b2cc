import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors } from './app.ts';
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
import { bookRideByApi, demoDriver } from './tracking-support.ts';

const { browser } = useBrowser();
/** Where screenshots of the screens go when SCREENSHOT_DIR is set, for a person to look at. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function admin<T>(tokens: Tokens, query: string, variables: Record<string, unknown> = {}) {
  const answer = await callApi<T>(query, variables, {
    Authorization: `Bearer ${tokens.accessToken}`,
  });
  if (!answer.data) throw new Error(`API call failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

interface DaySummary {
  rides: number;
  revenueMinor: number;
  tipsMinor: number;
  refundsMinor: number;
  netMinor: number;
}

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
/** The demo company's today (New York). */
const demoToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The day `days` before a YYYY-MM-DD day. */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The value shown under a summary label on the money screen. */
const summaryValue = (page: Page, label: string) =>
  page
    .locator('.money-summary > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function screenshot(page: Page, name: string) {
  if (SCREENSHOT_DIR)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

let adminTokens: Tokens;
let bufferBefore: number;
beforeAll(async () => {
  adminTokens = await adminSignIn();
  ({ dispatchBufferMinutes: bufferBefore } = await admin<{ dispatchBufferMinutes: number }>(
    adminTokens,
    'query buffer { dispatchBufferMinutes }',
  ));
});
afterAll(async () => {
  // Other tests assign rides under the company's buffer: it is put back as it was.
  await admin(adminTokens, 'mutation buffer($m: Int!) { setDispatchBufferMinutes(minutes: $m) }', {
    m: bufferBefore,
  });
});

describe('fleet and money in the console (1280×800)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    context = await desktopContext(browser());
    page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    errors = collectPageErrors(page);
    await signInToConsole(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('adds a fleet vehicle, refuses a duplicate plate by its field, deactivates, sets the buffer', async () => {
    await consoleSection(page, 'Fleet').click();
    await scan(page, 'Fleet');
    const plate = `T${randomBytes(3).toString('hex').toUpperCase()}`;

    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    const form = page.getByRole('form', { name: 'Add a vehicle to the fleet' });
    await form.getByLabel('Licence plate').fill(plate.toLowerCase());
    await form.getByLabel('Make').fill('Cadillac');
    await form.getByLabel('Model').fill('Escalade');
    await form.getByLabel('Colour').fill('Black');
    await form.getByLabel('Vehicle type').selectOption({ index: 1 });
    // Choosing the type fills in its seats.
    expect(await form.getByLabel('Seats').inputValue()).toMatch(/^\d+$/);
    await form.getByLabel('Seats').fill('6');
    await form.getByRole('button', { name: 'Save vehicle' }).click();
    await page.getByRole('status').getByText(`Saved ${plate} (Cadillac Escalade).`).waitFor();
    const table = page.getByRole('table', { name: 'Fleet vehicles' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: plate }) });
    await expect.poll(() => row.textContent()).toContain('Cadillac Escalade');
    expect(await row.textContent()).toContain('In service');

    // Edited: the form starts with the vehicle's values.
    await page.getByRole('button', { name: `Edit ${plate}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${plate}` });
    expect(await edit.getByLabel('Make').inputValue()).toBe('Cadillac');
    await edit.getByLabel('Colour').fill('Midnight Blue');
    await edit.getByRole('button', { name: 'Save vehicle' }).click();
    await page.getByRole('status').getByText(`Saved ${plate} (Cadillac Escalade).`).waitFor();
    await expect.poll(() => row.textContent()).toContain('Midnight Blue');

    // The same plate again: the server's message under the plate field.
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    await form.getByLabel('Licence plate').fill(plate);
    await form.getByLabel('Make').fill('Lincoln');
    await form.getByLabel('Model').fill('Navigator');
    await form.getByLabel('Colour').fill('White');
    await form.getByLabel('Vehicle type').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Save vehicle' }).click();
    const plateField = form.getByLabel('Licence plate');
    await expect.poll(() => plateField.getAttribute('aria-invalid')).toBe('true');
    const described = await plateField.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(
      `Another vehicle of the fleet has the plate ${plate}.`,
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'fleet-1280');
    await form.getByRole('button', { name: 'Cancel' }).click();

    // Deactivated after confirming; the safe choice has the focus.
    await page.getByRole('button', { name: `Deactivate ${plate}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${plate}?` });
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole('button', { name: 'Cancel' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('status').getByText(`${plate} is out of service.`).waitFor();
    await expect.poll(() => row.textContent()).toContain('Deactivated');

    // The dispatch buffer: out of range refused, then saved.
    const buffer = page.getByLabel('Minutes between rides');
    await buffer.fill('241');
    await page.getByRole('button', { name: 'Save buffer' }).click();
    await page.getByText('Enter whole minutes from 0 to 240.').waitFor();
    const minutes = bufferBefore === 25 ? 30 : 25;
    await buffer.fill(String(minutes));
    await page.getByRole('button', { name: 'Save buffer' }).click();
    await page
      .getByRole('status')
      .getByText(`Drivers and vehicles now stay busy ${minutes} minutes after a drop-off.`)
      .waitFor();
    const saved = await admin<{ dispatchBufferMinutes: number }>(
      adminTokens,
      'query buffer { dispatchBufferMinutes }',
    );
    expect(saved.dispatchBufferMinutes).toBe(minutes);
    expect(errors).toEqual([]);
  });

  it('shows a range’s summary and charts after a capture, kept in the address, and its CSV', async () => {
    // A ride booked, driven to completion and captured through the API.
    const email = uniqueEmail('money-rider');
    await registerByApi({ ...DEMO_RIDER, email });
    const rider = await signInByApi(email, DEMO_RIDER.password);
    const ride = await bookRideByApi(rider, 7);
    const driver = await demoDriver();
    await driver.accept(ride);
    await driver.move(
      ride,
      'DRIVER_IS_ON_THE_WAY',
      'DRIVER_IS_AT_PICKUP',
      'DRIVING_PASSENGER',
      'COMPLETED',
    );
    const { captureRide } = await admin<{ captureRide: { capturedMinor: number } }>(
      adminTokens,
      'mutation capture($id: ID!) { captureRide(reservationId: $id) { capturedMinor } }',
      { id: ride.id },
    );
    expect(captureRide.capturedMinor).toBe(ride.totalPriceInMinorUnits);

    const today = demoToday();
    await consoleSection(page, 'Money').click();
    await scan(page, 'Money');
    // The last seven days by default; one day chosen, kept by the address across a reload.
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(daysBefore(today, 6));
    await page.getByLabel('From', { exact: true }).fill(today);
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(today);
    await page.reload();
    await scan(page, 'Money');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(today);
    await page.getByRole('heading', { name: `Summary of ${today}` }).waitFor();
    const { moneyDaySummary: summary } = await admin<{ moneyDaySummary: DaySummary }>(
      adminTokens,
      `query day($date: String!) {
        moneyDaySummary(date: $date) { rides revenueMinor tipsMinor refundsMinor netMinor }
      }`,
      { date: today },
    );
    expect(summary.revenueMinor).toBeGreaterThanOrEqual(captureRide.capturedMinor);
    await expect
      .poll(() => summaryValue(page, 'Revenue').textContent())
      .toBe(usd(summary.revenueMinor));
    expect(await summaryValue(page, 'Rides charged').textContent()).toBe(String(summary.rides));
    expect(await summaryValue(page, 'of which tips').textContent()).toBe(usd(summary.tipsMinor));
    expect(await summaryValue(page, 'Refunds').textContent()).toBe(usd(summary.refundsMinor));
    expect(await summaryValue(page, 'Net').textContent()).toBe(usd(summary.netMinor));

    // Each chart is an image named for what it shows, with its figures in a table beside it.
    await page.getByRole('img', { name: /^Bar chart of revenue, tips and refunds/ }).waitFor();
    await page.getByRole('img', { name: /^Bar chart of rides charged by vehicle type/ }).waitFor();
    await page.getByRole('img', { name: /^Bar chart of rides charged by driver/ }).waitFor();
    const perDay = page.getByRole('table', { name: 'Revenue, tips and refunds per day' });
    const todayRow = perDay
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: today }) });
    expect(await todayRow.textContent()).toContain(usd(summary.revenueMinor));
    await expectNoAxeViolations(page);
    await screenshot(page, 'money-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`money-${today}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!).slice(0, 7)).toEqual([
      'date',
      'pickup time',
      'confirmation',
      'status',
      'rider',
      'driver',
      'vehicle',
    ]);
    expect(records.find((r) => r.confirmation === ride.confirmationNumber)).toMatchObject({
      status: 'COMPLETED',
      rider: 'Dana Rider',
      charged: (captureRide.capturedMinor / 100).toFixed(2),
      tip: '0.00',
      refunded: '0.00',
    });
    await page.getByRole('status').getByText(`Saved money-${today}.csv.`).waitFor();

    // Another range: refused while it is longer than a year, then its own summary.
    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByRole('alert').getByText('Choose at most 366 days.').waitFor();
    expect(await page.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('To', { exact: true }).fill('2001-01-31');
    await expect.poll(() => summaryValue(page, 'Rides charged').textContent()).toBe('0');
    expect(await summaryValue(page, 'Net').textContent()).toBe('$0.00');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('automatic capture on the money screen (1280×800)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await desktopContext(browser());
    page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToConsole(page);
  });
  afterAll(async () => {
    // Other files capture the demo company's rides themselves: it is always left off.
    await admin(adminTokens, 'mutation off { setAutoCaptureMinutes(minutes: null) }');
    await context.close();
  });

  it('refuses minutes out of range by the field, saves a wait, and turns it off again', async () => {
    await consoleSection(page, 'Money').click();
    await scan(page, 'Money');
    const form = page.getByRole('form', { name: 'Automatic capture' });
    const on = form.getByLabel('Capture completed rides automatically');
    const minutes = form.getByLabel('Minutes after completion');
    expect(await on.isChecked()).toBe(false);
    expect(await minutes.isDisabled()).toBe(true);
    await on.check();
    await minutes.fill('1441');
    await form.getByRole('button', { name: 'Save automatic capture' }).click();
    await expect.poll(() => minutes.getAttribute('aria-invalid')).toBe('true');
    await form.getByText('Enter whole minutes from 0 to 1440.').waitFor();
    await expectNoAxeViolations(page);

    await minutes.fill('45');
    await form.getByRole('button', { name: 'Save automatic capture' }).click();
    await form
      .getByRole('status')
      .getByText('Completed rides are now captured 45 minutes after they are completed.')
      .waitFor();
    const saved = await admin<{ autoCaptureMinutes: number | null }>(
      adminTokens,
      'query auto { autoCaptureMinutes }',
    );
    expect(saved.autoCaptureMinutes).toBe(45);

    await on.uncheck();
    await form.getByRole('button', { name: 'Save automatic capture' }).click();
    await form
      .getByRole('status')
      .getByText('Completed rides are captured only when you capture them.')
      .waitFor();
    const off = await admin<{ autoCaptureMinutes: number | null }>(
      adminTokens,
      'query auto { autoCaptureMinutes }',
    );
    expect(off.autoCaptureMinutes).toBeNull();
  });
});

describe('fleet and money screens at 390×844 (axe)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await phoneContext(browser());
    await context.addInitScript(
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
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it('the fleet screen, its form and its confirmation', async () => {
    await page.goto('/console/fleet');
    await scan(page, 'Fleet');
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    await page.getByRole('form', { name: 'Add a vehicle to the fleet' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'fleet-390');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const deactivate = page.getByRole('button', { name: /^Deactivate / }).first();
    if ((await deactivate.count()) > 0) {
      await deactivate.click();
      await page.getByRole('dialog').waitFor();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
  });

  it('the money screen', async () => {
    await page.goto('/console/money');
    await scan(page, 'Money');
    await summaryValue(page, 'Net').waitFor();
    await page.getByRole('img', { name: /^Bar chart of rides charged by driver/ }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'money-390');
  });
});
