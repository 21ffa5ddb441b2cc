/** The languages the apps are translated into (issue 34); English is the spec's own wording. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'en';

/** Each language named in itself, as a rider looking for their own reads it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** The language of a BCP 47 tag ("es-MX" → "es"), when it is one of ours. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return isLanguage(primary) ? primary : null;
}

export interface LanguageChoice {
  /** What the rider chose (side menu, profile); null when they never did. */
  own: string | null | undefined;
  /** The browser's languages, preferred first (navigator.languages, Accept-Language). */
  browser: readonly string[];
  /** What the company offers; its default is among them. */
  offered: readonly string[];
  companyDefault: string;
}

/**
 * The language a rider sees: their own choice, else the first of the browser's languages the
 * company offers, else the company's default (issue 34 §3). A choice the company no longer offers
 * is passed over like one never made.
 */
export function chooseLanguage({
  own,
  browser,
  offered,
  companyDefault,
}: LanguageChoice): Language {
  const offers = (language: Language | null): language is Language =>
    language !== null && offered.includes(language);
  const chosen = own ? languageOfTag(own) : null;
  if (offers(chosen)) return chosen;
  for (const tag of browser) {
    const language = languageOfTag(tag);
    if (offers(language)) return language;
  }
  return isLanguage(companyDefault) ? companyDefault : SOURCE_LANGUAGE;
}

/** The tags of an Accept-Language header, highest weight first (q=0 dropped). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Problems with a company's language settings, by field; none when they are sound: known
 * languages, no repeats, at least one offered, and the default among them.
 */
export function languageSettingsError(
  defaultLanguage: string,
  offeredLanguages: readonly string[],
): { field: 'defaultLanguage' | 'offeredLanguages'; message: string } | null {
  const unknown = offeredLanguages.find((language) => !isLanguage(language));
  if (unknown !== undefined) {
    return {
      field: 'offeredLanguages',
      message: `"${unknown}" is not a language riders can be offered (${LANGUAGES.join(', ')}).`,
    };
  }
  if (offeredLanguages.length === 0) {
    return { field: 'offeredLanguages', message: 'Offer riders at least one language.' };
  }
  if (new Set(offeredLanguages).size !== offeredLanguages.length) {
    return { field: 'offeredLanguages', message: 'Each language may be offered once.' };
  }
  if (!isLanguage(defaultLanguage)) {
    return {
      field: 'defaultLanguage',
      message: `"${defaultLanguage}" is not a language riders can be offered (${LANGUAGES.join(', ')}).`,
    };
  }
  if (!offeredLanguages.includes(defaultLanguage)) {
    return {
      field: 'defaultLanguage',
      message: 'The default language must be one of those offered.',
    };
  }
  return null;
}
