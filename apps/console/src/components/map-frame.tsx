import { mapTilesUnavailable } from '@ride/domain';
import { useState, type ReactNode } from 'react';
import type { TileSource } from '../lib/leaflet-map.ts';
import './map-frame.css';

/**
 * Whether a map's tiles are showing, for MapFrame: pass `onTiles` to createMap. Null until the
 * first tile answers.
 */
export function useTileState(): [boolean | null, (available: boolean) => void] {
  // React keeps the setter the same across renders: map effects may depend on it.
  return useState<boolean | null>(null);
}

/**
 * A map with what it owes its reader outside its image role: a notice when its tiles cannot be
 * shown (none configured, offline, blocked), and the tile provider's credit beneath it.
 */
export function MapFrame({
  tiles,
  available,
  showing = 'the route',
  children,
}: {
  tiles: TileSource | null;
  available: boolean | null;
  /** What the map still shows without its streets, for the notice. */
  showing?: string;
  children: ReactNode;
}) {
  return (
    <div className="map-frame">
      {children}
      {available === false ? (
        <p className="map-frame__notice" role="status">
          {mapTilesUnavailable(showing)}
        </p>
      ) : null}
      {tiles ? <p className="map-frame__credit">{tiles.attribution}</p> : null}
    </div>
  );
}
