import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopContext, expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';
import { scan, signInToConsole } from './console-support.ts';

const { browser } = useBrowser();
// Names of this file's own, so other files' rules and rows never match them.
const ZONE = `Zone test ${Date.now().toString(36)}`;
const SURCHARGE = `Night test ${Date.now().toString(36)}`;
const RENAMED = `${ZONE} east`;
// The test zone lies on Staten Island, away from every route other files book on this server.

const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement);
const buttonFocused = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => el === document.activeElement);

async function removeRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('rowheader', { name, exact: true }).waitFor({ state: 'detached' });
}

describe('console: zones, zone fares and surcharges under Rates', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await desktopContext(browser());
    page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToConsole(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('adds a zone, a fare from it and a night surcharge, names a bad corner, and has no axe findings', async () => {
    await page.goto('/console/rates');
    await scan(page, 'Rates & promo codes');
    await page.getByRole('heading', { name: 'Zones', level: 3 }).waitFor();

    await page.getByLabel('Zone name').fill(ZONE);
    await page
      .getByLabel('Corners, one “latitude, longitude” per line')
      .fill('40.56, -74.19\nnot a point');
    await page.getByRole('button', { name: 'Add zone' }).click();
    await page.getByText('Line 2 is not "latitude, longitude"').waitFor();
    await expect(page.getByRole('rowheader', { name: ZONE, exact: true }).count()).resolves.toBe(0);
    await page
      .getByLabel('Corners, one “latitude, longitude” per line')
      .fill('40.56, -74.19\n40.56, -74.16\n40.59, -74.16\n40.59, -74.19');
    await page.getByRole('button', { name: 'Add zone' }).click();
    await page.getByRole('rowheader', { name: ZONE, exact: true }).waitFor();

    await page.getByLabel('From zone').selectOption({ label: ZONE });
    await page.getByLabel('To zone').selectOption({ label: ZONE });
    await page.getByLabel('Zone fare (USD)').fill('35');
    await page.getByRole('button', { name: 'Add zone fare' }).click();
    await page.getByRole('status').filter({ hasText: 'Zone fare saved' }).waitFor();
    const fareRow = page.getByRole('row').filter({ hasText: `${ZONE} ↔ ${ZONE}` });
    await fareRow.getByText('35.00 USD').waitFor();
    await expect(fareRow.getByRole('cell').first().textContent()).resolves.toBe('Sedan');

    await page.getByLabel('Name riders see').fill(SURCHARGE);
    await page.getByLabel('Percent', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Add surcharge' }).click();
    await page.getByRole('rowheader', { name: SURCHARGE, exact: true }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: SURCHARGE })
      .getByText('Nightly 22:00–06:00')
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('edits a zone: Edit fills the form, Cancel leaves the row, a bad corner is named, Save renames', async () => {
    await page.getByRole('button', { name: `Edit ${ZONE}`, exact: true }).click();
    await page.getByRole('heading', { name: `Edit zone ${ZONE}`, level: 4 }).waitFor();
    await expect(page.getByLabel('Zone name').inputValue()).resolves.toBe(ZONE);
    await expect(isFocused(page, 'Zone name')).resolves.toBe(true);
    const corners = page.getByLabel('Corners, one “latitude, longitude” per line');
    await expect(corners.inputValue()).resolves.toBe(
      '40.56, -74.19\n40.56, -74.16\n40.59, -74.16\n40.59, -74.19',
    );
    await page.getByLabel('Zone name').fill(RENAMED);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'New zone', level: 4, exact: true }).waitFor();
    await expect(page.getByLabel('Zone name').inputValue()).resolves.toBe('');
    await expect(buttonFocused(page, `Edit ${ZONE}`)).resolves.toBe(true);
    await page.getByRole('rowheader', { name: ZONE, exact: true }).waitFor();

    await page.getByRole('button', { name: `Edit ${ZONE}`, exact: true }).click();
    await page.getByLabel('Zone name').fill('');
    await corners.fill('40.56, -74.19\n40.56, -74.16');
    await page.getByRole('button', { name: 'Save zone' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText(/A zone needs/).waitFor();
    await expect(page.getByLabel('Zone name').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page);
    await page.getByLabel('Zone name').fill(RENAMED);
    await corners.fill('40.56, -74.19\n40.56, -74.15\n40.59, -74.15\n40.59, -74.19');
    await page.getByRole('button', { name: 'Save zone' }).click();
    await page.getByRole('rowheader', { name: RENAMED, exact: true }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Zone ${RENAMED} saved.` })
      .waitFor();
    await expect(page.getByRole('rowheader', { name: ZONE, exact: true }).count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'New zone', level: 4, exact: true }).waitFor();
  });

  it('edits the zone fare and the surcharge, naming a bad amount beside its field', async () => {
    const fareName = `fare ${RENAMED} to ${RENAMED}, Sedan`;
    await page.getByRole('button', { name: `Edit ${fareName}` }).click();
    await page.getByRole('heading', { name: `Edit zone fare ${RENAMED} ↔ ${RENAMED}` }).waitFor();
    await expect(isFocused(page, 'Vehicle for this fare')).resolves.toBe(true);
    await expect(page.getByLabel('Zone fare (USD)').inputValue()).resolves.toBe('35.00');
    await page.getByLabel('Zone fare (USD)').fill('35.555');
    await page.getByRole('button', { name: 'Save zone fare' }).click();
    await page.getByText(/The fare must be an amount from 0 to/).waitFor();
    await expect(page.getByLabel('Zone fare (USD)').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await page.getByLabel('Zone fare (USD)').fill('42.50');
    await page.getByLabel('One way only').check();
    await page.getByRole('button', { name: 'Save zone fare' }).click();
    await page.getByRole('status').filter({ hasText: 'Zone fare saved' }).waitFor();
    const fareRow = page.getByRole('row').filter({ hasText: `${RENAMED} → ${RENAMED}` });
    await fareRow.getByText('42.50 USD').waitFor();
    await expect(buttonFocused(page, `Edit ${fareName}`)).resolves.toBe(true);

    await page.getByRole('button', { name: `Edit ${SURCHARGE}` }).click();
    await page.getByRole('heading', { name: `Edit surcharge ${SURCHARGE}` }).waitFor();
    await expect(page.getByLabel('Name riders see').inputValue()).resolves.toBe(SURCHARGE);
    await expect(page.getByLabel('Percent', { exact: true }).inputValue()).resolves.toBe('10');
    await page.getByLabel('Adds', { exact: true }).selectOption('amount');
    await page.getByRole('button', { name: 'Save surcharge' }).click();
    await page.getByText('Give a percentage or an amount, not both').waitFor();
    await expect(page.getByLabel('Amount (USD)').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await page.getByLabel('Amount (USD)').fill('7.5');
    await page.getByLabel('From (company time)').fill('23:00');
    await page.getByRole('button', { name: 'Save surcharge' }).click();
    const row = page.getByRole('row').filter({ hasText: SURCHARGE });
    await row.getByText('Nightly 23:00–06:00').waitFor();
    await row.getByText('7.50 USD').waitFor();
    await page.getByRole('heading', { name: 'New surcharge', level: 4 }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('reads on a phone: no axe findings at 390×844', async () => {
    const phone = await phoneContext(browser());
    const small = await phone.newPage();
    await small.setViewportSize({ width: 390, height: 844 });
    await signInToConsole(small);
    await small.goto('/console/rates');
    await scan(small, 'Rates & promo codes');
    await small.getByRole('rowheader', { name: RENAMED, exact: true }).waitFor();
    await small.getByRole('button', { name: `Edit ${SURCHARGE}` }).click();
    await small.getByRole('heading', { name: `Edit surcharge ${SURCHARGE}` }).waitFor();
    await expectNoAxeViolations(small);
    await small.getByRole('button', { name: 'Cancel' }).click();
    await small.getByRole('heading', { name: 'New surcharge', level: 4 }).waitFor();
    await phone.close();
  });

  it('removes the surcharge and the zone with its fares', async () => {
    await removeRow(page, SURCHARGE);
    await removeRow(page, RENAMED);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `${RENAMED} →` })
        .count(),
    ).resolves.toBe(0);
  });
});
