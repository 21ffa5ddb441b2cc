/** The maps port: every provider answers these calls in these shapes (DESIGN.md, adapters). */
export interface LatLng {
  latitude: number;
  longitude: number;
}

export type PlaceKind = 'address' | 'airport' | 'poi';

/** How exactly a place is located: offline answers may only know the postal code or the city. */
export type PlacePrecision = 'exact' | 'postalCode' | 'city';

export interface MapPlace {
  placeId: string;
  type: PlaceKind;
  name: string;
  formattedAddress: string;
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
  /** IATA code when the place is an airport we can name. */
  airportCode: string | null;
  coordinates: LatLng;
  precision: PlacePrecision;
}

export interface PlaceSuggestion {
  placeId: string;
  type: PlaceKind;
  description: string;
  mainText: string;
  secondaryText: string;
}

export interface RouteLegEstimate {
  durationSeconds: number;
  distanceMeters: number;
}

export interface RouteEstimate {
  legs: RouteLegEstimate[];
  durationSeconds: number;
  distanceMeters: number;
  /** The route's shape in the encoded polyline format. */
  encodedPolyline: string;
  /** True when computed from straight-line distance rather than a road network. */
  isEstimate: boolean;
}

/** A company's places that the offline provider searches (the maps module reads them from the database). */
export interface LocalPlaceSource {
  search(text: string, limit: number): Promise<MapPlace[]>;
  near(
    point: LatLng,
    radiusMeters: number,
    limit: number,
  ): Promise<(MapPlace & { distanceMeters: number })[]>;
  byId(id: string): Promise<MapPlace | null>;
}

/** Where a request is asked from: the company's area biases results toward its city and country. */
export interface MapsRequestContext {
  companyId: string;
  countryCode: string;
  /** The company's base. */
  center: LatLng;
  /** The circle around its service area: places inside it come first, for every provider. */
  searchArea: { center: LatLng; radiusMeters: number };
  localPlaces: LocalPlaceSource;
}

export interface NearbyRequest {
  location: LatLng;
  radiusMeters: number;
  keyword: string;
}

export interface MapsProvider {
  readonly name: 'offline' | 'google' | 'osm';
  geocode(address: string, context: MapsRequestContext): Promise<MapPlace | null>;
  reverseGeocode(point: LatLng, context: MapsRequestContext): Promise<MapPlace | null>;
  autocomplete(input: string, context: MapsRequestContext): Promise<PlaceSuggestion[]>;
  findPlace(query: string, context: MapsRequestContext): Promise<MapPlace[]>;
  placeDetails(placeId: string, context: MapsRequestContext): Promise<MapPlace | null>;
  nearby(request: NearbyRequest, context: MapsRequestContext): Promise<MapPlace[]>;
  /** A driving route through the points in order; null when no road route exists. */
  directions(points: LatLng[], context: MapsRequestContext): Promise<RouteEstimate | null>;
}

/** The provider answered with an HTTP error status; logged as "HTTP error! Status: {code}". */
export class MapsHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP error! Status: ${status}`);
    this.name = 'MapsHttpError';
  }
}

/** The provider answered, but with a failure status of its own (quota, key refused, bad request). */
export class MapsStatusError extends Error {
  constructor(
    readonly status: string,
    detail?: string,
  ) {
    super(detail ? `Maps provider status ${status}: ${detail}` : `Maps provider status ${status}`);
    this.name = 'MapsStatusError';
  }
}
