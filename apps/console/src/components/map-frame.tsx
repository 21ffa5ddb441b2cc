import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useState, type ReactNode } from 'react';
import type { TileSource } from '../lib/leaflet-map.ts';
import './map-frame.css';

/**
 * The notice when the tiles cannot be shown, by what the map still shows: the domain's
 * `mapTilesUnavailable` sentences, as messages.
 */
const UNAVAILABLE: Record<'route' | 'drivers' | 'service area', MessageDescriptor> = {
  route: msg`Map tiles unavailable — showing the route only`,
  drivers: msg`Map tiles unavailable — showing the drivers and pickups only`,
  'service area': msg`Map tiles unavailable — showing the service area only`,
};

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
  showing = 'route',
  children,
}: {
  tiles: TileSource | null;
  available: boolean | null;
  /** What the map still shows without its streets, for the notice. */
  showing?: keyof typeof UNAVAILABLE;
  children: ReactNode;
}) {
  return (
    <div className="map-frame">
      {children}
      {available === false ? (
        <p className="map-frame__notice" role="status">
          {i18n._(UNAVAILABLE[showing])}
        </p>
      ) : null}
      {tiles ? <p className="map-frame__credit">{tiles.attribution}</p> : null}
    </div>
  );
}
