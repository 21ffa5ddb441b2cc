import {
  acceptLanguageTags,
  chooseLanguage,
  textDirection,
  type Language,
  type PublicCompany,
} from '@ride/domain';

/**
 * The first paint's language: the browser's languages the company offers, else its default
 * (issue 34 §3). The rider's own choice lives on the phone or behind their token, so the app
 * corrects the page once it starts when they chose another.
 */
export function pageLanguage(
  acceptLanguage: string | undefined,
  company: Pick<PublicCompany, 'offeredLanguages' | 'defaultLanguage'>,
): Language {
  return chooseLanguage({
    own: null,
    browser: acceptLanguageTags(acceptLanguage),
    offered: company.offeredLanguages,
    companyDefault: company.defaultLanguage,
  });
}

/** The page's root element with the language and its direction (the template says lang="en"). */
export function withPageLanguage(html: string, language: Language): string {
  return html.replace(
    /<html lang="en">/,
    `<html lang="${language}" dir="${textDirection(language)}">`,
  );
}
