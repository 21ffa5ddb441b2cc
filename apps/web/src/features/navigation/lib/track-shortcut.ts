/**
 * Where the side menu's TRACK beside Rides goes (spec part 1 §2): with exactly one ride under
 * way, its tracking; with several, the rides list; with none there is no TRACK.
 */
export function trackShortcutPath(ridesUnderWay: readonly string[]): string | null {
  const [only] = ridesUnderWay;
  if (only === undefined) return null;
  return ridesUnderWay.length === 1 ? `/tracking?id=${encodeURIComponent(only)}` : '/my-rides';
}
