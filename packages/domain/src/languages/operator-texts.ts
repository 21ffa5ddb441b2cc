import { isLanguage, LANGUAGES, type Language } from './languages.ts';

/**
 * An operator's own text (terms, privacy policy, a rental agreement, a notice's opening sentence)
 * by language: each language written, absent when not. Decision 100.
 */
export type OperatorTexts = Readonly<Partial<Record<Language, string>>>;

const writtenIn = (texts: OperatorTexts, candidate: string) =>
  isLanguage(candidate) && texts[candidate] ? texts[candidate] : undefined;

/**
 * The operator's text for riders in `language` where there is a standard text to fall back on
 * (a notice's opening sentence): theirs when written, else the company's default language's;
 * empty when neither is, the standard text's turn.
 */
export function writtenTextIn(
  texts: OperatorTexts,
  language: Language,
  defaultLanguage: string,
): string {
  return writtenIn(texts, language) ?? writtenIn(texts, defaultLanguage) ?? '';
}

/**
 * The text riders in `language` read where the operator's is all there is (terms, privacy, a
 * rental agreement): as writtenTextIn, else (the default changed after the texts were written)
 * the first written in the apps' order; empty when none is.
 */
export function operatorTextIn(
  texts: OperatorTexts,
  language: Language,
  defaultLanguage: string,
): string {
  return (
    writtenTextIn(texts, language, defaultLanguage) ||
    (LANGUAGES.map((candidate) => writtenIn(texts, candidate)).find(Boolean) ?? '')
  );
}

/**
 * The texts with one language's text replaced; an empty text removes that language (its riders
 * then read the default language's).
 */
export function withOperatorText(
  texts: OperatorTexts,
  language: Language,
  text: string,
): OperatorTexts {
  const { [language]: _replaced, ...others } = texts;
  return text ? { ...others, [language]: text } : others;
}

/**
 * The languages an operator writes texts in: the company's default first, then the others it
 * offers, in its order (an unknown default reads as English).
 */
export function textLanguages(
  defaultLanguage: string,
  offered: readonly string[],
): [Language, ...Language[]] {
  const first: Language = isLanguage(defaultLanguage) ? defaultLanguage : 'en';
  const others = offered.filter(
    (language): language is Language => isLanguage(language) && language !== first,
  );
  return [first, ...others];
}

/** Why an operator's text cannot be written in this language; null when it can. */
export function operatorTextLanguageError(
  language: string,
  offeredLanguages: readonly string[],
): string | null {
  if (!isLanguage(language))
    return `"${language}" is not a language riders can be offered (${LANGUAGES.join(', ')}).`;
  if (!offeredLanguages.includes(language))
    return 'Write texts in one of the languages riders are offered.';
  return null;
}
