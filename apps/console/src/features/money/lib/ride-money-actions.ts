import { isRideCompleted, TERMINAL_STATUSES } from '@ride/domain';

export interface RideMoneyFacts {
  status: string;
  totalMinor: number;
  tipMinor: number | null | undefined;
  cancellationFeeMinor: number;
  noShowFeeMinor: number;
}

export interface LedgerSums {
  capturedMinor: number;
  heldMinor: number;
  chargedMinor: number;
}

export interface RideMoneyActions {
  /** What Capture takes now; null when the ride cannot be captured. */
  captureMinor: number | null;
  /** Price lines and tip, when the hold does not cover them all. */
  captureDueMinor: number;
  release: boolean;
  /**
   * The fee to charge, null when none is due. Its amount is known for a no-show; a cancellation's
   * depends on when the ride was cancelled, which the server reads (the page's fee is what a
   * cancel now would cost), so it is null then.
   */
  fee: { label: 'cancellation' | 'no-show'; amountMinor: number | null } | null;
  /** What is left to refund; null when refunding is not offered. */
  refundableMinor: number | null;
}

const endedUndriven = (status: string) =>
  (TERMINAL_STATUSES.includes(status) || status === 'NO_SHOW') && !isRideCompleted(status);

/**
 * The money actions a ride's state allows, as the server's rules have them: capture a completed
 * ride's hold (price lines plus tip, less what is captured already, up to what is held); release
 * the hold of a cancelled ride or no-show; charge its fee while it is not captured;
 * refund (admins) what is charged. The server decides in the end: this only hides buttons that
 * would be refused.
 */
export function rideMoneyActions(
  facts: RideMoneyFacts,
  sums: LedgerSums,
  role: string,
): RideMoneyActions {
  const dueMinor = facts.totalMinor + (facts.tipMinor ?? 0);
  const leftMinor = Math.max(0, dueMinor - sums.capturedMinor);
  const completed = isRideCompleted(facts.status);
  const ended = endedUndriven(facts.status);
  const noShow = facts.status === 'NO_SHOW';
  // A cancellation fee only grows towards the pickup: none now means none when it was cancelled.
  // A cancelled ride captures nothing but its fee, so anything captured is the fee.
  const fee = !ended
    ? null
    : noShow
      ? sums.capturedMinor < facts.noShowFeeMinor
        ? { label: 'no-show' as const, amountMinor: facts.noShowFeeMinor - sums.capturedMinor }
        : null
      : facts.cancellationFeeMinor > 0 && sums.capturedMinor === 0
        ? { label: 'cancellation' as const, amountMinor: null }
        : null;
  return {
    captureMinor:
      completed && sums.heldMinor > 0 && leftMinor > 0 ? Math.min(leftMinor, sums.heldMinor) : null,
    captureDueMinor: leftMinor,
    release: ended && sums.heldMinor > 0,
    fee,
    refundableMinor: role === 'admin' && sums.chargedMinor > 0 ? sums.chargedMinor : null,
  };
}
