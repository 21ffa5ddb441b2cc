import type { Messages } from '@lingui/core';
import type { Language } from '@ride/domain';

/**
 * Every catalog is a chunk of its own, loaded with its language only (issue 34 §6); English too,
 * which keeps /book's first load within its 100 kB (issue 35 §2). The first render waits for it,
 * behind the server's skeleton (decisions 92, 93).
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
