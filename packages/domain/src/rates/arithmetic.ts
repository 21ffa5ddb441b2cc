/** 100% in millipercent. */
export const FULL_MILLIPERCENT = 100_000;

/**
 * A share of a non-negative minor-unit amount, rounded half up, in integer arithmetic so the
 * same inputs give the same cents on every machine.
 */
export function percentOf(amount: number, millipercent: number): number {
  return Math.floor((amount * millipercent + FULL_MILLIPERCENT / 2) / FULL_MILLIPERCENT);
}

/** rate × quantity where quantity has two decimals (miles), rounded half up. */
export function timesHundredths(rate: number, quantity: number): number {
  const hundredths = Math.round(quantity * 100);
  return Math.floor((rate * hundredths + 50) / 100);
}

// A company has a handful of rates; every price lookup labels them again.
const percentLabels = new Map<number, string>();

/** "8.875%", "20%": a millipercent value as a rider reads it. */
export function formatPercent(millipercent: number): string {
  let label = percentLabels.get(millipercent);
  if (label === undefined) {
    label = `${Number((millipercent / 1000).toFixed(3))}%`;
    if (percentLabels.size < 1000) percentLabels.set(millipercent, label);
  }
  return label;
}
