import type { LatLngPair } from '@ride/domain';

/** A stored number of minutes as its field shows it: empty for none. */
export function minutesText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A typed whole number: null when empty, undefined when it is not a whole number. */
export function minutesOrNone(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** An amount typed in the currency's major units ("12.50") in minor units, or undefined. */
export function minorUnitsOf(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the amount field shows them: "12.50". */
export function majorUnitsText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  return (minor / 100).toFixed(2);
}

/** A typed coordinate or radius: a finite number, else undefined. */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export const samePoint = (a: LatLngPair, b: LatLngPair) => a[0] === b[0] && a[1] === b[1];
