import { graphql } from '../../../lib/gql';

/** Spec part 2 §7: getSavedAddresses, first 50, the nodes read. */
export const SavedAddressesQuery = graphql(`
  query getSavedAddresses($first: Int!) {
    getSavedAddresses(first: $first) {
      totalCount
      nodes {
        id
        name
        type
        line1
        line2
        city
        stateCode
        countryCode
        postalCode
        coordinates {
          latitude
          longitude
        }
      }
    }
  }
`);

/** Saves the place the rider chose in the search under a name and a type. */
export const AddFavoritePlaceMutation = graphql(`
  mutation addFavoritePlace($input: AddFavoritePlaceInput!) {
    addFavoritePlace(input: $input) {
      id
      name
    }
  }
`);

/** Spec part 2 §7: deleteFavoritePlace, input {id}, a scalar back. */
export const DeleteFavoritePlaceMutation = graphql(`
  mutation deleteFavoritePlace($input: DeleteFavoritePlaceInput!) {
    deleteFavoritePlace(input: $input)
  }
`);
