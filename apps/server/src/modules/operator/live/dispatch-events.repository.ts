import { DRIVER_STATUSES, takesDriverPositions } from '@ride/domain';
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

const DRIVING_STATUSES = DRIVER_STATUSES.filter(takesDriverPositions);

/** The company's rides being driven, with their drivers. */
export function ridesBeingDriven(db: Db, companyId: string, rideId?: string) {
  let query = db
    .selectFrom('reservation as r')
    .innerJoin('staff_user as d', (join) =>
      join.onRef('d.company_id', '=', 'r.company_id').onRef('d.id', '=', 'r.driver_id'),
    )
    .select([
      'r.id',
      'r.confirmation_number',
      'r.status',
      'd.id as driver_id',
      'd.first_name',
      'd.last_name',
      'd.email',
    ])
    .where('r.company_id', '=', companyId)
    .where('r.status', 'in', DRIVING_STATUSES);
  if (rideId) query = query.where('r.id', '=', rideId);
  return query.execute();
}

/** The database's current schema: the live events' channel is named after it. */
export async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

/** Sends each payload on the channel, in one statement; delivered to listeners at commit. */
export async function notifyAll(db: Db, channel: string, payloads: string[]): Promise<void> {
  await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(
    db,
  );
}
