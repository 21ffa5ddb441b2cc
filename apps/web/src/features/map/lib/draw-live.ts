import { divIcon, marker, type LayerGroup } from 'leaflet';

/** The moving parts of a tracking map: the driver and the rider's own position. */
export interface LiveMarkers {
  driver: {
    lat: number;
    lng: number;
    /** Degrees clockwise from north, when known: the marker points that way. */
    heading: number | null;
    /** Out of date, or the last position kept in this browser: drawn faded. */
    stale: boolean;
  } | null;
  rider: { lat: number; lng: number } | null;
}

// The html is markup this module writes from numbers, never text from the server or the rider.
function driverIcon(driver: NonNullable<LiveMarkers['driver']>) {
  const arrow =
    driver.heading === null
      ? ''
      : `<span class="map-driver__arrow" style="transform: rotate(${Math.round(driver.heading)}deg)"></span>`;
  return divIcon({
    className: `map-marker map-marker--driver${driver.stale ? ' map-marker--stale' : ''}`,
    html: `${arrow}<svg class="map-driver__car" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11v6a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H8v1a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zm2.2 0h9.6l-1-3.2a1 1 0 0 0-1-.8H9.2a1 1 0 0 0-1 .8zM7.5 12.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zm9 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z"/></svg>`,
    iconSize: [34, 34],
    iconAnchor: [17, 17],
  });
}

const riderIcon = divIcon({ className: 'map-rider', iconSize: [18, 18], iconAnchor: [9, 9] });

/** Redraws the driver and the rider on their own layer, leaving the route as it is. */
export function drawLive(layer: LayerGroup, live: LiveMarkers): void {
  layer.clearLayers();
  const options = { interactive: false, keyboard: false };
  if (live.rider) {
    // Under the route's letters: a rider waiting at the pickup must not hide marker A.
    marker([live.rider.lat, live.rider.lng], {
      ...options,
      icon: riderIcon,
      zIndexOffset: -1000,
    }).addTo(layer);
  }
  if (live.driver) {
    marker([live.driver.lat, live.driver.lng], {
      ...options,
      icon: driverIcon(live.driver),
      zIndexOffset: 1000,
    }).addTo(layer);
  }
}
