import { setupI18n, type I18n } from '@lingui/core';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from '@ride/domain';
import ar from '../locales/ar.po?raw';
import de from '../locales/de.po?raw';
import en from '../locales/en.po?raw';
import es from '../locales/es.po?raw';
import fr from '../locales/fr.po?raw';

const SOURCES: Record<Language, string> = { en, es, fr, de, ar };

/**
 * One catalog's messages compiled for Lingui's core: the PO file (bundled into the server as text)
 * read by Lingui's own PO format, each translation compiled once.
 */
function compiledCatalog(language: Language) {
  const catalog = formatter().parse(SOURCES[language], {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename: `${language}.po`,
  }) as CatalogType;
  return Object.fromEntries(
    Object.entries(catalog).map(([id, entry]) => [
      id,
      compileMessage(entry.translation || entry.message || id),
    ]),
  );
}

function instanceOf(language: Language): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: compiledCatalog(language) } });
  // A message a catalog lacks still reads as its English text, compiled when first asked for.
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** Every language's catalog, compiled when the server starts (a few milliseconds). */
const INSTANCES = new Map<Language, I18n>(
  LANGUAGES.map((language) => [language, instanceOf(language)]),
);

/** Lingui's core set to one language: `i18n._('English text', { values })`. */
export function i18nFor(language: Language): I18n {
  return INSTANCES.get(language)!;
}

/** English, the spec's own wording: what a message reads when no language is known. */
export const english: I18n = i18nFor('en');
