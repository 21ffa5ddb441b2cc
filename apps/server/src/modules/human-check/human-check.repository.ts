import type { Db } from '../../db/database.ts';

/** Marks a solved challenge as used; false when it already was (a replay). */
export async function spendChallenge(db: Db, id: string, expiresAt: Date): Promise<boolean> {
  const spent = await db
    .insertInto('human_check_spent')
    .values({ id, expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
