import { graphql } from '../../../lib/gql';

/** Spec part 1 §7: getUserProfile, never cached, skipped when signed out. */
export const GetUserProfileQuery = graphql(`
  query getUserProfile($coid: String) {
    getUserProfile(coid: $coid) {
      id
      firstName
      lastName
      email
      phone
      language
    }
  }
`);

export const RefreshAuthTokenMutation = graphql(`
  mutation refreshAuthToken($input: RefreshAuthTokenInput!) {
    refreshAuthToken(input: $input) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`);

/** Ends the refresh-token family on the server, so a copied refresh token stops working too. */
export const LogoutMutation = graphql(`
  mutation logout($input: LogoutInput!) {
    logout(input: $input)
  }
`);
