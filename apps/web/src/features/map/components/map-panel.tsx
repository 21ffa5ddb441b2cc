import type { RouteItem } from '@ride/domain';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import '../panel.css';

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
    return <p className="map-placeholder">The map could not be shown.</p>;
  }
}

interface Props {
  route: readonly RouteItem[];
  home: { lat: number; lng: number };
}

/** The route map, loaded on first use; its box keeps its size while the code arrives. */
export function MapPanel({ route, home }: Props) {
  return (
    <div className="map-panel">
      <MapErrorBoundary>
        <Suspense fallback={<div className="map-placeholder" aria-hidden="true" />}>
          <RouteMap route={route} home={home} />
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}
