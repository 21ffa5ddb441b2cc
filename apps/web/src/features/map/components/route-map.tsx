import { MAP_DEFAULT_ZOOM, mapPoints, mapView, type RouteItem } from '@ride/domain';
import {
  control,
  layerGroup,
  map as leafletMap,
  tileLayer,
  type LayerGroup,
  type Map,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { readPreloadedAppData } from '../../../lib/preload.ts';
import { useDirections } from '../hooks/use-directions.ts';
import { drawView } from '../lib/draw-view.ts';
import { describeMap } from '../lib/describe-map.ts';
import { tileCredit } from '../lib/tile-credit.ts';
import '../map.css';

export interface RouteMapProps {
  route: readonly RouteItem[];
  /** Where the map looks when there is nothing to show yet (the company's city). */
  home: { lat: number; lng: number };
}

/**
 * The route on a Leaflet map: markers A, stops and B, and the driving route in black. Tiles come
 * from the configured tile server; without one the map is a plain background with the markers
 * and the route, which is all a rider needs to check the trip (and works with no network).
 */
export default function RouteMap({ route, home }: RouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useRef<{ map: Map; layer: LayerGroup } | null>(null);
  const pointsKey = JSON.stringify(mapPoints(route));
  const view = useMemo(
    () => mapView(JSON.parse(pointsKey) as ReturnType<typeof mapPoints>),
    [pointsKey],
  );
  const directions = useDirections(view);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = leafletMap(element, {
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      boxZoom: false,
      zoomSnap: 0.25,
      // Animations would outlive a quick step to the search screen and fail on a removed map.
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    }).setView([home.lat, home.lng], MAP_DEFAULT_ZOOM);
    const tileUrl = readPreloadedAppData()?.mapTileUrl;
    if (tileUrl) {
      // Tile servers ask to be credited; plain text, as nothing inside the map can be focused.
      control.attribution({ prefix: false }).addTo(map);
      tileLayer(tileUrl, { maxZoom: 19, attribution: tileCredit(tileUrl) }).addTo(map);
    }
    leaflet.current = { map, layer: layerGroup().addTo(map) };
    return () => {
      leaflet.current = null;
      map.stop();
      map.remove();
    };
  }, [home.lat, home.lng]);

  useEffect(() => {
    const current = leaflet.current;
    if (current)
      drawView(current.map, current.layer, view, directions, { lat: home.lat, lng: home.lng });
  }, [view, directions, home.lat, home.lng]);

  return (
    <div
      ref={container}
      className="route-map"
      role="img"
      aria-label={describeMap(route, directions)}
    />
  );
}
