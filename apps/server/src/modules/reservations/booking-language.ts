import { acceptLanguageTags, chooseLanguage, isLanguage, type Language } from '@ride/domain';
import { badUserInput } from '../../core/errors.ts';

interface CompanyLanguages {
  offered_languages: string[];
  default_language: string;
}

/**
 * The language a ride is booked in, kept with it for its messages (decision 97): the app's chosen
 * language when it sends one (refused unless the company offers it), else the first of the
 * request's Accept-Language the company offers, else the company's default.
 */
export function bookingLanguageOf(
  company: CompanyLanguages,
  chosen: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  const offered = company.offered_languages;
  if (chosen) {
    if (!isLanguage(chosen) || !offered.includes(chosen)) {
      throw badUserInput(
        `"${chosen}" is not a language this company offers (${offered.join(', ')}).`,
        'language',
      );
    }
    return chosen;
  }
  return chooseLanguage({
    own: null,
    browser: acceptLanguageTags(acceptLanguage ?? undefined),
    offered,
    companyDefault: company.default_language,
  });
}
