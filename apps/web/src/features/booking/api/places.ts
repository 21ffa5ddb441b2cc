import { graphql } from '../../../lib/gql';

/** Suggestions as the rider types: their saved places and the company's first, then the provider's. */
export const AutocompletePlacesQuery = graphql(`
  query autocompletePlaces($input: AutocompletePlacesInput!) {
    autocompletePlaces(input: $input) {
      placeId
      type
      description
      mainText
      secondaryText
    }
  }
`);

export const PlaceDetailsQuery = graphql(`
  query placeDetails($input: PlaceDetailsInput!) {
    placeDetails(input: $input) {
      placeId
      type
      name
      line1
      line2
      city
      stateCode
      postalCode
      countryCode
      airportCode
      coordinates {
        latitude
        longitude
      }
    }
  }
`);

/** The address at the rider's position ("Use my location"), through the server's maps provider. */
export const ReverseGeocodeQuery = graphql(`
  query reverseGeocode($input: ReverseGeocodeInput!) {
    reverseGeocode(input: $input) {
      placeId
      type
      name
      line1
      line2
      city
      stateCode
      postalCode
      countryCode
      airportCode
      coordinates {
        latitude
        longitude
      }
    }
  }
`);
