import { t } from '@lingui/core/macro';
import { layerGroup, marker, polyline, type LayerGroup, type Map } from 'leaflet';
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
  /** Driving a ride; idle drivers are drawn hollow. */
  busy: boolean;
}

export interface PickupPin {
  id: string;
  /** What the pin's tooltip says: the ride and its pickup time. */
  title: string;
  latitude: number;
  longitude: number;
}

export interface SelectedRoute {
  stops: readonly { letter: string; latitude: number; longitude: number }[];
  path: readonly (readonly number[])[];
  alongRoads: boolean;
}

const ROUTE_STYLE = { color: '#0b5cad', weight: 4 };

function driverClass(pin: DriverPin): string {
  if (pin.stale) return 'map-pin map-pin--stale';
  return pin.busy ? 'map-pin' : 'map-pin map-pin--idle';
}

/**
 * The dispatcher's map: the drivers' latest positions (busy solid, idle hollow, out of date grey),
 * the pickups of today's unassigned rides, and the route of a selected ride, fitted once to what
 * it first shows. The lists beside it are the text alternative; the map takes no keyboard focus.
 */
export default function DriversMap({
  pins,
  pickups,
  route,
  latitude,
  longitude,
  tiles,
}: {
  pins: readonly DriverPin[];
  pickups: readonly PickupPin[];
  route: SelectedRoute | null;
  /** Where the map opens before anything is on it: the company's base. */
  latitude: number;
  longitude: number;
  tiles: TileSource | null;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [tilesShown, onTiles] = useTileState();
  const tilesKey = JSON.stringify(tiles);
  const leaflet = useRef<{
    map: Map;
    drivers: LayerGroup;
    pickups: LayerGroup;
    route: LayerGroup;
    fitted: boolean;
  } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const source = JSON.parse(tilesKey) as TileSource | null;
    const map = createMap(element, source, onTiles).setView([latitude, longitude], 10);
    leaflet.current = {
      map,
      route: layerGroup().addTo(map),
      pickups: layerGroup().addTo(map),
      drivers: layerGroup().addTo(map),
      fitted: false,
    };
    return () => {
      map.remove();
      leaflet.current = null;
    };
    // The map is made once per base and tiles; what it shows is redrawn below.
  }, [latitude, longitude, tilesKey, onTiles]);

  const key = JSON.stringify({ pins, pickups });
  useEffect(() => {
    const current = leaflet.current;
    if (!current) return;
    const drawn = JSON.parse(key) as { pins: DriverPin[]; pickups: PickupPin[] };
    current.drivers.clearLayers();
    current.pickups.clearLayers();
    for (const pin of drawn.pins) {
      marker([pin.latitude, pin.longitude], {
        keyboard: false,
        title: pin.name,
        icon: pinIcon(pin.initials, 30, driverClass(pin)),
      }).addTo(current.drivers);
    }
    for (const pickup of drawn.pickups) {
      marker([pickup.latitude, pickup.longitude], {
        keyboard: false,
        title: pickup.title,
        icon: pinIcon('P', 24, 'map-pin map-pin--pickup'),
      }).addTo(current.pickups);
    }
    // Fitted once: a moving driver must not pull the view the dispatcher chose.
    const points = [...drawn.pins, ...drawn.pickups].map((p): [number, number] => [
      p.latitude,
      p.longitude,
    ]);
    if (!current.fitted && points.length > 0) {
      fitTo(current.map, points, { padding: 30, maxZoom: 14 });
      current.fitted = true;
    }
  }, [key]);

  const routeKey = JSON.stringify(route);
  useEffect(() => {
    const current = leaflet.current;
    if (!current) return;
    current.route.clearLayers();
    const drawn = JSON.parse(routeKey) as SelectedRoute | null;
    if (!drawn) return;
    const line: [number, number][] =
      drawn.path.length > 1
        ? drawn.path.map(([lat, lng]) => [lat ?? 0, lng ?? 0])
        : drawn.stops.map((stop) => [stop.latitude, stop.longitude]);
    const dashed = drawn.alongRoads ? {} : { dashArray: '8 8' };
    if (line.length > 1) polyline(line, { ...ROUTE_STYLE, ...dashed }).addTo(current.route);
    for (const stop of drawn.stops) {
      marker([stop.latitude, stop.longitude], {
        keyboard: false,
        icon: pinIcon(stop.letter, 24, 'map-pin map-pin--stop'),
      }).addTo(current.route);
    }
    if (line.length > 0) fitTo(current.map, line, { padding: 40, maxZoom: 15 });
  }, [routeKey]);

  const busy = pins.filter((pin) => pin.busy).length;
  return (
    <MapFrame tiles={tiles} available={tilesShown} showing="drivers">
      <div
        ref={container}
        className="dispatch-map"
        role="img"
        aria-label={
          route
            ? t`Map of ${pins.length} driver positions (${busy} on a ride) and ${pickups.length} unassigned pickups, with the selected ride’s route; the lists beside it tell the same.`
            : t`Map of ${pins.length} driver positions (${busy} on a ride) and ${pickups.length} unassigned pickups; the lists beside it tell the same.`
        }
      />
    </MapFrame>
  );
}
