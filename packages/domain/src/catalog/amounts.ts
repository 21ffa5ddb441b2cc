import { toMinorUnits } from '../money.ts';

/** The largest amount a rate card or promo code takes, in major units: well inside an int column. */
export const MAX_CATALOG_AMOUNT = 100_000;

const MONEY = /^\d{1,6}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,3})?$/;

/**
 * An amount as an operator types it ("25", "25.5", "25.50") in minor units, or null when it is
 * not one: non-negative, at most two decimals, at most MAX_CATALOG_AMOUNT.
 */
export function parseMoneyInput(text: string): number | null {
  const trimmed = text.trim();
  if (!MONEY.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > MAX_CATALOG_AMOUNT ? null : toMinorUnits(amount);
}

/** A percentage as typed ("8.875") in millipercent (8875), or null: 0–100, up to 3 decimals. */
export function parsePercentInput(text: string): number | null {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed)) return null;
  const millipercent = Math.round(Number(trimmed) * 1000);
  return millipercent > 100_000 ? null : millipercent;
}

/** Minor units as a form shows them: "25.00". */
export function moneyInputOf(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** Millipercent as a form shows it: 8875 → "8.875", 20000 → "20". */
export function percentInputOf(millipercent: number): string {
  return String(Number((millipercent / 1000).toFixed(3)));
}
