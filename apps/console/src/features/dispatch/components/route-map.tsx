import { t } from '@lingui/core/macro';
import { marker, polyline } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapFrame, useTileState } from '../../../components/map-frame.tsx';
import { createMap, fitTo, pinIcon, type TileSource } from '../../../lib/leaflet-map.ts';

export interface MapStop {
  letter: string;
  name: string;
  latitude: number;
  longitude: number;
}

interface Props {
  stops: readonly MapStop[];
  /** The route's path, [latitude, longitude] pairs; empty: straight lines between the stops. */
  path: readonly (readonly number[])[];
  /** Whether the path follows the roads; a straight-line estimate is drawn dashed. */
  alongRoads: boolean;
  /** The deployment's map tiles; null: a plain background, and a notice. */
  tiles: TileSource | null;
}

/**
 * A ride's route on a Leaflet map: lettered stops and the path, fitted to its bounds. The stops
 * list beside it is the text alternative; the map takes no keyboard focus.
 */
export default function RouteMap({ stops, path, alongRoads, tiles }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [tilesShown, onTiles] = useTileState();
  const key = JSON.stringify({ stops, path, alongRoads, tiles });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const drawn = JSON.parse(key) as {
      stops: MapStop[];
      path: [number, number][];
      alongRoads: boolean;
      tiles: TileSource | null;
    };
    const map = createMap(element, drawn.tiles, onTiles);
    const line: [number, number][] =
      drawn.path.length > 1 ? drawn.path : drawn.stops.map((s) => [s.latitude, s.longitude]);
    if (line.length > 1) {
      const dashed = drawn.alongRoads ? {} : { dashArray: '8 8' };
      polyline(line, { color: '#0b5cad', weight: 4, ...dashed }).addTo(map);
    }
    for (const stop of drawn.stops) {
      marker([stop.latitude, stop.longitude], {
        keyboard: false,
        icon: pinIcon(stop.letter, 26),
      }).addTo(map);
    }
    const points = [
      ...line,
      ...drawn.stops.map((s): [number, number] => [s.latitude, s.longitude]),
    ];
    if (points.length > 0) fitTo(map, points, { padding: 24, maxZoom: 15 });
    return () => {
      map.remove();
    };
  }, [key, onTiles]);

  return (
    <MapFrame tiles={tiles} available={tilesShown}>
      <div
        ref={container}
        className="dispatch-map"
        role="img"
        aria-label={t`Map of the route: ${stops.map((s) => `${s.letter} ${s.name}`).join(', ')}.`}
      />
    </MapFrame>
  );
}
