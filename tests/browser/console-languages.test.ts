import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import { callApi } from './auth-support.ts';
import { expectNoAxeViolations, IPHONE_UA, phoneContext, useBrowser } from './browser.ts';
import {
  acceptByApi,
  adminSignIn,
  consoleAdmin,
  invitationLinkFor,
  inviteByApi,
  staffSignIn,
} from './console-support.ts';

/** What each language says on the sign-in and the dispatch board (the console's catalogs). */
const WORDS = {
  en: {
    console: 'Operator console',
    companyId: 'Company ID',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    sections: 'Console sections',
    board: 'Dispatch board',
    filters: 'Filters',
    signOut: 'Sign out',
  },
  es: {
    console: 'Consola del operador',
    companyId: 'ID de empresa',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    sections: 'Secciones de la consola',
    board: 'Panel de despacho',
    filters: 'Filtros',
    signOut: 'Cerrar sesión',
  },
  fr: {
    console: 'Console opérateur',
    companyId: 'Identifiant de l’entreprise',
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    sections: 'Sections de la console',
    board: 'Tableau de répartition',
    filters: 'Filtres',
    signOut: 'Se déconnecter',
  },
  de: {
    console: 'Betreiberkonsole',
    companyId: 'Unternehmens-ID',
    email: 'E-Mail',
    password: 'Passwort',
    signIn: 'Anmelden',
    sections: 'Bereiche der Konsole',
    board: 'Dispositionstafel',
    filters: 'Filter',
    signOut: 'Abmelden',
  },
  ar: {
    console: 'لوحة تحكم المشغّل',
    companyId: 'معرّف الشركة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    sections: 'أقسام لوحة التحكم',
    board: 'لوحة التوزيع',
    filters: 'عوامل التصفية',
    signOut: 'تسجيل الخروج',
  },
} as const;

type Language = keyof typeof WORDS;

/** The browser's locale for each language: a regional tag, as browsers send them. */
const LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  ar: 'ar-SA',
};

const DISPATCHER = { coid: 'demo', email: 'dispatcher@demo.test', password: 'Demo!Dispatch2026' };

async function rootLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    direction: getComputedStyle(document.body).direction,
  }));
}

async function expectLanguage(page: Page, language: Language) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  expect(await rootLanguage(page)).toEqual({ lang: language, dir, direction: dir });
}

/**
 * Signs in on a sign-in page in `language`, then waits for the console's sections in `shown`: the
 * staff member's saved language, when it differs, replaces the page's as soon as it is read.
 */
async function signIn(page: Page, language: Language, who = DISPATCHER, shown = language) {
  const words = WORDS[language];
  await page.getByLabel(words.companyId).fill(who.coid);
  await page.getByLabel(words.email, { exact: true }).fill(who.email);
  await page.getByLabel(words.password).fill(who.password);
  await page.getByRole('button', { name: words.signIn }).click();
  await page.getByRole('navigation', { name: WORDS[shown].sections }).waitFor();
}

