/** A fee as the operator sets it: a percent of the ride's total, or a fixed amount. */
export type FeeAmount =
  { kind: 'PERCENT'; percent: number } | { kind: 'FIXED'; amountMinor: number };

/**
 * The company's cancellation fee rule: cancelling is free until some hours before pickup, later
 * it costs the late-cancellation fee; a rider who does not show up pays the no-show fee.
 */
export interface CancellationFeeRule {
  freeUntilHoursBeforePickup: number;
  lateCancellationFee: FeeAmount;
  /** Null: no fee for a no-show. */
  noShowFee: FeeAmount | null;
}

export const FREE_UNTIL_MAX_HOURS = 30 * 24;
/** The largest fixed fee, in minor units (10,000.00 in the company's currency). */
export const FIXED_FEE_MAX_MINOR = 1_000_000;

export interface RuleProblem {
  field: string;
  message: string;
}

function feeProblem(fee: FeeAmount, field: string, label: string): RuleProblem | null {
  if (fee.kind === 'PERCENT') {
    if (!Number.isInteger(fee.percent) || fee.percent < 1 || fee.percent > 100) {
      return { field: `${field}.percent`, message: `${label}: the percent must be from 1 to 100.` };
    }
    return null;
  }
  if (
    !Number.isInteger(fee.amountMinor) ||
    fee.amountMinor < 1 ||
    fee.amountMinor > FIXED_FEE_MAX_MINOR
  ) {
    return {
      field: `${field}.amountMinor`,
      message: `${label}: the amount must be more than 0 and at most ${FIXED_FEE_MAX_MINOR / 100}.`,
    };
  }
  return null;
}

/** The first thing wrong with a rule, naming its field, or null. */
export function cancellationFeeRuleProblem(rule: CancellationFeeRule): RuleProblem | null {
  const hours = rule.freeUntilHoursBeforePickup;
  if (!Number.isInteger(hours) || hours < 0 || hours > FREE_UNTIL_MAX_HOURS) {
    return {
      field: 'freeUntilHoursBeforePickup',
      message: `Free cancellation must end 0 to ${FREE_UNTIL_MAX_HOURS} whole hours before pickup.`,
    };
  }
  return (
    feeProblem(rule.lateCancellationFee, 'lateCancellationFee', 'Late cancellation fee') ??
    (rule.noShowFee ? feeProblem(rule.noShowFee, 'noShowFee', 'No-show fee') : null)
  );
}

function feeOf(fee: FeeAmount, totalMinor: number): number {
  const amount =
    fee.kind === 'PERCENT' ? Math.round((totalMinor * fee.percent) / 100) : fee.amountMinor;
  // Never more than the ride costs.
  return Math.max(0, Math.min(amount, totalMinor));
}

/**
 * What cancelling a ride costs at `cancelledAt`, in minor units: nothing without a rule or up to
 * and including the moment free cancellation ends, the late fee after it (also after pickup).
 */
export function cancellationFeeMinor(
  rule: CancellationFeeRule | null,
  ride: { totalMinor: number; pickupAt: Date },
  cancelledAt: Date,
): number {
  if (!rule) return 0;
  const freeUntil = ride.pickupAt.getTime() - rule.freeUntilHoursBeforePickup * 3_600_000;
  if (cancelledAt.getTime() <= freeUntil) return 0;
  return feeOf(rule.lateCancellationFee, ride.totalMinor);
}

/** What a no-show costs, in minor units: nothing without a rule or a no-show fee. */
export function noShowFeeMinor(rule: CancellationFeeRule | null, totalMinor: number): number {
  if (!rule?.noShowFee) return 0;
  return feeOf(rule.noShowFee, totalMinor);
}
