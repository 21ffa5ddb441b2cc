export const PLACE_FIELDS = /* GraphQL */ `
  placeId type name formattedAddress line1 line2 city stateCode postalCode countryCode airportCode
  coordinates { latitude longitude } precision
`;

export const GEOCODE = `query geocode($input: GeocodeAddressInput!) { geocodeAddress(input: $input) { ${PLACE_FIELDS} } }`;
export const REVERSE = `query reverse($input: ReverseGeocodeInput!) { reverseGeocode(input: $input) { ${PLACE_FIELDS} } }`;
export const AUTOCOMPLETE = `query autocomplete($input: AutocompletePlacesInput!) {
  autocompletePlaces(input: $input) { placeId type description mainText secondaryText }
}`;
export const DETAILS = `query details($input: PlaceDetailsInput!) { placeDetails(input: $input) { ${PLACE_FIELDS} } }`;
export const FIND = `query find($input: FindPlaceInput!) { findPlace(input: $input) { ${PLACE_FIELDS} } }`;
export const NEARBY = `query nearby($input: NearbySearchInput!) { nearbySearch(input: $input) { ${PLACE_FIELDS} } }`;
export const DIRECTIONS = `query directions($input: DrivingDirectionsInput!) {
  drivingDirections(input: $input) {
    legs { durationSeconds distanceMeters distanceMiles }
    durationSeconds distanceMeters distanceMiles tripEstimationTime encodedPolyline isEstimate
  }
}`;

export interface Place {
  placeId: string;
  type: string;
  name: string;
  formattedAddress: string;
  line1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
  airportCode: string | null;
  coordinates: { latitude: number; longitude: number };
  precision: string;
}

export interface Suggestion {
  placeId: string;
  type: string;
  description: string;
  mainText: string;
  secondaryText: string;
}
