import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi } from './auth-support.ts';
import { desktopContext, expectNoAxeViolations, useBrowser } from './browser.ts';
import { consoleAccessToken, signInToConsole } from './console-support.ts';

const { browser } = useBrowser();

const SERVICE = 'Airport Arrival';
const SPANISH = 'Su chófer sigue su vuelo y espera 60 minutos sin cargo.';

/** The Airport Arrival agreement in `language`, as a rider of that language reads it. */
async function riderAgreement(language: string) {
  const answer = await callApi<{
    getCompanyData: {
      systemSettings: {
        defaultServiceTypes: { name: string; rentalAgreement: { content: string } | null }[];
      };
    };
  }>(
    `query getCompanyData($coid: String!) {
      getCompanyData(coid: $coid) { systemSettings { defaultServiceTypes { name rentalAgreement { content } } } }
    }`,
    { coid: 'demo' },
    { 'accept-language': language },
  );
  return answer.data?.getCompanyData.systemSettings.defaultServiceTypes.find(
    (type) => type.name === SERVICE,
  )?.rentalAgreement?.content;
}

/**
 * Takes the Spanish agreement away again: later files on this server read the demo's English. With
 * the console's own session: the demo admin signs in across many files, and an account opens at
 * most 30 sessions an hour.
 */
async function removeSpanishAgreement(accessToken: string) {
  if (!accessToken) return;
  const auth = { Authorization: `Bearer ${accessToken}` };
  const list = await callApi<{ catalogServiceTypes: { id: number; name: string }[] }>(
    '{ catalogServiceTypes { id name } }',
    {},
    auth,
  );
  const id = list.data?.catalogServiceTypes.find((type) => type.name === SERVICE)?.id;
  await callApi(
    `mutation save($id: Int!, $input: ServiceTypeRentalAgreementInput!) {
      saveServiceTypeRentalAgreement(id: $id, input: $input) { language }
    }`,
    { id, input: { language: 'es', rentalAgreement: '' } },
    auth,
  );
}

describe('a service type’s rental agreement per language (issue 34)', () => {
  const contexts: BrowserContext[] = [];
  let accessToken = '';
  afterAll(async () => {
    await removeSpanishAgreement(accessToken);
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('an admin writes the Spanish agreement of a service type; Spanish riders read it', async () => {
    const admin = await desktopContext(browser());
    contexts.push(admin);
    const { page, errors } = await newPage(admin);
    await signInToConsole(page);
    accessToken = await consoleAccessToken(page);
    await page.goto('/console/vehicles');
    await page.getByRole('heading', { name: 'Vehicles & services', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Edit ${SERVICE}` }).click();
    await page.getByRole('heading', { name: `Rental agreement of ${SERVICE}` }).waitFor();

    const language = page.getByLabel('Language of the agreement');
    expect(await language.locator('option:checked').textContent()).toBe('English (default)');
    const text = page.getByLabel('Rental agreement', { exact: true });
    expect(await text.inputValue()).toMatch(/Airport pickups/);
    await language.selectOption('es');
    expect(await text.inputValue()).toBe('');
    await page.getByText('Empty: riders read the English text.').waitFor();
    await text.fill(SPANISH);
    await page.getByRole('button', { name: 'Save rental agreement' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Saved, sanitised. Riders see it at their next configuration refresh.' })
      .waitFor();
    expect(await text.inputValue()).toBe(`<p>${SPANISH}</p>`);
    await language.selectOption('en');
    expect(await text.inputValue()).toMatch(/Airport pickups/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    // Riders read a change at their next refresh: the server keeps a company for a few seconds.
    await expect
      .poll(() => riderAgreement('es'), { timeout: 10_000, interval: 500 })
      .toBe(`<p>${SPANISH}</p>`);
    expect(await riderAgreement('en')).toMatch(/Airport pickups/);
  });
});
