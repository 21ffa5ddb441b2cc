import { sql, type Insertable, type Kysely } from 'kysely';
import type { AccountUserTable, Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/** The account with this email in this company, matched without regard to letter case. */
export function findAccountByEmail(db: Executor, companyId: string, normalizedEmail: string) {
  return db
    .selectFrom('account_user')
    .select(['id', 'company_id', 'email', 'first_name', 'password_hash'])
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', normalizedEmail)
    .executeTakeFirst();
}

export function findAccountById(db: Executor, companyId: string, accountId: string) {
  return db
    .selectFrom('account_user')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export async function insertAccount(
  db: Executor,
  values: Insertable<AccountUserTable>,
): Promise<string> {
  const row = await db
    .insertInto('account_user')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePasswordHash(
  db: Executor,
  companyId: string,
  accountId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('account_user')
    .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', accountId)
    .execute();
}

/** True for PostgreSQL's unique_violation, raised by the pg driver and by PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
