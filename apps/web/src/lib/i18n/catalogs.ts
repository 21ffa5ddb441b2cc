import type { Messages } from '@lingui/core';
import type { Language } from '@ride/domain';
import { messages as english } from '../../locales/en.po';

/**
 * English comes with the app: it is the spec's own wording and most riders' first paint. Every
 * other catalog is a chunk of its own, loaded with its language only (issue 34 §6).
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es.po'),
  fr: () => import('../../locales/fr.po'),
  de: () => import('../../locales/de.po'),
  ar: () => import('../../locales/ar.po'),
};

export async function loadCatalog(language: Language): Promise<Messages> {
  if (language === 'en') return english;
  return (await LOADERS[language]()).messages;
}
