const grouped = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * A price as the rider sees it: currency symbol (falling back to the currency code),
 * two decimals and comma thousands separators, e.g. "$1,234.50".
 */
export function formatPrice(
  amount: number,
  currencySymbol?: string | null,
  currencyCode?: string | null,
): string {
  const prefix = currencySymbol || currencyCode || '';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${prefix}${grouped.format(Math.abs(amount))}`;
}

/** Minor units (cents) to a decimal amount, exact for integers. */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}
