import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import { ANDROID_UA, expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';

const { browser } = useBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
});

async function openInstallDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Install App on Your Home Screen' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Install Demo Limo' });
  await dialog.waitFor();
  return dialog;
}

/** What Chrome fires when the app may be installed; the test decides the rider's answer. */
async function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

describe('install on Android Chrome', () => {
  it('shows the install entry and installs through the held prompt', async () => {
    context = await phoneContext(browser(), ANDROID_UA);
    const { page, errors } = await newPage(context);
    await page.goto('/book');
    await offerInstallPrompt(page, 'accepted');
    const dialog = await openInstallDialog(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'INSTALL' }).click();
    await page.waitForURL('**/book/routing');
    expect(await storedJson(page, 'local', 'appInstalled')).toEqual({ isAppinstalled: true });
    // The booking steps open the action sheet; the side menu is on the other screens.
    await page.goto('/help');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Support' }).waitFor();
    expect(
      await menu.getByRole('button', { name: 'Install App on Your Home Screen' }).count(),
    ).toBe(0);
    expect(errors).toEqual([]);
  });

  it('stores nothing when the rider dismisses the prompt', async () => {
    context = await phoneContext(browser(), ANDROID_UA);
    const { page } = await newPage(context);
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/book');
    await offerInstallPrompt(page, 'dismissed');
    const dialog = await openInstallDialog(page);
    await dialog.getByRole('button', { name: 'INSTALL' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/book');
    expect(await storedJson(page, 'local', 'appInstalled')).toBeNull();
    expect(messages.some((m) => m.includes('dismissed the install prompt'))).toBe(true);
  });

  it('explains when the browser has not offered installation yet', async () => {
    context = await phoneContext(browser(), ANDROID_UA);
    const { page } = await newPage(context);
    await page.goto('/book');
    const dialog = await openInstallDialog(page);
    await dialog.getByRole('button', { name: 'INSTALL' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await storedJson(page, 'local', 'appInstalled')).toBeNull();
  });

  it('hides the install entry once the app is installed', async () => {
    context = await phoneContext(browser(), ANDROID_UA);
    const { page } = await newPage(context);
    await page.goto('/book');
    await page.evaluate(() =>
      localStorage.setItem('appInstalled', JSON.stringify({ isAppinstalled: true })),
    );
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Support' }).waitFor();
    expect(
      await menu.getByRole('button', { name: 'Install App on Your Home Screen' }).count(),
    ).toBe(0);
  });
});

describe('install on iOS Safari', () => {
  it('shows the instructions: tap the share icon, then "Add to Home Screen"', async () => {
    context = await phoneContext(browser());
    const { page } = await newPage(context);
    await page.goto('/book');
    const dialog = await openInstallDialog(page);
    await dialog.getByText('Tap the share icon').waitFor();
    await dialog.getByText('“Add to Home Screen”').waitFor();
    expect(await dialog.getByRole('button', { name: 'INSTALL' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
