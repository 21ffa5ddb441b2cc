import type { Map } from 'leaflet';
import { PMTiles } from 'pmtiles';
import { leafletLayer } from 'protomaps-leaflet';

/**
 * The operator's own vector basemap on a map: the PMTiles archive at `url`, read in byte ranges
 * and drawn by protomaps-leaflet. Rejects when the archive cannot be read.
 */
export async function addPmtilesLayer(map: Map, url: string, isStopped: () => boolean) {
  const archive = new PMTiles(url);
  const header = await archive.getHeader();
  if (isStopped()) return;
  // Past the archive's deepest zoom its tiles are drawn larger (overzoomed).
  const maxDataZoom = header.maxZoom;
  leafletLayer({ url: archive, flavor: 'light', lang: 'en', attribution: '', maxDataZoom }).addTo(
    map,
  );
}
