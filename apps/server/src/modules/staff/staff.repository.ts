import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/** An active staff user of the company with this address (case-insensitive), for sign-in. */
export function findActiveStaffByEmail(db: Executor, companyId: string, normalizedEmail: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'company_id', 'role', 'password_hash'])
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', normalizedEmail)
    .where('is_active', '=', true)
    .executeTakeFirst();
}
