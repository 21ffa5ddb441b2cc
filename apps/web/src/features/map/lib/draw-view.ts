import { MAP_DEFAULT_ZOOM, type MapView } from '@ride/domain';
import { divIcon, latLngBounds, marker, polyline, type LayerGroup, type Map } from 'leaflet';
import type { Directions } from '../hooks/use-directions.ts';
import { bubblePosition, bubbleText, markerSpecs, type MarkerSpec } from './route-drawing.ts';

/** The spec's route line: black. */
const ROUTE_COLOR = '#000000';
// More room at the top for the duration bubble above the pickup.
const FIT_OPTIONS = {
  paddingTopLeft: [32, 56] as [number, number],
  paddingBottomRight: [32, 32] as [number, number],
};

// Marker and bubble texts are letters, numbers and figures this module writes, never rider text.
function markerIcon(spec: MarkerSpec) {
  return divIcon({
    className: `map-marker map-marker--${spec.kind}`,
    html: spec.text,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

function bubbleIcon(text: string) {
  return divIcon({
    className: 'map-bubble',
    // Leaflet positions the icon element with its own transform, so the text centres inside it.
    html: `<span class="map-bubble__text">${text}</span>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}

/**
 * Redraws the map for a view (spec part 1 §4): nothing but the home view with no points, one
 * marker centred at the default zoom with one, and with two or more the markers and, once the
 * directions arrive, the route in black with its duration bubble above the pickup.
 */
export function drawView(
  map: Map,
  layer: LayerGroup,
  view: MapView,
  directions: Directions,
  home: { lat: number; lng: number },
): void {
  layer.clearLayers();
  const specs = markerSpecs(view);
  for (const spec of specs) {
    marker([spec.lat, spec.lng], {
      icon: markerIcon(spec),
      interactive: false,
      keyboard: false,
    }).addTo(layer);
  }
  if (view.kind === 'empty') {
    map.setView([home.lat, home.lng], MAP_DEFAULT_ZOOM, { animate: false });
    return;
  }
  if (view.kind === 'marker') {
    map.setView([view.center.lat, view.center.lng], MAP_DEFAULT_ZOOM, { animate: false });
    return;
  }
  const bounds = latLngBounds(specs.map((spec) => [spec.lat, spec.lng] as [number, number]));
  if (directions.state === 'ready' && directions.path.length > 1) {
    const line = polyline(
      directions.path.map((point) => [point.lat, point.lng] as [number, number]),
      { color: ROUTE_COLOR, weight: 4, opacity: 0.9, interactive: false },
    ).addTo(layer);
    bounds.extend(line.getBounds());
    const at = bubblePosition(view);
    if (at) {
      marker([at.lat, at.lng], {
        icon: bubbleIcon(bubbleText(directions.summary)),
        interactive: false,
        keyboard: false,
      }).addTo(layer);
    }
  }
  map.fitBounds(bounds, { ...FIT_OPTIONS, maxZoom: MAP_DEFAULT_ZOOM, animate: false });
}
