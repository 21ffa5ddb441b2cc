import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import { captureRatesInputs, demoDate, lookupRates } from './booking-flow.ts';
import {
  desktopContext,
  expectNoAxeViolations,
  IPHONE_UA,
  phoneContext,
  useBrowser,
  usePhoneContext,
} from './browser.ts';
import { consoleSection, signInToConsole } from './console-support.ts';

/** What each language says at the steps the test walks through (the catalogs' own words). */
const WORDS = {
  en: {
    whereTo: 'Where to?',
    route: 'Your route',
    pickup: 'Pickup',
    dropOff: 'Drop-off',
    next: 'Next',
    date: 'Pickup date',
    time: 'Pickup time',
    title: 'Select a Vehicle',
    vehicles: 'Vehicles',
    menu: 'Menu',
    pickupEmpty: 'Enter Pickup Location',
    searchPickup: 'Search for a pickup location',
    searchDropOff: 'Search for a drop-off location',
  },
  es: {
    whereTo: '¿Adónde vamos?',
    route: 'Su ruta',
    pickup: 'Recogida',
    dropOff: 'Destino',
    next: 'Siguiente',
    date: 'Fecha de recogida',
    time: 'Hora de recogida',
    title: 'Elija un vehículo',
    vehicles: 'Vehículos',
    menu: 'Menú',
    pickupEmpty: 'Introduzca el lugar de recogida',
    searchPickup: 'Buscar un lugar de recogida',
    searchDropOff: 'Buscar un lugar de destino',
  },
  fr: {
    whereTo: 'Où allez-vous ?',
    route: 'Votre itinéraire',
    pickup: 'Prise en charge',
    dropOff: 'Destination',
    next: 'Suivant',
    date: 'Date de prise en charge',
    time: 'Heure de prise en charge',
    title: 'Choisissez un véhicule',
    vehicles: 'Véhicules',
    menu: 'Menu',
    pickupEmpty: 'Saisissez le lieu de prise en charge',
    searchPickup: 'Rechercher un lieu de prise en charge',
    searchDropOff: 'Rechercher un lieu de dépose',
  },
  de: {
    whereTo: 'Wohin?',
    route: 'Ihre Route',
    pickup: 'Abholung',
    dropOff: 'Ziel',
    next: 'Weiter',
    date: 'Abholdatum',
    time: 'Abholzeit',
    title: 'Fahrzeug wählen',
    vehicles: 'Fahrzeuge',
    menu: 'Menü',
    pickupEmpty: 'Abholort eingeben',
    searchPickup: 'Abholort suchen',
    searchDropOff: 'Zielort suchen',
  },
  ar: {
    whereTo: 'إلى أين؟',
    route: 'مسارك',
    pickup: 'الانطلاق',
    dropOff: 'الوجهة',
    next: 'التالي',
    date: 'تاريخ الانطلاق',
    time: 'وقت الانطلاق',
    title: 'اختر مركبة',
    vehicles: 'المركبات',
    menu: 'القائمة',
    pickupEmpty: 'أدخل موقع الانطلاق',
    searchPickup: 'ابحث عن موقع الانطلاق',
    searchDropOff: 'ابحث عن موقع الوصول',
  },
} as const;

type Language = keyof typeof WORDS;

/** The browser's locale for each language: a regional tag, as phones send them. */
const LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-MX',
  fr: 'fr-FR',
  de: 'de-DE',
  ar: 'ar-EG',
};

async function rootLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    direction: getComputedStyle(document.body).direction,
  }));
}

/** Opens a row's search, whose field is named in the language, and chooses the first match. */
async function choosePlace(
  page: Page,
  language: Language,
  row: string,
  searchLabel: string,
  typed: string,
) {
  const words = WORDS[language];
  await page
    .getByRole('list', { name: words.route })
    .getByRole('button', { name: new RegExp(row) })
    .click();
  await page.waitForURL('**/book/routing/search?**');
  await page.getByRole('searchbox', { name: searchLabel, exact: true }).fill(typed);
  await page
    .getByRole('button', { name: new RegExp(`^${typed}`) })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/book/routing');
}

