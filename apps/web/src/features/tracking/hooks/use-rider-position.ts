import { useEffect, useState } from 'react';

export interface RiderPosition {
  lat: number;
  lng: number;
}

// About a metre: the marker moves, re-renders do not follow every wobble of the fix.
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * The rider's own position for the tracking map (spec part 2 §2), from the browser, which asks
 * the rider first. It stays in the browser. Refused or unavailable: no marker, and nothing else
 * changes.
 */
export function useRiderPosition(): RiderPosition | null {
  const [position, setPosition] = useState<RiderPosition | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return undefined;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const next = { lat: round(coords.latitude), lng: round(coords.longitude) };
        setPosition((previous) =>
          previous?.lat === next.lat && previous.lng === next.lng ? previous : next,
        );
      },
      () => setPosition(null),
      { enableHighAccuracy: false, maximumAge: 30_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return position;
}
