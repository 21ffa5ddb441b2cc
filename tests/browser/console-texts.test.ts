import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi } from './auth-support.ts';
import {
  desktopContext,
  expectNoAxeViolations,
  IPHONE_UA,
  phoneContext,
  useBrowser,
} from './browser.ts';
import { consoleAccessToken, consoleSection, signInToConsole } from './console-support.ts';

const { browser } = useBrowser();

const SPANISH_TERMS = 'Los viajes los presta Demo Limousine con licencia propia.';
/** The demo company's English terms, as seeded. */
const ENGLISH_TERMS = /Rides are provided by Demo Limousine under its licence/;

/**
 * Takes the Spanish texts away again: later files on this server read the demo's English. With the
 * console's own session (consoleAccessToken).
 */
async function removeSpanishTexts(accessToken: string) {
  if (!accessToken) return;
  await callApi(
    `mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {
      saveCompanyTexts(input: $input) { defaultLanguage }
    }`,
    { input: { language: 'es', termsAndConditions: '', rentalAgreement: '', privacyPolicy: '' } },
    { Authorization: `Bearer ${accessToken}` },
  );
}

/** The terms a rider's phone shows on /terms/default, reloaded until they read `expected`. */
async function expectTerms(page: Page, expected: string | RegExp) {
  const text = page.getByRole('main').locator('.text-content');
  // Riders read a change at their next refresh: the server keeps a company for a few seconds.
  await expect
    .poll(
      async () => {
        await page.goto('/terms/default');
        await text.waitFor();
        return (await text.textContent()) ?? '';
      },
      { timeout: 10_000, interval: 500 },
    )
    .toMatch(expected);
}

describe('operators’ texts per language (issue 34)', () => {
  const contexts: BrowserContext[] = [];
  let accessToken = '';
  afterAll(async () => {
    await removeSpanishTexts(accessToken);
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('an admin writes Spanish terms; a Spanish phone reads them, an English one the English', async () => {
    const admin = await desktopContext(browser());
    contexts.push(admin);
    const { page, errors } = await newPage(admin);
    await signInToConsole(page);
    accessToken = await consoleAccessToken(page);
    await consoleSection(page, 'Company & texts').click();
    await page.getByRole('heading', { name: 'Company & texts', level: 1 }).waitFor();

    const language = page.getByLabel('Language of the texts');
    expect(await language.locator('option:checked').textContent()).toBe('English (default)');
    await page
      .getByText(
        'English is the default language. Riders whose language has no text of its own read the English text.',
      )
      .waitFor();
    await language.selectOption('es');
    const terms = page.getByLabel('Terms and conditions');
    // Nothing is written in Spanish yet: Spanish riders read the English text meanwhile.
    expect(await terms.inputValue()).toBe('');
    await page.getByText('Empty: riders read the English text.').first().waitFor();
    await terms.fill(SPANISH_TERMS);
    await page.getByRole('button', { name: 'Save texts' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Saved, sanitised. Riders see these texts at their next configuration' })
      .waitFor();
    expect(await terms.inputValue()).toBe(`<p>${SPANISH_TERMS}</p>`);
    // The default language's text is still there, apart.
    await language.selectOption('en');
    expect(await terms.inputValue()).toMatch(ENGLISH_TERMS);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    const spanishPhone = await phoneContext(browser(), IPHONE_UA, 'es-ES');
    contexts.push(spanishPhone);
    const spanish = await newPage(spanishPhone);
    await expectTerms(spanish.page, SPANISH_TERMS);
    expect(await spanish.page.getByRole('main').textContent()).not.toMatch(ENGLISH_TERMS);
    expect(spanish.errors).toEqual([]);

    const englishPhone = await phoneContext(browser(), IPHONE_UA, 'en-US');
    contexts.push(englishPhone);
    const english = await newPage(englishPhone);
    await expectTerms(english.page, ENGLISH_TERMS);
    expect(await english.page.getByRole('main').textContent()).not.toContain(SPANISH_TERMS);
    expect(english.errors).toEqual([]);
  });
});
