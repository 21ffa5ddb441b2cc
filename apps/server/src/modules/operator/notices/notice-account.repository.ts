import type { Db } from '../../../db/database.ts';

/** The free waiting time (minutes) the company's arrival notice names; null: none. */
export async function saveFreeWaitingMinutes(
  db: Db,
  companyId: string,
  minutes: number | null,
): Promise<void> {
  await db
    .updateTable('company')
    .set({ free_waiting_minutes: minutes })
    .where('id', '=', companyId)
    .execute();
}
