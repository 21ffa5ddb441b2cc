/** "Map tiles: tile.example.org", from the configured tile URL template ({s}, {z}, {x}, {y}). */
export function tileCredit(tileUrl: string): string {
  try {
    const { hostname } = new URL(tileUrl.replace(/\{[a-z]+\}/gi, 'a'));
    return `Map tiles: ${hostname.replace(/^a\./, '')}`;
  } catch {
    return 'Map tiles';
  }
}
