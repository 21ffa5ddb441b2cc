import type { MapTiles } from '@ride/domain';
import {
  divIcon,
  map as leafletMap,
  type DivIcon,
  type LatLngBoundsExpression,
  type Map,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { addTiles } from './tile-layer.ts';

/**
 * The console's Leaflet set-up, in one place. Only the lazily loaded map components import it,
 * so Leaflet stays out of the first bundle.
 */

/** The deployment's tiles as the API gives them (its `kind` a plain string). */
export type TileSource = Omit<MapTiles, 'kind'> & { kind: string };

/**
 * A map with no controls inside its image role (wheel, drag and pinch zoom it; the text beside it
 * is the keyboard's way), on the deployment's tiles or, without them, a plain background.
 * `onTiles` hears whether the tiles can be shown (MapFrame says so when they cannot).
 */
export function createMap(
  element: HTMLElement,
  tiles: TileSource | null,
  onTiles: (available: boolean) => void,
): Map {
  const map = leafletMap(element, {
    zoomControl: false,
    attributionControl: false,
    keyboard: false,
    zoomAnimation: false,
    fadeAnimation: false,
  });
  if (tiles?.kind === 'raster' || tiles?.kind === 'pmtiles') {
    addTiles(map, { ...tiles, kind: tiles.kind }, onTiles);
  } else {
    onTiles(false);
  }
  return map;
}

/** A round pin carrying a short text (letters, initials), set as text, never parsed as HTML. */
export function pinIcon(text: string, size: number, className = 'map-pin'): DivIcon {
  const label = document.createElement('span');
  label.className = 'map-pin__label';
  label.textContent = text;
  return divIcon({ className, html: label, iconSize: [size, size] });
}

/** Shows all of `points` (or a shape's bounds) at once, without animation. */
export function fitTo(
  map: Map,
  bounds: LatLngBoundsExpression,
  options: { padding?: number; maxZoom?: number } = {},
): void {
  map.fitBounds(bounds, {
    animate: false,
    ...(options.padding === undefined ? {} : { padding: [options.padding, options.padding] }),
    ...(options.maxZoom === undefined ? {} : { maxZoom: options.maxZoom }),
  });
}
