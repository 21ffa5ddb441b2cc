import type { Messages } from '@lingui/core';
import type { Language } from '@ride/domain';

/**
 * Each catalog is a chunk of its own, loaded with its language only, English too (decision 96):
 * the console's first render waits for the one it shows.
 */
const LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  es: () => import('../../locales/es.po'),
  fr: () => import('../../locales/fr.po'),
  de: () => import('../../locales/de.po'),
  ar: () => import('../../locales/ar.po'),
};

export async function loadCatalog(language: Language): Promise<Messages> {
  return (await LOADERS[language]()).messages;
}
