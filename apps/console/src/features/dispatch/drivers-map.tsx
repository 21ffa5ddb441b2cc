import {
  divIcon,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
  type LayerGroup,
  type Map,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { pinLabel } from './pin-label.ts';

export interface DriverPin {
  id: string;
  initials: string;
  name: string;
  latitude: number;
  longitude: number;
  stale: boolean;
}

/**
 * The drivers' latest positions on a Leaflet map, fitted to them. The list beside it is the text
 * alternative (names, rides, ages); the map takes no keyboard focus.
 */
export default function DriversMap({ pins }: { pins: readonly DriverPin[] }) {
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useRef<{ map: Map; layer: LayerGroup; fitted: boolean } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // No controls inside the map's image role: wheel, drag and pinch zoom it.
    const map = leafletMap(element, {
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      zoomAnimation: false,
      fadeAnimation: false,
    }).setView([40.75, -73.98], 10);
    leaflet.current = { map, layer: layerGroup().addTo(map), fitted: false };
    return () => {
      map.remove();
      leaflet.current = null;
    };
  }, []);

  const key = JSON.stringify(pins);
  useEffect(() => {
    const current = leaflet.current;
    if (!current) return;
    const drawn = JSON.parse(key) as DriverPin[];
    current.layer.clearLayers();
    for (const pin of drawn) {
      marker([pin.latitude, pin.longitude], {
        keyboard: false,
        title: pin.name,
        icon: divIcon({
          className: pin.stale ? 'map-pin map-pin--stale' : 'map-pin',
          html: pinLabel(pin.initials),
          iconSize: [30, 30],
        }),
      }).addTo(current.layer);
    }
    // Fitted once: a moving driver must not pull the view the dispatcher chose.
    if (!current.fitted && drawn.length > 0) {
      current.map.fitBounds(latLngBounds(drawn.map((p) => [p.latitude, p.longitude])), {
        padding: [30, 30],
        maxZoom: 14,
        animate: false,
      });
      current.fitted = true;
    }
  }, [key]);

  return (
    <div
      ref={container}
      className="dispatch-map"
      role="img"
      aria-label={`Map of ${pins.length} driver positions; the list of drivers tells the same.`}
    />
  );
}
