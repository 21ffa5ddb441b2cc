import { i18n } from '@lingui/core';
import {
  chooseLanguage,
  isLanguage,
  LANGUAGES,
  SOURCE_LANGUAGE,
  textDirection,
  type Language,
} from '@ride/domain';
import { useSyncExternalStore } from 'react';
import { loadCatalog } from './catalogs.ts';

/** The language the signed-in staff member chose, remembered on this browser for the next start. */
export const CONSOLE_LANGUAGE_KEY = 'consoleLanguage';

let current: Language = SOURCE_LANGUAGE;
let latest = 0;
/** The staff user whose saved language the console has taken (once per sign-in). */
let adoptedFor: string | null = null;
const listeners = new Set<() => void>();

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CONSOLE_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

function store(language: Language | null): void {
  try {
    if (language) localStorage.setItem(CONSOLE_LANGUAGE_KEY, language);
    else localStorage.removeItem(CONSOLE_LANGUAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/**
 * The console's language (decision 96): the staff member's own choice, else the first of the
 * browser's languages the console speaks (by primary subtag), else English. Staff may use any
 * of them, whatever the company offers its riders.
 */
export function consoleLanguageChoice(own: string | null, browser: readonly string[]): Language {
  return chooseLanguage({ own, browser, offered: LANGUAGES, companyDefault: SOURCE_LANGUAGE });
}

/** Loads the language's catalog, then switches the console and the page's lang and dir to it. */
async function show(language: Language): Promise<void> {
  const ticket = ++latest;
  const messages = await loadCatalog(language);
  // A later choice made while this catalog loaded wins.
  if (ticket !== latest) return;
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  current = language;
  for (const listener of listeners) listener();
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Starts the console in this browser's language; resolves once its catalog is in. */
export function startLanguage(): Promise<void> {
  return show(consoleLanguageChoice(storedChoice(), browserLanguages()));
}

/** The staff member's choice in the console: shown at once and remembered here. */
export function chooseConsoleLanguage(language: Language): Promise<void> {
  store(language);
  return show(language);
}

/**
 * The language saved on a signed-in staff member's account, taken once per sign-in: theirs when
 * they chose one, else the browser's.
 */
export function adoptSavedLanguage(userId: string, saved: string | null): Promise<void> {
  if (adoptedFor === userId) return Promise.resolve();
  adoptedFor = userId;
  store(isLanguage(saved) ? saved : null);
  const language = consoleLanguageChoice(saved, browserLanguages());
  return language === current ? Promise.resolve() : show(language);
}

/** Signing out: the next sign-in takes its own saved language again. */
export function forgetAdoptedLanguage(): void {
  adoptedFor = null;
}

export function currentLanguage(): Language {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsoleLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}