describe('the booking in the phone’s language, /book to the vehicles (390×844)', () => {
  const { browser } = useBrowser();

  it.each(Object.keys(WORDS) as Language[])('in %s', async (language) => {
    const words = WORDS[language];
    const context = await phoneContext(browser(), IPHONE_UA, LOCALES[language]);
    try {
      const { page, errors } = await newPage(context);
      const ratesInputs = captureRatesInputs(page);
      // The server's first paint already speaks the phone's language.
      const first = await page.goto('/book');
      expect(await first?.text()).toContain(
        `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
      );
      await page.getByRole('link', { name: words.whereTo }).waitFor();
      expect(await rootLanguage(page)).toEqual({
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        direction: language === 'ar' ? 'rtl' : 'ltr',
      });
      // Mirrored right to left: the menu button sits at the start of the bar, on the left.
      const menu = await page.getByRole('button', { name: words.menu }).boundingBox();
      expect((menu?.x ?? 0) < 195).toBe(language === 'ar');
      await expectNoAxeViolations(page);
      await screenshotForReview(page, `languages-book-${language}`);

      await page.goto('/book/routing');
      // The empty pickup row's placeholder and the search fields' names are the language's too.
      await page
        .getByRole('list', { name: words.route })
        .getByText(words.pickupEmpty, { exact: true })
        .waitFor();
      await choosePlace(page, language, words.pickup, words.searchPickup, 'The Plaza');
      await choosePlace(
        page,
        language,
        words.dropOff,
        words.searchDropOff,
        'Grand Central Terminal',
      );
      // The map reads left to right in every language.
      const map = page.locator('.route-map');
      await map.waitFor();
      expect(await map.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      await page.getByRole('button', { name: words.next, exact: true }).click();

      await page.waitForURL('**/book/dateTimeSelection');
      await page.getByLabel(words.date, { exact: true }).fill(demoDate(2));
      const time = page.getByLabel(words.time, { exact: true });
      await time.selectOption({ index: 4 });
      await page.getByRole('button', { name: words.next, exact: true }).click();

      await page.waitForURL('**/book/vehicleSelection');
      await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
      await page.getByRole('heading', { name: words.vehicles }).waitFor();
      const list = page.locator('.vehicle-list');
      await list.getByRole('article').first().waitFor();
      await page.locator('.vehicles[aria-busy="false"]').waitFor();
      // Prices in the company's currency, written the language's way.
      const rates = await lookupRates(ratesInputs.at(-1));
      const price = new Intl.NumberFormat(language, {
        style: 'currency',
        currency: rates.currencyCode,
        currencyDisplay: 'narrowSymbol',
      });
      const cheapest = rates.vehicles.toSorted((a, b) => a.amount - b.amount)[0]!;
      const shown = await list.locator('.vehicle__price').first().textContent();
      expect(shown).toBe(
        language === 'en' ? `$${cheapest.amount.toFixed(2)}` : price.format(cheapest.amount),
      );
      await expectNoAxeViolations(page);
      await screenshotForReview(page, `languages-vehicles-${language}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the rider’s own choice of language', () => {
  const { context } = usePhoneContext();

  it('is made in the side menu, kept on the phone, and outranks the browser’s', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/book');
    await page.getByRole('link', { name: 'Where to?' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('dialog').getByText('Langue').waitFor();
    expect(await rootLanguage(page)).toMatchObject({ lang: 'fr', dir: 'ltr' });
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await page.reload();
    await page.getByRole('link', { name: 'Où allez-vous ?' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
    expect(await rootLanguage(page)).toMatchObject({ lang: 'fr' });
    expect(errors).toEqual([]);
  });
});

describe('the company’s languages in the console (1280×800)', () => {
  const { browser } = useBrowser();

  async function saveLanguages(page: Page, offered: readonly string[], fallback: string) {
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Languages' }) });
    for (const name of ['English', 'Español', 'Français', 'Deutsch', 'العربية']) {
      await form.getByLabel(name).setChecked(offered.includes(name));
    }
    await form.getByLabel('Default language').selectOption({ label: fallback });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Saved').waitFor();
  }

  it('offers riders the languages the admin chose, the default for the rest', async () => {
    const context = await desktopContext(browser());
    const phone = await phoneContext(browser(), IPHONE_UA, 'de-DE');
    const { page, errors } = await newPage(context);
    let changed = false;
    try {
      await signInToConsole(page);
      await consoleSection(page, 'Company & texts').click();
      await page.getByRole('heading', { name: 'Languages' }).waitFor();
      // A default the company does not offer is refused on the spot.
      const form = page.locator('form', { has: page.getByRole('heading', { name: 'Languages' }) });
      await form.getByLabel('Deutsch').setChecked(false);
      await form.getByLabel('Default language').selectOption({ label: 'Deutsch' });
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('The default language must be one of those offered.').waitFor();
      await expectNoAxeViolations(page);

      changed = true;
      await saveLanguages(page, ['English', 'Español'], 'Español');
      const rider = await phone.newPage();
      await rider.goto('/book');
      // German is not offered: the phone gets the company's default, and only two to choose from.
      await rider.getByRole('link', { name: '¿Adónde vamos?' }).waitFor();
      await rider.getByRole('button', { name: 'Menú' }).click();
      const picker = rider.getByLabel('Idioma');
      await picker.waitFor();
      expect(await picker.locator('option').allTextContents()).toEqual(['English', 'Español']);
      expect(errors).toEqual([]);
    } finally {
      // The demo company as the other files expect it: every language, English by default.
      if (changed)
        await saveLanguages(
          page,
          ['English', 'Español', 'Français', 'Deutsch', 'العربية'],
          'English',
        );
      await phone.close();
      await context.close();
    }
  });
});
