import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Executor = Kysely<Database>;

export interface AuditLogQuery {
  companyId: string;
  action?: string | undefined;
  actorEmail?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** The id of the last entry of the previous page. */
  after?: string | undefined;
  limit: number;
}

/** `%value%` for ILIKE, with the pattern characters in the value taken literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function auditEntryExists(db: Executor, companyId: string, id: string) {
  return db
    .selectFrom('audit_log')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * One page of the company's log, newest first, keyed by (created_at, id). The cursor row is read
 * by the database itself, so the comparison keeps created_at's microseconds.
 */
export function listAuditEntries(db: Executor, query: AuditLogQuery) {
  let select = db
    .selectFrom('audit_log')
    .select([
      sql<string>`id::text`.as('id'),
      'created_at',
      'actor',
      'action',
      'target',
      'before',
      'after',
    ])
    .where('company_id', '=', query.companyId);
  if (query.action) select = select.where('action', '=', query.action);
  if (query.actorEmail) select = select.where('actor', 'ilike', containing(query.actorEmail));
  if (query.target) select = select.where('target', 'ilike', containing(query.target));
  if (query.from) select = select.where('created_at', '>=', query.from);
  if (query.to) select = select.where('created_at', '<', query.to);
  if (query.after) {
    select = select.where(
      sql<boolean>`(created_at, id) < (select c.created_at, c.id from audit_log c
        where c.company_id = ${query.companyId} and c.id = ${query.after})`,
    );
  }
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}
