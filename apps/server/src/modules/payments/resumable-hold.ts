import type { Db } from '../../db/database.ts';
import { HOLD_GRACE_MS } from './hold-release.ts';
import { takeUntriedHold } from './hold-release.repository.ts';

/**
 * The gateway idempotency key for the hold of a request run again after its process died
 * (decision 69), derived from the request's own key (`base`) and a run number. Where an earlier
 * run asked for a hold whose release was never tried, its key is used again: the gateway gives
 * that same hold back, so the card is held once, and its release is put off for this run to keep
 * it. A key whose hold was released or refused is never used again (the gateway would give the
 * voided hold back); the next number asks for a new hold. A first run gets number 0. Null when
 * an earlier run's hold was kept: that run kept the request's booking, which is the answer, and
 * no hold is to be asked for.
 */
export async function resumableHoldKey(
  db: Db,
  hold: { companyId: string; base: string; reservationId: string },
  now: Date,
): Promise<string | null> {
  const dueAt = new Date(now.getTime() + HOLD_GRACE_MS);
  for (let run = 0; ; run += 1) {
    const idempotencyKey = `${hold.base}:${run}`;
    const { taken, known, kept } = await takeUntriedHold(db, { ...hold, idempotencyKey, dueAt });
    if (kept) return null;
    if (taken || !known) return idempotencyKey;
  }
}
