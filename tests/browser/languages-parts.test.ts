import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, IPHONE_UA, phoneContext, usePhoneContext } from './browser.ts';
import { DEMO_DRIVER } from './ride-support.ts';

const { browser, context } = usePhoneContext();

/** "Close menu" in the language just chosen. */
const CLOSE = { es: 'Cerrar el menú', de: 'Menü schließen' } as const;

/** The side menu's words in the language shown before the choice. */
const MENU = {
  en: { menu: 'Menu', language: 'Language' },
  es: { menu: 'Menú', language: 'Idioma' },
} as const;

/** Another language, chosen in the side menu as a rider does; the menu closed after. */
async function chooseLanguage(page: Page, shown: keyof typeof MENU, language: keyof typeof CLOSE) {
  await page.getByRole('banner').getByRole('button', { name: MENU[shown].menu }).click();
  await page.getByRole('dialog').getByLabel(MENU[shown].language).selectOption(language);
  await page.getByRole('dialog').getByRole('button', { name: CLOSE[language] }).click();
}

describe('the parts with catalogs of their own, in the rider’s language', () => {
  it('shows the card entry in Spanish', async () => {
    const { page, errors } = await newPage(context());
    await signInNewRider(page, { withDemoAddress: true });
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto('/my-payments/addNew');
    await page.getByText('Confirme que es una persona para añadir una tarjeta.').waitFor();
    await page.getByText(/not a robot/i).click();
    await page.getByLabel('Nombre del titular').waitFor({ timeout: 30_000 });
    const same = page.getByRole('checkbox', {
      name: 'La dirección de facturación es la misma que la predeterminada de mi perfil',
    });
    await same.uncheck();
    await page.getByRole('group', { name: 'Dirección de facturación' }).waitFor();
    await page.getByLabel('Dirección de facturación, línea 1').waitFor();
    await page.getByLabel('País').waitFor();
    await page.frameLocator('iframe[title="Datos de la tarjeta"]').locator('body').waitFor();
    await page.getByRole('button', { name: 'Añadir una tarjeta de crédito' }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('switches a lazy part’s texts with the language while it is shown', async () => {
    const { page, errors } = await newPage(context());
    await signInNewRider(page);
    await page.goto('/profile');
    // The notification choices are a lazy part of /profile with the `notices` catalog.
    await page.getByRole('heading', { name: 'Notifications', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Save Notification Choices' }).waitFor();

    await chooseLanguage(page, 'en', 'es');
    await page.getByRole('heading', { name: 'Notificaciones', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Guardar preferencias de notificación' }).waitFor();
    await page.getByRole('group', { name: 'Recibos y reembolsos' }).waitFor();

    await chooseLanguage(page, 'es', 'de');
    await page.getByRole('heading', { name: 'Benachrichtigungen', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Benachrichtigungseinstellungen speichern' }).waitFor();
    expect(await page.getByText('Receipts and refunds').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the driver page in the phone’s Spanish, asks the server in it, and follows a language chosen on it', async () => {
    const phone = await phoneContext(browser(), IPHONE_UA, 'es-MX');
    try {
      const { page, errors } = await newPage(phone);
      const languages: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.method() === 'POST') {
          languages.push(request.headers()['accept-language'] ?? '');
        }
      });
      await page.goto('/driver');
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'Conductor', level: 1 }).waitFor();
      await main.getByText(/^Inicie sesión con su cuenta de conductor de /).waitFor();
      await main.getByLabel('Correo electrónico').fill(DEMO_DRIVER.email);
      await main.getByLabel('Contraseña').fill(DEMO_DRIVER.password);
      await main.getByRole('button', { name: 'Iniciar sesión' }).click();

      await main.getByRole('heading', { name: 'Sus viajes' }).waitFor();
      await main.getByRole('heading', { name: 'Viajes abiertos' }).waitFor();
      await main.getByRole('heading', { name: 'Aceptar un viaje' }).waitFor();
      await main.getByLabel('Número de confirmación').waitFor();
      await main.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
      expect(languages.length).toBeGreaterThan(1);
      expect(new Set(languages)).toEqual(new Set(['es']));
      await expectNoAxeViolations(page);

      // Another language chosen on the page (it has no side menu) while signed in: the page and
      // its next calls follow, and the choice stays on the phone.
      languages.length = 0;
      await main.getByLabel('Idioma').selectOption('de');
      await main.getByRole('heading', { name: 'Fahrer', level: 1 }).waitFor();
      await main.getByRole('heading', { name: 'Ihre Fahrten' }).waitFor();
      await main.getByRole('heading', { name: 'Offene Fahrten' }).waitFor();
      await main.getByLabel('Bestätigungsnummer').waitFor();
      await main.getByRole('button', { name: 'Abmelden' }).waitFor();
      await main.getByLabel('Sprache').waitFor();
      expect(await main.getByText('Sus viajes').count()).toBe(0);
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await page.reload();
      await main.getByRole('heading', { name: 'Ihre Fahrten' }).waitFor();
      expect(languages.length).toBeGreaterThan(0);
      expect(new Set(languages)).toEqual(new Set(['de']));
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
