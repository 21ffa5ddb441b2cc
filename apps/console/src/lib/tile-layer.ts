import { MAP_TILES_MAX_ZOOM, watchTiles, type MapTiles } from '@ride/domain';
import { tileLayer, type Map } from 'leaflet';

/**
 * Puts the deployment's streets under a map: raster tiles from their server, or the operator's
 * own vector basemap (a PMTiles file on our server, drawn by protomaps-leaflet, whose chunk loads
 * only here). `onTiles` hears whether they can be shown.
 */
export function addTiles(map: Map, tiles: MapTiles, onTiles: (available: boolean) => void): void {
  if (tiles.kind === 'raster') {
    // The page's origin as referrer: tile servers' usage policies ask which app loads them.
    const layer = tileLayer(tiles.url, {
      maxZoom: MAP_TILES_MAX_ZOOM,
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
    watchTiles(layer, onTiles);
    layer.addTo(map);
    return;
  }
  // A map removed while the basemap's code loads is left alone.
  let stopped = false;
  map.once('unload', () => {
    stopped = true;
  });
  void import('./pmtiles-layer.ts')
    .then(({ addPmtilesLayer }) => addPmtilesLayer(map, tiles.url, () => stopped))
    .then(() => {
      if (!stopped) onTiles(true);
    })
    .catch(() => {
      if (!stopped) onTiles(false);
    });
}
