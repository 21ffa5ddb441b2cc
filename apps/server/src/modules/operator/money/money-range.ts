import { moneyRangeProblem } from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import { badUserInput, notFound } from '../../../core/errors.ts';
import { findCompany } from '../../company/index.ts';
import type { MoneyRange } from './money-range.repository.ts';

/** The company's range of days as asked for, checked by the console's own rule. */
export async function moneyRangeOf(
  db: Db,
  companyId: string,
  from: string,
  to: string,
): Promise<MoneyRange & { currency: string }> {
  const problem = moneyRangeProblem(from, to);
  if (problem) throw badUserInput(problem.message, problem.field);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('Company');
  return { companyId, from, to, timeZone: company.time_zone, currency: company.currency_code };
}
