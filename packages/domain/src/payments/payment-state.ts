/** Where a ride's money stands, as the dispatcher's board shows it. */
export type PaymentState = 'NONE' | 'HELD' | 'CAPTURED' | 'VOIDED' | 'PARTLY_REFUNDED' | 'REFUNDED';

/** A ride's ledger summed (minor units). */
export interface LedgerSums {
  authorisedMinor: number;
  capturedMinor: number;
  voidedMinor: number;
  refundedMinor: number;
}

/**
 * The state of a ride's money from its ledger: what was charged decides first (refunded in part
 * or whole, or captured), then what the gateway still holds, then whether a hold was released.
 * A ride with no movement (no card hold yet, or a free ride) is NONE.
 */
export function paymentStateOf(sums: LedgerSums): PaymentState {
  if (sums.capturedMinor > 0) {
    if (sums.refundedMinor >= sums.capturedMinor) return 'REFUNDED';
    return sums.refundedMinor > 0 ? 'PARTLY_REFUNDED' : 'CAPTURED';
  }
  const heldMinor = sums.authorisedMinor - sums.capturedMinor - sums.voidedMinor;
  if (heldMinor > 0) return 'HELD';
  return sums.voidedMinor > 0 ? 'VOIDED' : 'NONE';
}
