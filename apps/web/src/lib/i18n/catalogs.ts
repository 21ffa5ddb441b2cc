import type { Messages } from '@lingui/core';
import type { Language } from '@ride/domain';
import type { CatalogName } from './catalog-groups.ts';

interface LanguageModule {
  messages: Messages;
  catalogs: Record<string, () => Promise<{ messages: Messages }>>;
}

/**
 * Each language is a chunk of its own (issue 34 §6), English too: its common catalog and the way
 * to its others, each a chunk of its own too, so the app's entry names five chunks, not every
 * catalog of every language; a screen loads `common` and its own catalogs, in the rider's
 * language only (decisions 93, 98).
 */
const LANGUAGE_MODULES: Record<Language, () => Promise<LanguageModule>> = {
  en: () => import('../../locales/en.ts'),
  es: () => import('../../locales/es.ts'),
  fr: () => import('../../locales/fr.ts'),
  de: () => import('../../locales/de.ts'),
  ar: () => import('../../locales/ar.ts'),
};

export async function loadCatalog(catalog: CatalogName, language: Language): Promise<Messages> {
  const module = await LANGUAGE_MODULES[language]();
  if (catalog === 'common') return module.messages;
  const load = module.catalogs[`./${catalog}/${language}.po`];
  if (!load) throw new Error(`No ${language} catalog ${catalog}: run npm run i18n:extract`);
  return (await load()).messages;
}
