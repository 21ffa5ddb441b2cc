import {
  COMPANY_TEXT_MAX_LENGTH,
  isLanguage,
  operatorTextLanguageError,
  optionalSettingError,
  textLanguages,
  withOperatorText,
  type OperatorTexts,
} from '@ride/domain';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput, notFound } from '../../../core/errors.ts';
import type { Db } from '../../../db/database.ts';
import { forgetCached, operatorHtml } from '../../company/index.ts';
import { auditedCompanyChange } from '../index.ts';
import {
  findCompanyLanguages,
  findServiceTypeAgreement,
  updateServiceTypeAgreement,
} from './service-type-agreements.repository.ts';

type Staff = Pick<StaffViewer, 'userId' | 'companyId'>;
type Executor = Pick<Db, 'selectFrom'>;

export interface ServiceTypeAgreementInput {
  /** One of the offered languages; absent or null: the company's default language. */
  language?: string | null;
  rentalAgreement: string;
}

/** The company's languages, the default first: the order the console shows the texts in. */
async function companyLanguages(db: Executor, companyId: string) {
  const company = await findCompanyLanguages(db, companyId);
  if (!company) throw notFound('Company');
  return textLanguages(company.default_language, company.offered_languages);
}

/** Each offered language's agreement as written in it; empty where riders read the default's. */
function agreementsByLanguage(languages: readonly string[], texts: OperatorTexts) {
  return languages.map((language) => ({
    language,
    rentalAgreement: isLanguage(language) ? (texts[language] ?? '') : '',
  }));
}

/** A service type's rental agreement in each language, for the company's admin. */
export async function serviceTypeAgreements(db: Db, staff: Staff, id: number) {
  const row = await findServiceTypeAgreement(db, staff.companyId, id);
  if (!row) throw notFound('Service type');
  return agreementsByLanguage(await companyLanguages(db, staff.companyId), row.rental_agreement);
}

/**
 * A service type's rental agreement in one language, stored as riders are shown it: sanitised.
 * An empty one leaves riders in that language reading the default language's, and with none at
 * all, the company's own agreement (decision 100).
 */
export async function saveServiceTypeAgreement(
  db: Db,
  staff: Staff,
  id: number,
  input: ServiceTypeAgreementInput,
) {
  const problem = optionalSettingError(
    input.rentalAgreement,
    'Rental agreement',
    COMPANY_TEXT_MAX_LENGTH,
  );
  if (problem) throw badUserInput(problem, 'rentalAgreement');
  const text = operatorHtml(input.rentalAgreement.trim());
  const result = await auditedCompanyChange(
    db,
    staff,
    { action: 'service-type.rental-agreement', target: String(id) },
    async (trx) => {
      const row = await findServiceTypeAgreement(trx, staff.companyId, id, { forUpdate: true });
      if (!row) throw notFound('Service type');
      const languages = await companyLanguages(trx, staff.companyId);
      const language = input.language?.trim() || languages[0];
      const refused = operatorTextLanguageError(language, languages);
      // Refused before anything is written: the transaction ends without a change or an entry.
      if (refused || !isLanguage(language)) throw badUserInput(refused ?? '', 'language');
      const next = withOperatorText(row.rental_agreement, language, text);
      await updateServiceTypeAgreement(trx, staff.companyId, id, next);
      return {
        before: { language, rentalAgreement: row.rental_agreement[language] ?? '' },
        after: { language, rentalAgreement: text },
        result: agreementsByLanguage(languages, next),
      };
    },
  );
  forgetCached(db, `service-types:${staff.companyId}`);
  return result;
}
