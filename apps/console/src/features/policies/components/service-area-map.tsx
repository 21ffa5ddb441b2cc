import { t, plural } from '@lingui/core/macro';
import {
  circle as leafletCircle,
  circleMarker,
  layerGroup,
  polygon as leafletPolygon,
  type LayerGroup,
  type Map,
} from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { LatLngPair } from '@ride/domain';
import { MapFrame, useTileState } from '../../../components/map-frame.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { createMap, fitTo, type TileSource } from '../../../lib/leaflet-map.ts';

export type DraftArea =
  | { kind: 'CIRCLE'; centre: LatLngPair | null; radiusKm: number | null }
  | { kind: 'POLYGON'; points: LatLngPair[] };

interface Props {
  area: DraftArea;
  home: LatLngPair;
  tiles: TileSource | null;
  /** A click on the map: the circle's new centre, or the polygon's next point. */
  onPick: (point: LatLngPair) => void;
}

const STYLE = { color: '#0b5cad', weight: 2, fillOpacity: 0.15 };

/**
 * The service area on a Leaflet map: the circle or polygon being edited; a click places the
 * centre or adds a point, on the deployment's street map (the numeric fields beside it are the
 * keyboard way to edit it). Without tiles it is a plain background with the area, and says so.
 */
export default function ServiceAreaMap({ area, home, tiles, onPick }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [tilesShown, onTiles] = useTileState();
  const tilesKey = JSON.stringify(tiles);
  const leaflet = useRef<{ map: Map; layer: LayerGroup } | null>(null);
  const pick = useEffectEvent((point: LatLngPair) => onPick(point));

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // Mouse and touch only: the fields beside the map are the keyboard's way in.
    const source = JSON.parse(tilesKey) as TileSource | null;
    const map = createMap(element, source, onTiles).setView(home, 9);
    map.on('click', (event) => pick([round(event.latlng.lat), round(event.latlng.lng)]));
    leaflet.current = { map, layer: layerGroup().addTo(map) };
    return () => {
      map.remove();
      leaflet.current = null;
    };
  }, [home, tilesKey, onTiles]);

  const key = JSON.stringify(area);
  useEffect(() => {
    const current = leaflet.current;
    if (!current) return;
    const drawn = JSON.parse(key) as DraftArea;
    current.layer.clearLayers();
    if (drawn.kind === 'CIRCLE') {
      if (!drawn.centre) return;
      circleMarker(drawn.centre, { ...STYLE, radius: 4 }).addTo(current.layer);
      if (drawn.radiusKm && drawn.radiusKm > 0) {
        const shape = leafletCircle(drawn.centre, { ...STYLE, radius: drawn.radiusKm * 1000 });
        shape.addTo(current.layer);
        fitTo(current.map, shape.getBounds());
      }
      return;
    }
    for (const point of drawn.points) {
      circleMarker(point, { ...STYLE, radius: 4 }).addTo(current.layer);
    }
    if (drawn.points.length >= 3) {
      const shape = leafletPolygon(drawn.points, STYLE).addTo(current.layer);
      fitTo(current.map, shape.getBounds(), { maxZoom: 14 });
    }
  }, [key]);

  return (
    <MapFrame tiles={tiles} available={tilesShown} showing="service area">
      <div ref={container} className="area-map" role="img" aria-label={describe(area)} />
    </MapFrame>
  );
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

function describe(area: DraftArea): string {
  if (area.kind === 'POLYGON') {
    return plural(area.points.length, {
      one: 'Map of the service area: a polygon of # point. Click the map to add a point.',
      other: 'Map of the service area: a polygon of # points. Click the map to add a point.',
    });
  }
  if (!area.centre || !area.radiusKm)
    return t`Map of the service area. Click the map to place the centre.`;
  const radius = formatNumber(area.radiusKm);
  const [latitude, longitude] = area.centre;
  return t`Map of the service area: ${radius} km around ${latitude}, ${longitude}. Click the map to move the centre.`;
}
