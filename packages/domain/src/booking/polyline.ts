import polyline from '@mapbox/polyline';

/**
 * The encoded polyline format (precision 5) that Google Directions and OSRM both return, so a
 * route's shape travels as one short string whatever the provider.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export function encodePolyline(points: readonly LatLng[]): string {
  return polyline.encode(points.map(({ lat, lng }) => [lat, lng]));
}

export function decodePolyline(encoded: string): LatLng[] {
  return polyline.decode(encoded).map(([lat, lng]) => ({ lat, lng }));
}
