import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A signed-in staff user and their company, as the console's header and map start from them. */
export function findConsoleViewer(db: Kysely<Database>, companyId: string, userId: string) {
  return db
    .selectFrom('staff_user')
    .innerJoin('company', 'company.id', 'staff_user.company_id')
    .select([
      'staff_user.id',
      'staff_user.email',
      'staff_user.first_name',
      'staff_user.last_name',
      'staff_user.role',
      'staff_user.language',
      'company.id as coid',
      'company.name as company_name',
      'company.currency_code',
      'company.time_zone',
      'company.latitude',
      'company.longitude',
    ])
    .where('staff_user.company_id', '=', companyId)
    .where('staff_user.id', '=', userId)
    .executeTakeFirst();
}

/** Sets one staff user's own console language; nobody else's row changes. */
export async function updateStaffLanguage(
  db: Kysely<Database>,
  companyId: string,
  userId: string,
  language: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_user')
    .set({ language, updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
