import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StaffViewer } from '../../core/actor.ts';
import type { AuditValues } from './operator.tables.ts';

type Executor = Kysely<Database>;

/** Who did something: a signed-in staff user, or the command line (company:create, …). */
export type AuditActor = Pick<StaffViewer, 'userId' | 'companyId'> | { commandLine: string };

export interface AuditEntry {
  /** What was done, as `area.verb` (e.g. `branding.update`, `staff.invite`). */
  action: string;
  /** What it was done to (an id, an e-mail, a name); empty for the company itself. */
  target?: string;
  before?: AuditValues | null;
  after?: AuditValues | null;
  /** Fields whose values are secrets: the log keeps only that they were set and their last 4. */
  secretFields?: readonly string[];
}

/** A secret as the log and the API show it: that it is set, and its last 4 characters. */
export function maskSecret(value: string | null | undefined): string {
  if (!value) return '';
  return `••••${value.slice(-4)}`;
}

function masked(values: AuditValues | null | undefined, secretFields: readonly string[]) {
  if (!values) return null;
  const copy: AuditValues = { ...values };
  for (const field of secretFields) {
    if (field in copy) copy[field] = maskSecret(copy[field] as string | null);
  }
  return JSON.stringify(copy);
}

function auditValues(companyId: string, entry: AuditEntry) {
  const secretFields = entry.secretFields ?? [];
  return {
    company_id: companyId,
    action: entry.action,
    target: entry.target ?? '',
    before: masked(entry.before, secretFields),
    after: masked(entry.after, secretFields),
  };
}

/** The columns of an audit row. */
export const AUDIT_COLUMNS = [
  'company_id',
  'action',
  'target',
  'before',
  'after',
  'staff_user_id',
  'actor',
] as const;

/**
 * A staff user's audit row, as a select of `AUDIT_COLUMNS` to insert: the actor's address is
 * read as it is now, so the log still names them after they leave.
 */
export function staffAuditRow(
  db: Executor,
  actor: Pick<StaffViewer, 'userId' | 'companyId'>,
  entry: AuditEntry,
) {
  const values = auditValues(actor.companyId, entry);
  return db
    .selectFrom('staff_user')
    .select((eb) => [
      eb.val(values.company_id).as('company_id'),
      eb.val(values.action).as('action'),
      eb.val(values.target).as('target'),
      sql<string>`${values.before}::jsonb`.as('before'),
      sql<string>`${values.after}::jsonb`.as('after'),
      'id as staff_user_id',
      'email as actor',
    ])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', actor.userId);
}

/**
 * Appends one action to the company's audit log, in the caller's transaction: the change and
 * its record are written together or not at all.
 */
export async function recordAudit(
  db: Executor,
  companyId: string,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  if ('commandLine' in actor) {
    await db
      .insertInto('audit_log')
      .values({ ...auditValues(companyId, entry), staff_user_id: null, actor: actor.commandLine })
      .execute();
    return;
  }
  await db
    .insertInto('audit_log')
    .columns(AUDIT_COLUMNS)
    .expression(staffAuditRow(db, { userId: actor.userId, companyId }, entry))
    .execute();
}

/**
 * A staff user's change of company settings: `change` reads the values before, writes, and says
 * what they are after; the audit row and a new `updated_at` (riders' next update check reloads
 * the company) are written in the same transaction.
 */
export async function auditedCompanyChange<T>(
  db: Db,
  staff: Pick<StaffViewer, 'userId' | 'companyId'>,
  entry: Omit<AuditEntry, 'before' | 'after'>,
  change: (
    trx: Executor,
  ) => Promise<{ before: AuditValues | null; after: AuditValues | null; result: T }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { before, after, result } = await change(trx);
    await recordAudit(trx, staff.companyId, staff, { ...entry, before, after });
    await touchCompany(trx, staff.companyId);
    return result;
  });
}

/** Marks the company's public settings as changed: riders' update check then reloads them. */
export async function touchCompany(db: Executor, companyId: string): Promise<void> {
  await db
    .updateTable('company')
    .set({ updated_at: sql`greatest(now(), updated_at + interval '1 millisecond')` })
    .where('id', '=', companyId)
    .execute();
}
