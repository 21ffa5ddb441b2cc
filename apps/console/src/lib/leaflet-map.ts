import {
  control,
  divIcon,
  map as leafletMap,
  tileLayer,
  type DivIcon,
  type LatLngBoundsExpression,
  type Map,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * The console's Leaflet set-up, in one place. Only the lazily loaded map components import it,
 * so Leaflet stays out of the first bundle.
 */

/**
 * A map with no controls inside its image role (wheel, drag and pinch zoom it; the text beside it
 * is the keyboard's way), on the deployment's tiles or, without them, a plain background.
 * `creditInside` puts the tile providers' credit in the map's corner instead of a line beside it.
 */
export function createMap(
  element: HTMLElement,
  tileUrl: string | null,
  { creditInside = false }: { creditInside?: boolean } = {},
): Map {
  const map = leafletMap(element, {
    zoomControl: false,
    attributionControl: false,
    keyboard: false,
    zoomAnimation: false,
    fadeAnimation: false,
  });
  if (tileUrl) {
    if (creditInside) control.attribution({ prefix: false }).addTo(map);
    tileLayer(tileUrl, {
      maxZoom: 19,
      ...(creditInside ? { attribution: '© map tile providers' } : {}),
    }).addTo(map);
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
