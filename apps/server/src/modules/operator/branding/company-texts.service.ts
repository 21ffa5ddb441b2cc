import {
  COMPANY_TEXT_MAX_LENGTH,
  isLanguage,
  operatorTextLanguageError,
  optionalSettingError,
  withOperatorText,
} from '@ride/domain';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput } from '../../../core/errors.ts';
import type { Db } from '../../../db/database.ts';
import { operatorHtml } from '../../company/index.ts';
import { auditedCompanyChange } from '../index.ts';
import { getCompanySettings } from './branding.service.ts';
import { lockCompanySettings, updateCompanySettings } from './branding.repository.ts';
import { COMPANY_TEXTS, languagesOf, type CompanyTextField } from './company-texts.ts';

export type CompanyTextsInput = Record<CompanyTextField, string> & {
  /** One of the offered languages; absent or null: the company's default language. */
  language?: string | null;
};

/**
 * Terms, rental agreement and privacy in one language, stored as riders are shown them:
 * sanitised. An empty text in a language other than the default leaves its riders reading the
 * default's (decision 100).
 */
export async function saveCompanyTexts(
  db: Db,
  staff: Pick<StaffViewer, 'userId' | 'companyId'>,
  input: CompanyTextsInput,
) {
  const values = {} as Record<CompanyTextField, string>;
  for (const [, field, label] of COMPANY_TEXTS) {
    const problem = optionalSettingError(input[field], label, COMPANY_TEXT_MAX_LENGTH);
    if (problem) throw badUserInput(problem, field);
    values[field] = operatorHtml(input[field].trim());
  }
  await auditedCompanyChange(db, staff, { action: 'company.texts' }, async (trx) => {
    const row = await lockCompanySettings(trx, staff.companyId);
    const language = input.language?.trim() || row.default_language;
    const problem = operatorTextLanguageError(language, languagesOf(row));
    // Refused before anything is written: the transaction ends without a change or an entry.
    if (problem || !isLanguage(language)) throw badUserInput(problem ?? '', 'language');
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    const next: Record<string, string> = {};
    for (const [column, field] of COMPANY_TEXTS) {
      const old = row[column][language] ?? '';
      if (old !== values[field]) {
        before[field] = old;
        after[field] = values[field];
      }
      next[column] = JSON.stringify(withOperatorText(row[column], language, values[field]));
    }
    await updateCompanySettings(trx, staff.companyId, next);
    return {
      before: { language, ...before },
      after: { language, ...after },
      result: undefined,
    };
  });
  return getCompanySettings(db, staff.companyId);
}
