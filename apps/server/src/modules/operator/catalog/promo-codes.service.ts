import {
  checkPromoCodeInput,
  moneyInputOf,
  percentInputOf,
  type CheckedPromoCode,
  type PromoCodeInput,
} from '@ride/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput, notFound } from '../../../core/errors.ts';
import type { PromoCodeTable } from '../../rates/index.ts';
import { auditedCompanyChange } from '../index.ts';
import { firstProblem, isUniqueViolation } from './catalog-errors.ts';
import {
  insertPromoCode,
  listPromoCodeRows,
  lockPromoCode,
  updatePromoCodeRow,
} from './promo-codes.repository.ts';

type Staff = Pick<StaffViewer, 'userId' | 'companyId'>;
type PromoRow = Selectable<PromoCodeTable>;

export function promoCodeAnswer(row: PromoRow) {
  const isPercent = row.kind === 'percent';
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: isPercent ? 'PERCENT' : 'AMOUNT',
    value: isPercent
      ? percentInputOf(row.percent_millipercent ?? 0)
      : moneyInputOf(row.amount ?? 0),
    validFrom: new Date(row.valid_from).toISOString(),
    validUntil: row.valid_until ? new Date(row.valid_until).toISOString() : null,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    isActive: row.is_active,
  };
}

/** What the log keeps of a promo code: its terms, not its running count of uses. */
function audited(row: PromoRow) {
  const { id: _id, usedCount: _used, ...terms } = promoCodeAnswer(row);
  return terms;
}

function checked(input: PromoCodeInput): CheckedPromoCode {
  const result = checkPromoCodeInput(input);
  if (!result.ok) throw firstProblem(result.errors);
  return result.value;
}

function columns(value: CheckedPromoCode) {
  return {
    code: value.code,
    description: value.description,
    kind: value.kind,
    percent_millipercent: value.percentMillipercent,
    amount: value.amount,
    valid_from: value.validFrom,
    valid_until: value.validUntil,
    usage_limit: value.usageLimit,
    is_active: value.isActive,
  };
}

function codeTaken(error: unknown, code: string): never {
  if (isUniqueViolation(error)) throw badUserInput(`Promo code ${code} exists`, 'code');
  throw error;
}

export async function listPromoCodes(db: Db, companyId: string) {
  const rows = await listPromoCodeRows(db, companyId);
  return rows.map(promoCodeAnswer);
}

export async function createPromoCode(db: Db, staff: Staff, input: PromoCodeInput) {
  const value = checked(input);
  const row = await auditedCompanyChange(
    db,
    staff,
    { action: 'promo-code.create', target: value.code },
    async (trx) => {
      const created = await insertPromoCode(trx, staff.companyId, columns(value)).catch(
        (error: unknown) => codeTaken(error, value.code),
      );
      return { before: null, after: audited(created), result: created };
    },
  );
  return promoCodeAnswer(row);
}

/** Changes a promo code; its limit cannot go below the uses already taken. */
export async function updatePromoCode(db: Db, staff: Staff, id: number, input: PromoCodeInput) {
  const value = checked(input);
  return changePromoCode(db, staff, id, 'promo-code.update', (before) => {
    if (value.usageLimit !== null && value.usageLimit < before.used_count) {
      throw badUserInput(
        `Usage limit cannot be below the ${before.used_count} uses so far`,
        'usageLimit',
      );
    }
    return columns(value);
  });
}

export function deactivatePromoCode(db: Db, staff: Staff, id: number) {
  return changePromoCode(db, staff, id, 'promo-code.deactivate', () => ({ is_active: false }));
}

async function changePromoCode(
  db: Db,
  staff: Staff,
  id: number,
  action: string,
  change: (before: PromoRow) => Partial<ReturnType<typeof columns>>,
) {
  const row = await auditedCompanyChange(db, staff, { action, target: String(id) }, async (trx) => {
    const before = await lockPromoCode(trx, staff.companyId, id);
    if (!before) throw notFound('Promo code');
    const values = change(before);
    const after = await updatePromoCodeRow(trx, staff.companyId, id, values).catch(
      (error: unknown) => codeTaken(error, values.code ?? before.code),
    );
    return { before: audited(before), after: audited(after), result: after };
  });
  return promoCodeAnswer(row);
}
