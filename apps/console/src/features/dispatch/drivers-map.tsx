import {
  divIcon,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
  type LayerGroup,
  tileLayer,
  type Map,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MapCredit } from './map-credit.tsx';
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
export default function DriversMap({
  pins,
  latitude,
  longitude,
  tileUrl,
}: {
  pins: readonly DriverPin[];
  /** Where the map opens before any driver is on it: the company's base. */
  latitude: number;
  longitude: number;
  tileUrl: string | null;
}) {
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
    }).setView([latitude, longitude], 10);
    if (tileUrl) tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
    leaflet.current = { map, layer: layerGroup().addTo(map), fitted: false };
    return () => {
      map.remove();
      leaflet.current = null;
    };
    // The map is made once per base and tiles; the drivers are redrawn below.
  }, [latitude, longitude, tileUrl]);

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
    <>
      <div
        ref={container}
        className="dispatch-map"
        role="img"
        aria-label={`Map of ${pins.length} driver positions; the list of drivers tells the same.`}
      />
      <MapCredit tileUrl={tileUrl} />
    </>
  );
}
