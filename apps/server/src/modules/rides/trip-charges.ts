import type { Db } from '../../db/database.ts';
import {
  capturedTipMinor,
  findCancellationFee,
  ledgerTotals,
  listLedger,
} from '../operator/money/index.ts';
import type { TripRow } from './rides.repository.ts';

/** The key under which a Trip keeps what its charges field reads (not part of the SDL). */
export const CHARGES_OF = Symbol('chargesOf');

export interface ChargesSource {
  companyId: string;
  reservationId: string;
  totalMinor: number;
  tipMinor: number;
}

export function chargesSourceOf(row: TripRow): ChargesSource {
  return {
    companyId: row.company_id,
    reservationId: row.id,
    totalMinor: row.total_minor,
    tipMinor: row.tip_minor ?? 0,
  };
}

/** A refund's key is `refund:<the operator's key>:<hold id>`: one refund, one share per hold. */
const refundOf = (key: string) => key.slice(0, key.lastIndexOf(':'));

/**
 * The Trip's charges: the ride's ledger summed (decision 60), the tip as captured (captures take
 * the price lines first, then the tip) and each refund, its shares over the ride's holds summed.
 * Only the ride's rider reads it: the Trip was served through the rides module's ownership checks.
 */
export async function tripCharges(db: Db, source: ChargesSource | null) {
  if (!source) return null;
  const [rows, fee] = await Promise.all([
    listLedger(db, source.companyId, source.reservationId),
    findCancellationFee(db, source.companyId, source.reservationId),
  ]);
  const totals = ledgerTotals(rows);
  const refunds = new Map<string, { amountInMinorUnits: number; refundedAt: string }>();
  for (const row of rows.filter((r) => r.kind === 'refunded')) {
    const key = refundOf(row.idempotency_key);
    const refund = refunds.get(key) ?? {
      amountInMinorUnits: 0,
      refundedAt: new Date(row.created_at).toISOString(),
    };
    refund.amountInMinorUnits += row.amount_minor;
    refunds.set(key, refund);
  }
  return {
    heldInMinorUnits: totals.heldMinor,
    capturedInMinorUnits: totals.capturedMinor,
    refundedInMinorUnits: totals.refundedMinor,
    chargedInMinorUnits: totals.chargedMinor,
    releasedInMinorUnits: totals.voidedMinor,
    cancellationFeeInMinorUnits: fee?.amount_minor ?? 0,
    tipInMinorUnits: capturedTipMinor(source, totals.capturedMinor),
    refunds: [...refunds.values()],
  };
}
