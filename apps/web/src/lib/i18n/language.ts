import { i18n } from '@lingui/core';
import { chooseLanguage, isLanguage, textDirection, type Language } from '@ride/domain';
import { readText, removeItem, writeText } from '../storage.ts';
import { createStore, useStore } from '../store.ts';
import { loadCatalog } from './catalogs.ts';

/** The language the rider chose on this phone (a guest's only record of it). */
export const LANGUAGE_KEY = 'language';

interface CompanyLanguages {
  defaultLanguage: string;
  offeredLanguages: readonly string[];
}

const FALLBACK: CompanyLanguages = { defaultLanguage: 'en', offeredLanguages: ['en'] };

/** What the rider sees now, and what the company offers them to choose from. */
export const languageStore = createStore<{ language: Language; offered: readonly Language[] }>({
  language: 'en',
  offered: ['en'],
});

let company: CompanyLanguages = FALLBACK;
let latest = 0;

function ownChoice(): string | null {
  return readText('local', LANGUAGE_KEY);
}

/** Loads the language's catalog, then switches the app and the page's lang and dir to it. */
async function show(language: Language): Promise<void> {
  const ticket = ++latest;
  const messages = await loadCatalog(language);
  // A later choice made while this catalog loaded wins.
  if (ticket !== latest) return;
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  languageStore.set({
    language,
    offered: company.offeredLanguages.filter(isLanguage),
  });
}

/** The rider's language by issue 34 §3: their own choice, the browser's, the company's default. */
export function currentChoice(): Language {
  return chooseLanguage({
    own: ownChoice(),
    browser: navigator.languages ?? [navigator.language],
    offered: company.offeredLanguages,
    companyDefault: company.defaultLanguage,
  });
}

/** Starts the app in the rider's language; resolves once its catalog is in. */
export function startLanguage(languages: CompanyLanguages | null): Promise<void> {
  company = languages ?? FALLBACK;
  return show(currentChoice());
}

/** The rider's own choice: kept on this phone, and shown at once. */
export function chooseOwnLanguage(language: Language): Promise<void> {
  writeText('local', LANGUAGE_KEY, language);
  return show(currentChoice());
}

/** A signed-in rider's choice kept on the server wins over this phone's (or none). */
export function adoptSavedLanguage(language: string | null | undefined): Promise<void> {
  if (!language || !isLanguage(language) || language === ownChoice()) return Promise.resolve();
  return chooseOwnLanguage(language);
}

export function forgetOwnLanguage(): Promise<void> {
  removeItem('local', LANGUAGE_KEY);
  return show(currentChoice());
}

export function useLanguage() {
  return useStore(languageStore);
}
