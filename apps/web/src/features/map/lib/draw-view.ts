import { MAP_DEFAULT_ZOOM, type MapView } from '@ride/domain';
import {
  divIcon,
  latLngBounds,
  marker,
  polyline,
  type LatLngBounds,
  type LatLngLiteral,
  type LayerGroup,
  type Map,
} from 'leaflet';
import type { Directions } from '../hooks/use-directions.ts';
import type { UnitWords } from '../../../lib/i18n/units.ts';
import { bubblePosition, bubbleText, markerSpecs, type MarkerSpec } from './route-drawing.ts';

/** The spec's route line: black. */
const ROUTE_COLOR = '#000000';
// More room at the top for the duration bubble above the pickup, and at the sides for its half
// width ("125 min · 100.25 mi" is about 150 px), so the bubble stays inside a 390 px screen's map.
const FIT_OPTIONS = {
  paddingTopLeft: [80, 56] as [number, number],
  paddingBottomRight: [80, 32] as [number, number],
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
 * Draws a view (spec part 1 §4): the markers, and with two or more points, once the directions
 * arrive, the route in black with its duration bubble above the pickup. Gives the bounds of what
 * it drew, for frameView.
 */
export function drawView(
  layer: LayerGroup,
  view: MapView,
  directions: Directions,
  words: UnitWords,
): LatLngBounds | null {
  layer.clearLayers();
  const specs = markerSpecs(view);
  for (const spec of specs) {
    marker([spec.lat, spec.lng], {
      icon: markerIcon(spec),
      interactive: false,
      keyboard: false,
    }).addTo(layer);
  }
  if (specs.length === 0) return null;
  const bounds = latLngBounds(specs.map((spec) => [spec.lat, spec.lng] as [number, number]));
  if (view.kind === 'route' && directions.state === 'ready' && directions.path.length > 1) {
    const line = polyline(
      directions.path.map((point) => [point.lat, point.lng] as [number, number]),
      {
        color: ROUTE_COLOR,
        weight: 4,
        opacity: 0.9,
        interactive: false,
        // A straight-line estimate (no road network offline) is not a road to follow.
        ...(directions.alongRoads ? {} : { dashArray: '8 8' }),
      },
    ).addTo(layer);
    bounds.extend(line.getBounds());
    const at = bubblePosition(view);
    if (at) {
      marker([at.lat, at.lng], {
        icon: bubbleIcon(bubbleText(directions.summary, words)),
        interactive: false,
        keyboard: false,
      }).addTo(layer);
    }
  }
  return bounds;
}

/**
 * Frames a drawn view: the home view with no points, one marker centred at the default zoom, and
 * the whole route otherwise. A driver's position widens the frame to include the driver (spec
 * part 2 §2).
 */
export function frameView(
  map: Map,
  view: MapView,
  drawn: LatLngBounds | null,
  home: LatLngLiteral,
  driver: LatLngLiteral | null,
): void {
  if (!drawn) {
    map.setView(driver ?? home, MAP_DEFAULT_ZOOM, { animate: false });
    return;
  }
  if (view.kind === 'marker' && !driver) {
    map.setView([view.center.lat, view.center.lng], MAP_DEFAULT_ZOOM, { animate: false });
    return;
  }
  const bounds = latLngBounds(drawn.getSouthWest(), drawn.getNorthEast());
  if (driver) bounds.extend(driver);
  map.fitBounds(bounds, { ...FIT_OPTIONS, maxZoom: MAP_DEFAULT_ZOOM, animate: false });
}
