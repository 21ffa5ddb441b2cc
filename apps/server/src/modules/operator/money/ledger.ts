import type { LedgerKind } from './money.tables.ts';

/**
 * A ride's ledger summed: what is still held at the gateway (authorised less captured and
 * released), and what the rider was charged (captured less refunded).
 */
export function ledgerTotals(rows: readonly { kind: LedgerKind; amount_minor: number }[]) {
  const sum = (kind: LedgerKind) =>
    rows.filter((row) => row.kind === kind).reduce((n, row) => n + row.amount_minor, 0);
  const authorisedMinor = sum('authorised');
  const capturedMinor = sum('captured');
  const voidedMinor = sum('voided');
  const refundedMinor = sum('refunded');
  return {
    authorisedMinor,
    capturedMinor,
    voidedMinor,
    refundedMinor,
    heldMinor: authorisedMinor - capturedMinor - voidedMinor,
    chargedMinor: capturedMinor - refundedMinor,
  };
}

/**
 * The part of a ride's captures that is its tip: captures take the price lines first, then the tip,
 * so only what was captured beyond the price lines (up to the tip) was tipped.
 */
export function capturedTipMinor(
  ride: { totalMinor: number; tipMinor: number },
  capturedMinor: number,
): number {
  return Math.max(0, Math.min(ride.tipMinor, capturedMinor - ride.totalMinor));
}
