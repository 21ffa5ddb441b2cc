import type { RouteItem } from '@ride/domain';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { LiveMarkers } from '../lib/draw-live.ts';
import '../panel.css';
import { Trans } from '@lingui/react/macro';

// Leaflet (about 42 kB gzipped) loads only with the screens that show a map.
const RouteMap = lazy(() => import('./route-map.tsx'));

/** A map that fails (most often its code while offline) must not take the booking step with it. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The map failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="map-placeholder">
        <Trans>The map could not be shown.</Trans>
      </p>
    );
  }
}

interface Props {
  route: readonly RouteItem[];
  home: { lat: number; lng: number };
  /** Tracking: the driver and the rider, and what they show in words. */
  live?: LiveMarkers;
  liveDescription?: string;
  /** A shorter map, where the screen's own choices need the room (the vehicle step). */
  short?: boolean;
}

/** The route map, loaded on first use; its box keeps its size while the code arrives. */
export function MapPanel({ route, home, live, liveDescription, short = false }: Props) {
  return (
    <div className={short ? 'map-panel map-panel--short' : 'map-panel'}>
      <MapErrorBoundary>
        <Suspense fallback={<div className="map-placeholder" aria-hidden="true" />}>
          <RouteMap route={route} home={home} live={live} liveDescription={liveDescription} />
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}
