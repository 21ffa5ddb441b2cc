import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** The company's latest event id, "0" when it has none. */
export async function latestEventId(db: Db, companyId: string): Promise<string> {
  const row = await db
    .selectFrom('dispatch_event')
    .select(sql<string | null>`max(id)::text`.as('id'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.id ?? '0';
}

/**
 * Every ride of the company changed after event `after`, once, with its latest event id, oldest
 * change first. Ids are taken when a transaction writes its event but become visible when it
 * commits, so an earlier id may appear after a later one was read: events written up to
 * `replayMs` before event `after` are replayed too (a board upserts rows, so a repeat is harmless).
 */
export async function ridesChangedSince(
  db: Db,
  companyId: string,
  after: string,
  replayMs: number,
): Promise<{ reservationId: string; cursor: string }[]> {
  const since = await db
    .selectFrom('dispatch_event')
    .select('created_at')
    .where('company_id', '=', companyId)
    .where('id', '=', after)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('dispatch_event')
    .select(['reservation_id', sql<string>`max(id)::text`.as('cursor')])
    .where('company_id', '=', companyId)
    .where((eb) =>
      since
        ? eb.or([
            eb('id', '>', after),
            eb('created_at', '>=', new Date(new Date(since.created_at).getTime() - replayMs)),
          ])
        : eb('id', '>', after),
    )
    .groupBy('reservation_id')
    .orderBy(sql`max(id)`)
    .execute();
  return rows.map((row) => ({ reservationId: row.reservation_id, cursor: row.cursor }));
}
