/** The passenger a trip is for: the primary one, else the first; null when there is none. */
export function primaryPassenger<T>(edges: readonly { isPrimary: boolean; node: T }[]): T | null {
  return (edges.find((edge) => edge.isPrimary) ?? edges[0])?.node ?? null;
}