describe('the console in the browser’s language, sign-in and dispatch board (390×844)', () => {
  const { browser } = useBrowser();

  it.each(Object.keys(WORDS) as Language[])('in %s', async (language) => {
    const words = WORDS[language];
    const context = await phoneContext(browser(), IPHONE_UA, LOCALES[language]);
    try {
      const { page, errors } = await newPage(context);
      await page.goto('/console/sign-in');
      await page.getByRole('heading', { level: 1, name: words.console }).waitFor();
      await expectLanguage(page, language);
      await expectNoAxeViolations(page);
      await screenshotForReview(page, `console-languages-sign-in-${language}`);

      await signIn(page, language);
      await page.goto('/console/dispatch');
      const heading = page.getByRole('heading', { level: 1, name: words.board });
      await heading.waitFor();
      await page.locator('.board-filters-panel summary', { hasText: words.filters }).waitFor();
      // The board has read its rides (the list, or that none match).
      await page.locator('section[aria-labelledby="board-rides"]').waitFor();
      await expectLanguage(page, language);
      // Mirrored right to left: the heading starts at the right edge, sign-out sits at the left.
      const box = await heading.boundingBox();
      const signOut = await page.getByRole('button', { name: words.signOut }).boundingBox();
      if (language === 'ar') {
        expect(box!.x + box!.width).toBeGreaterThan(300);
        expect(signOut!.x).toBeLessThan(195);
      } else {
        expect(box!.x).toBeLessThan(60);
      }
      await expectNoAxeViolations(page);
      await screenshotForReview(page, `console-languages-board-${language}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a staff member’s own console language', () => {
  const { browser } = useBrowser();

  it('is chosen in the shell, kept on their account, and outranks the browser’s', async () => {
    const admin = await adminSignIn();
    const email = `console-language-${Date.now()}@example.test`;
    await inviteByApi(admin, email, 'DISPATCHER');
    await acceptByApi(await invitationLinkFor(email), 'Lena', 'Vogel');
    const member = { coid: 'demo', email, password: 'Console!Staff2026' };

    const english = await phoneContext(browser(), IPHONE_UA, 'en-US');
    const french = await phoneContext(browser(), IPHONE_UA, 'fr-FR');
    try {
      const { page, errors } = await newPage(english);
      await page.goto('/console/sign-in');
      await signIn(page, 'en', member);
      await page.getByLabel('Language').selectOption('de');
      await page.getByRole('button', { name: WORDS.de.signOut }).waitFor();
      await expectLanguage(page, 'de');
      await page.reload();
      await page.getByRole('navigation', { name: WORDS.de.sections }).waitFor();
      expect(errors).toEqual([]);

      // Kept on the account: another browser in French opens the console in German.
      const tokens = await staffSignIn(email, member.password);
      const viewer = await callApi<{ consoleViewer: { language: string | null } }>(
        'query { consoleViewer { language } }',
        {},
        { Authorization: `Bearer ${tokens.accessToken}` },
      );
      expect(viewer.data?.consoleViewer.language).toBe('de');
      const other = await newPage(french);
      await other.page.goto('/console/sign-in');
      await other.page.getByRole('heading', { level: 1, name: WORDS.fr.console }).waitFor();
      await signIn(other.page, 'fr', member, 'de');
      await other.page.getByRole('button', { name: WORDS.de.signOut }).waitFor();
      await expectLanguage(other.page, 'de');
      expect(other.errors).toEqual([]);
    } finally {
      await english.close();
      await french.close();
    }
  });
});

/** What Spanish and Arabic say on an admin's booking rules and money screens. */
const ADMIN_WORDS = {
  es: {
    rules: 'Reglas de reserva',
    leadTimes: 'Plazos de antelación',
    saveLeadTimes: 'Guardar plazos de antelación',
    leadTimesSaved: 'Plazos de antelación guardados.',
    serviceArea: 'Zona de servicio',
    money: 'Dinero',
    ridesCharged: 'Viajes cobrados',
    summaryOf: /^Resumen del /,
  },
  ar: {
    rules: 'قواعد الحجز',
    leadTimes: 'المهل المسبقة',
    saveLeadTimes: 'حفظ المهل المسبقة',
    leadTimesSaved: 'تم حفظ المهل المسبقة.',
    serviceArea: 'منطقة الخدمة',
    money: 'المال',
    ridesCharged: 'الرحلات المحصّلة',
    summaryOf: /^ملخص من /,
  },
} as const;

describe('an admin’s booking rules and money in Spanish and Arabic (390×844)', () => {
  const { browser } = useBrowser();

  it.each(['es', 'ar'] as const)('in %s', async (language) => {
    const words = ADMIN_WORDS[language];
    const context = await phoneContext(browser(), IPHONE_UA, LOCALES[language]);
    try {
      const { page, errors } = await newPage(context);
      await page.goto('/console/sign-in');
      await signIn(page, language, { coid: 'demo', ...consoleAdmin() });

      await page.goto('/console/policies');
      const heading = page.getByRole('heading', { level: 1, name: words.rules });
      await heading.waitFor();
      await page.getByRole('heading', { level: 2, name: words.serviceArea }).waitFor();
      await expectLanguage(page, language);
      // Saving the lead times as they are: the form's own words say it saved.
      const leadTimes = page.locator('form', {
        has: page.getByRole('heading', { level: 2, name: words.leadTimes }),
      });
      await leadTimes.getByRole('button', { name: words.saveLeadTimes }).click();
      await leadTimes.getByRole('status').filter({ hasText: words.leadTimesSaved }).waitFor();
      const box = await heading.boundingBox();
      if (language === 'ar') expect(box!.x + box!.width).toBeGreaterThan(300);
      else expect(box!.x).toBeLessThan(60);
      await expectNoAxeViolations(page);
      await screenshotForReview(page, `console-languages-policies-${language}`);

      await page.goto('/console/money');
      await page.getByRole('heading', { level: 1, name: words.money }).waitFor();
      const summary = page.getByRole('heading', { level: 2, name: words.summaryOf });
      await summary.waitFor();
      await page.getByText(words.ridesCharged, { exact: true }).waitFor();
      // The range's days are written the language's way, not as ISO dates.
      expect(await summary.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      await expectLanguage(page, language);
      await expectNoAxeViolations(page);
      await screenshotForReview(page, `console-languages-money-${language}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
