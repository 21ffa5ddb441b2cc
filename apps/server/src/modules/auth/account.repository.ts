import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { AccountUserTable, Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/** The account with this email in this company, matched without regard to letter case. */
export function findAccountByEmail(db: Executor, companyId: string, normalizedEmail: string) {
  return db
    .selectFrom('account_user')
    .select(['id', 'company_id', 'email', 'first_name', 'password_hash', 'language'])
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

/** Changes an account's own fields. */
export async function updateAccount(
  db: Executor,
  companyId: string,
  accountId: string,
  changes: Updateable<AccountUserTable>,
): Promise<void> {
  await db
    .updateTable('account_user')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', accountId)
    .execute();
}

/** Sets the account's address (the default billing address of its cards). */
export async function updateAccountAddress(
  db: Executor,
  owner: { companyId: string; accountId: string },
  address: {
    line1: string;
    line2: string;
    city: string;
    stateCode: string;
    postalCode: string;
    countryCode: string;
  },
  now: Date,
): Promise<void> {
  await db
    .updateTable('account_user')
    .set({
      address_line1: address.line1,
      address_line2: address.line2,
      address_city: address.city,
      address_state_code: address.stateCode,
      address_postal_code: address.postalCode,
      address_country_code: address.countryCode,
      updated_at: now,
    })
    .where('company_id', '=', owner.companyId)
    .where('id', '=', owner.accountId)
    .execute();
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
