import { i18n } from '@lingui/core';
import { chooseLanguage, isLanguage, textDirection, type Language } from '@ride/domain';
import { readText, removeItem, writeText } from '../storage.ts';
import { createStore, useStore } from '../store.ts';
import type { CatalogName } from './catalog-groups.ts';
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

/** Catalogs asked for, by "language/catalog"; those in `loaded` are in Lingui's messages. */
const requested = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** What a screen waits for, by "language:catalogs", the same promise on every render. */
const waits = new Map<string, Promise<void>>();
/** The catalogs of the screen shown (beyond `common`), which a change of language loads too. */
let screenCatalogs: readonly CatalogName[] = [];
/** Those of the lazy parts shown in it (each part's own list), loaded by a change of language too. */
const partCatalogs = new Set<{ catalogs: readonly CatalogName[] }>();

const shownCatalogs = (): CatalogName[] => [
  ...new Set([...screenCatalogs, ...[...partCatalogs].flatMap((part) => part.catalogs)]),
];
/** The language shown, or being loaded to be shown. */
let target: Language = 'en';

/** Loads one catalog of a language into Lingui's messages of that language (they merge). */
function loadInto(language: Language, catalog: CatalogName): Promise<void> {
  const key = `${language}/${catalog}`;
  let request = requested.get(key);
  if (!request) {
    request = loadCatalog(catalog, language).then(
      (messages) => {
        i18n.load(language, messages);
        loaded.add(key);
      },
      (error: unknown) => {
        // Asked again on the next screen or render: a failed chunk (offline) is not kept.
        requested.delete(key);
        throw error;
      },
    );
    requested.set(key, request);
  }
  return request;
}

function loadAll(language: Language, catalogs: readonly CatalogName[]): Promise<void> {
  return Promise.all(['common' as const, ...catalogs].map((c) => loadInto(language, c))).then(
    () => undefined,
  );
}

/** Loads the language's catalogs for the screen shown, then switches the app and the page to it. */
async function show(language: Language): Promise<void> {
  const ticket = ++latest;
  target = language;
  await loadAll(language, shownCatalogs());
  // A later choice made while these catalogs loaded wins.
  if (ticket !== latest) return;
  i18n.activate(language);
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  languageStore.set({
    language,
    offered: company.offeredLanguages.filter(isLanguage),
  });
}

/** Loads a screen's catalogs in the language shown (or about to be), beside its chunk. */
export function loadScreenCatalogs(catalogs: readonly CatalogName[]): Promise<void> {
  return loadAll(target, catalogs);
}

/**
 * null when a screen's catalogs are in for the language, else what to wait for (the same promise
 * until then, for React's `use`); remembers them as the screen's for a change of language.
 */
export function screenCatalogsPending(
  language: Language,
  catalogs: readonly CatalogName[],
): Promise<void> | null {
  screenCatalogs = catalogs;
  return catalogsPending(language, catalogs);
}

/** null when these catalogs are in for the language, else what to wait for (the same promise). */
export function catalogsPending(
  language: Language,
  catalogs: readonly CatalogName[],
): Promise<void> | null {
  if (['common', ...catalogs].every((c) => loaded.has(`${language}/${c}`))) return null;
  const key = `${language}:${catalogs.join()}`;
  let wait = waits.get(key);
  if (!wait) {
    wait = loadAll(language, catalogs).finally(() => waits.delete(key));
    waits.set(key, wait);
  }
  return wait;
}

/**
 * A lazy part's catalogs, shown beside the screen's until the returned function drops them: a
 * change of language loads them with the screen's before it switches.
 */
export function showPartCatalogs(catalogs: readonly CatalogName[]): () => void {
  const part = { catalogs };
  partCatalogs.add(part);
  return () => {
    partCatalogs.delete(part);
  };
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

/**
 * Starts the app in the rider's language; resolves once its `common` catalog and the first
 * screen's are in.
 */
export function startLanguage(
  languages: CompanyLanguages | null,
  firstScreenCatalogs: readonly CatalogName[] = [],
): Promise<void> {
  company = languages ?? FALLBACK;
  screenCatalogs = firstScreenCatalogs;
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
