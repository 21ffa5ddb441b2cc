import { layerGroup, marker, type LayerGroup, type Map } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapFrame, useTileState } from '../../../components/map-frame.tsx';
import { createMap, fitTo, pinIcon, type TileSource } from '../../../lib/leaflet-map.ts';

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
  tiles,
}: {
  pins: readonly DriverPin[];
  /** Where the map opens before any driver is on it: the company's base. */
  latitude: number;
  longitude: number;
  tiles: TileSource | null;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [tilesShown, onTiles] = useTileState();
  const tilesKey = JSON.stringify(tiles);
  const leaflet = useRef<{ map: Map; layer: LayerGroup; fitted: boolean } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const source = JSON.parse(tilesKey) as TileSource | null;
    const map = createMap(element, source, onTiles).setView([latitude, longitude], 10);
    leaflet.current = { map, layer: layerGroup().addTo(map), fitted: false };
    return () => {
      map.remove();
      leaflet.current = null;
    };
    // The map is made once per base and tiles; the drivers are redrawn below.
  }, [latitude, longitude, tilesKey, onTiles]);

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
        icon: pinIcon(pin.initials, 30, pin.stale ? 'map-pin map-pin--stale' : 'map-pin'),
      }).addTo(current.layer);
    }
    // Fitted once: a moving driver must not pull the view the dispatcher chose.
    if (!current.fitted && drawn.length > 0) {
      const points = drawn.map((p): [number, number] => [p.latitude, p.longitude]);
      fitTo(current.map, points, { padding: 30, maxZoom: 14 });
      current.fitted = true;
    }
  }, [key]);

  return (
    <MapFrame tiles={tiles} available={tilesShown}>
      <div
        ref={container}
        className="dispatch-map"
        role="img"
        aria-label={`Map of ${pins.length} driver positions; the list of drivers tells the same.`}
      />
    </MapFrame>
  );
}
