/** Orders text by UTF-16 code units, the order `<` and `startsWith` agree with. */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The first index of `sorted` (ordered by `byText` on `keyOf`) whose key is not below `prefix`:
 * every key starting with `prefix` follows it, so a prefix search is a binary search and a walk.
 */
export function firstAtOrAfter<T>(
  sorted: readonly T[],
  prefix: string,
  keyOf: (item: T) => string,
): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(sorted[middle]!) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}
