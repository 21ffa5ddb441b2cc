import {
  chooseLanguage,
  operatorTextIn,
  type Language,
  type LanguageChoice,
  type OperatorTexts,
} from '@ride/domain';
import type { CompanyRow } from './company.service.ts';
import type { listServiceTypes } from './company.repository.ts';

/** Who reads the operator's texts: their own language and their browser's (decision 100). */
export type TextReader = Pick<LanguageChoice, 'own' | 'browser'>;

/** The operator's texts as a reader reads them: in their language if written, else the default's. */
export function operatorTextsFor(company: CompanyRow, reader: TextReader) {
  const language: Language = chooseLanguage({
    ...reader,
    offered: company.offered_languages,
    companyDefault: company.default_language,
  });
  return (texts: OperatorTexts) => operatorTextIn(texts, language, company.default_language);
}

type ServiceTypeRow = Awaited<ReturnType<typeof listServiceTypes>>[number];

/** A service type with its rental agreement in the reader's language ('' for none). */
export const serviceTypeIn = (type: ServiceTypeRow, textIn: (texts: OperatorTexts) => string) => ({
  ...type,
  rental_agreement: textIn(type.rental_agreement),
});
