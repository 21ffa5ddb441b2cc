import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import { signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });

async function openMenu(page: Page) {
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  // Let the slide-in finish so positions are final.
  await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return menu;
}

async function entryNames(page: Page): Promise<string[]> {
  return page
    .locator('.side-menu__entries > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-entry') ?? ''));
}

describe('side menu', () => {
  it('slides in at 82% of the width as a modal dialog, and Escape closes it with focus back on the button', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/book');
    const menu = await openMenu(page);
    expect(await menu.getAttribute('aria-modal')).toBe('true');
    const box = await menu.boundingBox();
    expect(box?.width).toBeCloseTo(390 * 0.82, 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(390, 0);
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await menu.getByRole('img', { name: 'Demo Limousine' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await menuButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the signed-out content with SIGN IN and REGISTER on demo', async () => {
    const { page } = await newPage(context());
    await page.goto('/book');
    const menu = await openMenu(page);
    await menu.getByText('Hi there,').waitFor();
    await menu
      .getByText(
        'For the best experience, please sign in or register for an account and manage your travel on the go!',
      )
      .waitFor();
    expect(await menu.getByRole('link', { name: 'SIGN IN' }).getAttribute('href')).toBe('/login');
    expect(await menu.getByRole('link', { name: 'REGISTER' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    // The iPhone user agent makes the app installable.
    expect(await entryNames(page)).toEqual(['book', 'hr1', 'support', 'hr2', 'menuinstall']);
    expect(await menu.getByRole('link', { name: 'BOOK A RIDE' }).getAttribute('href')).toBe(
      '/book',
    );
    expect(await menu.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/help');
    expect(
      await menu.getByRole('button', { name: 'Install App on Your Home Screen' }).count(),
    ).toBe(1);
    expect(await menu.getByRole('link', { name: 'New booking' }).getAttribute('href')).toBe(
      '/book/routing',
    );
    await menu.getByRole('link', { name: 'Support' }).click();
    await page.waitForURL('**/help');
    await menu.waitFor({ state: 'detached' });
  });

  it('leaves the second link blank on acme, which does not allow registration', async () => {
    const { page } = await newPage(context());
    await page.goto('/book?coid=acme');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'SIGN IN' }).waitFor();
    expect(await menu.getByRole('link', { name: 'REGISTER' }).count()).toBe(0);
    expect(await menu.locator('.side-menu__account-links > *').count()).toBe(2);
    expect(await menu.getByRole('img', { name: 'Acme Chauffeurs' }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('shows the signed-in variant from the stored session values', async () => {
    const { page } = await newPage(context());
    const { email } = await signInNewRider(page);
    await page.goto('/book');
    const menu = await openMenu(page);
    await menu.getByText('Dana Rider').waitFor();
    await menu.getByText('Hello', { exact: true }).waitFor();
    await menu.getByText(email).waitFor();
    expect(await menu.getByRole('link', { name: 'VIEW PROFILE' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(await menu.getByRole('link', { name: 'SIGN OUT' }).getAttribute('href')).toBe('/logout');
    expect(await entryNames(page)).toEqual([
      'book',
      'hr1',
      'rides',
      'favorites',
      'payments',
      'support',
      'hr2',
      'menuinstall',
    ]);
    // CLARIFICATIONS 5: a signed-in rider reaches My Places from Favorites.
    const favorites = menu.getByRole('link', { name: 'Favorites' });
    expect(await favorites.getAttribute('aria-disabled')).toBeNull();
    expect(await favorites.getAttribute('href')).toBe('/my-places');
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'SIGN OUT' }).click();
    await page.waitForURL('**/book');
    await page.getByRole('banner').getByText('Hello', { exact: true }).waitFor();
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
  });

  it('resets the booking form on BOOK A RIDE', async () => {
    const { page } = await newPage(context());
    await page.goto('/help');
    await page.evaluate(() => {
      const form = JSON.parse(sessionStorage.getItem('bookingForm') ?? '{}') as {
        filters: { passengerCount: number };
        promoCode: string;
      };
      form.filters.passengerCount = 3;
      form.promoCode = 'SPRING';
      sessionStorage.setItem('bookingForm', JSON.stringify(form));
    });
    await page.reload();
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'BOOK A RIDE' }).click();
    await page.waitForURL('**/book');
    expect(await storedJson(page, 'session', 'bookingForm')).toMatchObject({
      promoCode: '',
      filters: { passengerCount: 1, luggageCount: 0, needsChildSeats: false, infantSeats: 0 },
      defaultPaymentCardId: 'new',
    });
  });
});

describe('bottom action sheet on the booking steps', () => {
  it('offers call, discard, sign in and cancel (iOS: cancel in its own block)', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/book/routing');
    await menuButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Booking Options' });
    await sheet.waitFor();
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    const call = sheet.getByRole('link', { name: 'Call Customer Service' });
    expect(await call.getAttribute('href')).toBe('tel:+12125550100');
    expect(await call.getAttribute('data-action-id')).toBe('0');
    expect(
      await sheet.getByRole('button', { name: 'Discard Booking' }).getAttribute('data-action-id'),
    ).toBe('1');
    expect(await sheet.getByRole('button', { name: 'Cancel' }).getAttribute('data-action-id')).toBe(
      '2',
    );
    expect(await sheet.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await sheet.locator('.sheet-group').count()).toBe(2);
    const red = await sheet
      .getByRole('button', { name: 'Discard Booking' })
      .evaluate((el) => getComputedStyle(el).color);
    expect(red).toBe('rgb(179, 38, 30)');
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/book/routing');
    expect(errors).toEqual([]);
  });

  it('discards the booking and goes to /book', async () => {
    const { page } = await newPage(context());
    await page.goto('/book/vehicleSelection');
    await page.evaluate(() => {
      const form = JSON.parse(sessionStorage.getItem('bookingForm') ?? '{}') as {
        driverNotes: string;
      };
      form.driverNotes = 'Gate code 1234';
      sessionStorage.setItem('bookingForm', JSON.stringify(form));
    });
    await page.reload();
    await menuButton(page).click();
    await page
      .getByRole('dialog', { name: 'Booking Options' })
      .getByRole('button', { name: 'Discard Booking' })
      .click();
    await page.waitForURL('**/book');
    expect(await storedJson(page, 'session', 'bookingForm')).toMatchObject({ driverNotes: '' });
  });

  it('has no Sign In entry for a signed-in rider', async () => {
    const { page } = await newPage(context());
    await signInNewRider(page);
    await page.goto('/book/confirmation');
    await menuButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Booking Options' });
    await sheet.getByRole('button', { name: 'Discard Booking' }).waitFor();
    expect(await sheet.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
  });
});
