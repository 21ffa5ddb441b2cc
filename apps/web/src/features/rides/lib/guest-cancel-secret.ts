/** Session storage key of a guest's cancel secret for one ride (decision 79). */
export const cancelSecretKey = (rideId: string) => `rideCancel:${rideId}`;

/**
 * The cancel secret a guest's booking mail carries in its link's fragment (#cancel=…), or null.
 * The fragment never reaches a server: not in its logs, nor in a Referer.
 */
export function cancelSecretOf(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('cancel');
  return value && /^[\w-]{16,200}$/.test(value) ? value : null;
}
