import { marker, polyline } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapCredit } from '../../../components/map-credit.tsx';
import { createMap, fitTo, pinIcon } from '../../../lib/leaflet-map.ts';

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
  /** The deployment's map tiles; null: a plain background. */
  tileUrl: string | null;
}

/**
 * A ride's route on a Leaflet map: lettered stops and the path, fitted to its bounds. The stops
 * list beside it is the text alternative; the map takes no keyboard focus.
 */
export default function RouteMap({ stops, path, tileUrl }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const key = JSON.stringify({ stops, path, tileUrl });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const drawn = JSON.parse(key) as {
      stops: MapStop[];
      path: [number, number][];
      tileUrl: string | null;
    };
    const map = createMap(element, drawn.tileUrl);
    const line: [number, number][] =
      drawn.path.length > 1 ? drawn.path : drawn.stops.map((s) => [s.latitude, s.longitude]);
    if (line.length > 1) polyline(line, { color: '#0b5cad', weight: 4 }).addTo(map);
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
  }, [key]);

  return (
    <>
      <div
        ref={container}
        className="dispatch-map"
        role="img"
        aria-label={`Map of the route: ${stops.map((s) => `${s.letter} ${s.name}`).join(', ')}.`}
      />
      <MapCredit tileUrl={tileUrl} />
    </>
  );
}
