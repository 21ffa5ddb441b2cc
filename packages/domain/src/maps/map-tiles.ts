/**
 * Where a map's streets come from (DESIGN.md, adapters: map tiles): an XYZ template of raster
 * tiles, or a vector basemap in one PMTiles file served by our own server, and the credit its
 * provider asks for. Null means no tile source: maps draw the route and markers alone, with
 * MAP_TILES_UNAVAILABLE on them.
 */
export interface MapTiles {
  kind: 'raster' | 'pmtiles';
  /** raster: an XYZ template with {z}, {x} and {y} (optionally {s}); pmtiles: PMTILES_PATH. */
  url: string;
  /** Shown on every map drawn with these tiles. */
  attribution: string;
}

/**
 * The OpenStreetMap standard layer: what development uses without configuration. Its usage policy
 * asks for the credit, a referrer naming the app (browsers send the page's origin) and no bulk
 * prefetch (maps load only the tiles they show).
 */
export const OPENSTREETMAP_TILES: MapTiles = {
  kind: 'raster',
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/** Where our server serves the operator's own basemap (MAP_PMTILES_FILE). */
export const PMTILES_PATH = '/map/basemap.pmtiles';

/** The credit of a Protomaps basemap built from OpenStreetMap, unless MAP_TILE_ATTRIBUTION says. */
export const PMTILES_DEFAULT_ATTRIBUTION = 'Protomaps © OpenStreetMap contributors';

/** On a map whose tiles cannot be shown: none configured, offline, blocked or misconfigured. */
export const MAP_TILES_UNAVAILABLE = 'Map tiles unavailable — showing the route only';

/** The same notice on a map that shows something other than a route ("the service area"). */
export function mapTilesUnavailable(showing: string): string {
  return `Map tiles unavailable — showing ${showing} only`;
}

/** The highest zoom raster tile servers commonly serve (OpenStreetMap's standard layer: 19). */
export const MAP_TILES_MAX_ZOOM = 19;

/** The origin tiles are loaded from ("https://tile.example.org"), or null for a bad template. */
export function tileOrigin(url: string): string | null {
  try {
    const { protocol, host } = new URL(url.replace(/\{[a-z]+\}/gi, 'a'));
    if (protocol !== 'https:' && protocol !== 'http:') return null;
    return `${protocol}//${host}`;
  } catch {
    return null;
  }
}

/** Whether a tile URL template is one a map can load: http(s), with {z}, {x} and {y}. */
export function isTileTemplate(url: string): boolean {
  return tileOrigin(url) !== null && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
}

/** "Map tiles: tile.example.org", for a configured template without a credit of its own. */
export function defaultTileCredit(url: string): string {
  const origin = tileOrigin(url);
  if (!origin) return 'Map tiles';
  return `Map tiles: ${new URL(origin).hostname.replace(/^a\./, '')}`;
}

/** Watches a tile layer's loads and errors: unavailable once tiles fail before any has shown. */
export interface TileEvents {
  on(event: 'tileload' | 'tileerror', listener: () => void): unknown;
}

/**
 * Calls `onChange(false)` when the layer's tiles fail and none has loaded, and `onChange(true)`
 * once a tile loads (the network came back, or only some tiles were missing).
 */
export function watchTiles(layer: TileEvents, onChange: (available: boolean) => void): void {
  let loaded = false;
  let reported: boolean | null = null;
  const report = (available: boolean) => {
    if (reported === available) return;
    reported = available;
    onChange(available);
  };
  layer.on('tileload', () => {
    loaded = true;
    report(true);
  });
  layer.on('tileerror', () => {
    if (!loaded) report(false);
  });
}
