import type { Db } from '../../../db/database.ts';
import { listLedger } from './money.repository.ts';
import { listPendingInstructions } from './payment-instruction.repository.ts';

/** The company's wait before a completed ride is captured by itself; null: never. */
export async function findAutoCaptureMinutes(db: Db, companyId: string): Promise<number | null> {
  const row = await db
    .selectFrom('company')
    .select('auto_capture_minutes')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.auto_capture_minutes ?? null;
}

/** Rides completed from now on are queued by trigger ride_auto_capture_on_completion. */
export async function saveAutoCaptureMinutes(
  db: Db,
  companyId: string,
  minutes: number | null,
): Promise<void> {
  await db
    .updateTable('company')
    .set({ auto_capture_minutes: minutes })
    .where('id', '=', companyId)
    .execute();
}

/** Whether anything of the ride was captured, or is being captured, already (read under its lock). */
export async function hasCaptures(trx: Db, companyId: string, reservationId: string) {
  const ledger = await listLedger(trx, companyId, reservationId);
  if (ledger.some((row) => row.kind === 'captured')) return true;
  const pending = await listPendingInstructions(trx, companyId, reservationId);
  return pending.some((instruction) => instruction.kind === 'capture');
}
