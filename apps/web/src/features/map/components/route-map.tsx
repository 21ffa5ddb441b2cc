import { MAP_DEFAULT_ZOOM, mapPoints, mapView, type RouteItem } from '@ride/domain';
import {
  layerGroup,
  map as leafletMap,
  type LatLngBounds,
  type LayerGroup,
  type Map,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLanguage } from '../../../lib/i18n/language.ts';
import { readPreloadedAppData } from '../../../lib/preload.ts';
import { companyStore } from '../../../stores/company.ts';
import { useStore } from '../../../lib/store.ts';
import { useDirections } from '../hooks/use-directions.ts';
import { drawLive, type LiveMarkers } from '../lib/draw-live.ts';
import { drawView, frameView } from '../lib/draw-view.ts';
import { describeMap } from '../lib/describe-map.ts';
import { addTiles } from '../lib/tile-layer.ts';
import '../map.css';

export interface RouteMapProps {
  route: readonly RouteItem[];
  /** Where the map looks when there is nothing to show yet (the company's city). */
  home: { lat: number; lng: number };
  /** Tracking: the driver and the rider's own position, drawn over the route. */
  live?: LiveMarkers | undefined;
  /** Tracking: what the live markers show, in words, added to the map's text alternative. */
  liveDescription?: string | undefined;
}

const NO_LIVE_MARKERS: LiveMarkers = { driver: null, rider: null };

/**
 * The route on a Leaflet map: markers A, stops and B, and the driving route in black. Tiles come
 * from the deployment's tile source, credited in the map's corner; without them (none configured,
 * offline, blocked) the map is a plain background with the markers and the route, which is all a
 * rider needs to check the trip, and a notice says why the streets are missing.
 * While tracking, the driver and the rider move on a layer of their own: the frame widens to
 * the driver when the route is drawn and whenever the driver leaves it, and is left alone
 * otherwise, so a rider who moved the map keeps their view.
 */
export default function RouteMap({
  route,
  home,
  live = NO_LIVE_MARKERS,
  liveDescription,
}: RouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useRef<{ map: Map; layer: LayerGroup; live: LayerGroup } | null>(null);
  const tiles = useMemo(() => readPreloadedAppData()?.mapTiles ?? null, []);
  const [tilesShown, setTilesShown] = useState<boolean | null>(tiles ? null : false);
  const drawn = useRef<LatLngBounds | null>(null);
  const pointsKey = JSON.stringify(mapPoints(route));
  const view = useMemo(
    () => mapView(JSON.parse(pointsKey) as ReturnType<typeof mapPoints>),
    [pointsKey],
  );
  const directions = useDirections(view);
  const { language } = useLanguage();
  const unit = useStore(companyStore).company?.distanceUnit ?? 'mi';
  const words = useMemo(() => ({ language, unit }), [language, unit]);
  // The live effect depends on these values, not on objects a parent makes anew each render.
  const driverKey = live.driver && JSON.stringify(live.driver);
  const riderKey = live.rider && JSON.stringify(live.rider);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = leafletMap(element, {
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      boxZoom: false,
      zoomSnap: 0.25,
      // Animations would outlive a quick step to the search screen and fail on a removed map.
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    }).setView([home.lat, home.lng], MAP_DEFAULT_ZOOM);
    if (tiles) addTiles(map, tiles, setTilesShown);
    leaflet.current = { map, layer: layerGroup().addTo(map), live: layerGroup().addTo(map) };
    return () => {
      leaflet.current = null;
      drawn.current = null;
      map.stop();
      map.remove();
    };
  }, [home.lat, home.lng, tiles]);

  const frame = useEffectEvent(() => {
    const current = leaflet.current;
    const driver = live.driver && { lat: live.driver.lat, lng: live.driver.lng };
    if (current) frameView(current.map, view, drawn.current, home, driver);
  });

  useEffect(() => {
    const current = leaflet.current;
    if (!current) return;
    drawn.current = drawView(current.layer, view, directions, words);
    frame();
  }, [view, directions, words, home.lat, home.lng]);

  useEffect(() => {
    const current = leaflet.current;
    if (!current) return;
    const driver = driverKey ? (JSON.parse(driverKey) as LiveMarkers['driver']) : null;
    const rider = riderKey ? (JSON.parse(riderKey) as LiveMarkers['rider']) : null;
    drawLive(current.live, { driver, rider });
    if (driver && !current.map.getBounds().contains([driver.lat, driver.lng])) frame();
  }, [driverKey, riderKey]);

  const description = describeMap(route, directions, words);
  // The notice and the credit sit over the map but outside its image role, so both are read.
  return (
    <div className="route-map-frame">
      <div
        ref={container}
        className="route-map"
        role="img"
        aria-label={liveDescription ? `${description}. ${liveDescription}` : description}
      />
      {tilesShown === false ? (
        <p className="route-map__notice" role="status">
          {/* MAP_TILES_UNAVAILABLE in English */}
          <Trans>Map tiles unavailable — showing the route only</Trans>
        </p>
      ) : null}
      {tiles ? <p className="route-map__credit">{tiles.attribution}</p> : null}
    </div>
  );
}
