import { formatPercent, FULL_MILLIPERCENT } from './arithmetic.ts';

const GRATUITY_LINE = /^Gratuity \((\d+(?:\.\d{1,3})?)%\)$/;

/** "Gratuity (20%)": the price line a rate card's gratuity is charged as (quoteTrip). */
export function gratuityLineName(millipercent: number): string {
  return `Gratuity (${formatPercent(millipercent)})`;
}

/** A gratuity the price lines charge already, as a percent of the discounted subtotal. */
export interface IncludedGratuity {
  /** 20 for 20%, 12.5 for 12.5%. */
  percent: number;
  amountMinor: number;
}

/**
 * The gratuity among a ride's price lines, read back from the line quoteTrip names with
 * gratuityLineName; null when the lines charge none.
 */
export function includedGratuityOf(
  lines: readonly { name: string; valueInMinorUnits: number }[],
): IncludedGratuity | null {
  for (const line of lines) {
    const match = GRATUITY_LINE.exec(line.name);
    const percent = match ? Number(match[1]) : 0;
    if (percent > 0 && percent * 1000 <= FULL_MILLIPERCENT && line.valueInMinorUnits > 0) {
      return { percent, amountMinor: line.valueInMinorUnits };
    }
  }
  return null;
}

/** What the post-trip screen says when the price lines include a gratuity. */
export function gratuityIncludedText(percent: number): string {
  return `${percent} % gratuity is included`;
}
