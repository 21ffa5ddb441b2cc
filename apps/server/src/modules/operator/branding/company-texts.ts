import { textLanguages, type OperatorTexts } from '@ride/domain';

/** The company's own texts: each column, its field in the API, and its label in errors. */
export const COMPANY_TEXTS = [
  ['terms_and_conditions', 'termsAndConditions', 'Terms and conditions'],
  ['rental_agreement', 'rentalAgreement', 'Rental agreement'],
  ['privacy_policy', 'privacyPolicy', 'Privacy policy'],
] as const;

export type CompanyTextField = (typeof COMPANY_TEXTS)[number][1];

interface TextsRow {
  default_language: string;
  offered_languages: string[];
  terms_and_conditions: OperatorTexts;
  rental_agreement: OperatorTexts;
  privacy_policy: OperatorTexts;
}

type LanguagesRow = Pick<TextsRow, 'default_language' | 'offered_languages'>;

/** The default language, then the others the company offers: the order the console shows. */
export const languagesOf = (row: LanguagesRow) =>
  textLanguages(row.default_language, row.offered_languages);

/** Each offered language's texts as written in it; empty where riders read the default's. */
export function textsByLanguage(row: TextsRow) {
  return languagesOf(row).map((language) => ({
    language,
    ...(Object.fromEntries(
      COMPANY_TEXTS.map(([column, field]) => [field, row[column][language] ?? '']),
    ) as Record<CompanyTextField, string>),
  }));
}
