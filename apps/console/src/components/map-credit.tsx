/** The tile providers' credit, beside a map drawn on their tiles (outside its image role). */
export function MapCredit({ tileUrl }: { tileUrl: string | null }) {
  if (!tileUrl) return null;
  return <p className="map-credit">Map tiles © {new URL(tileUrl.replace(/[{}]/g, '')).host}</p>;
}
