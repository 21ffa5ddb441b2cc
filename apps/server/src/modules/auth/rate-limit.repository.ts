import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export interface WindowHit {
  bucket: string;
  windowSeconds: number;
  windowStart: Date;
  expiresAt: Date;
}

/** Adds one hit to each window in a single statement and returns each window's new count. */
export async function addHits(db: Executor, companyId: string, hits: WindowHit[]) {
  return db
    .insertInto('rate_limit')
    .values(
      hits.map((hit) => ({
        company_id: companyId,
        bucket: hit.bucket,
        window_seconds: hit.windowSeconds,
        window_start: hit.windowStart,
        hits: 1,
        expires_at: hit.expiresAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'bucket', 'window_seconds', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_limit.hits + 1` }),
    )
    .returning(['bucket', 'window_seconds', 'window_start', 'hits'])
    .execute();
}

/** Takes back one hit from each window (a sign-in that succeeded was not a failure). */
export async function removeHits(
  db: Executor,
  companyId: string,
  hits: WindowHit[],
): Promise<void> {
  for (const hit of hits) {
    await db
      .updateTable('rate_limit')
      .set({ hits: sql<number>`greatest(hits - 1, 0)` })
      .where('company_id', '=', companyId)
      .where('bucket', '=', hit.bucket)
      .where('window_seconds', '=', hit.windowSeconds)
      .where('window_start', '=', hit.windowStart)
      .execute();
  }
}

export async function purgeExpiredWindows(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit').where('expires_at', '<', now).execute();
}
