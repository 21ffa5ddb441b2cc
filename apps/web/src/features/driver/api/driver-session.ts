import { gql } from '@urql/core';
import type {
  DriverLogoutMutation,
  DriverLogoutMutationVariables,
  LoginMutation,
  LoginMutationVariables,
  RefreshDriverTokenMutation,
  RefreshDriverTokenMutationVariables,
} from '../../../lib/gql/graphql.ts';

// urql's gql tag keeps these in the driver page's chunk (see driver-rides.ts).

/**
 * A staff user's sign-in: the riders' login call with typeOfUser COMPANY_USER. The answer is the
 * driver's own token pair, kept apart from the rider's.
 */
export const driverLoginDocument = gql<LoginMutation, LoginMutationVariables>`
  mutation login($input: LoginInfoInput!) {
    login(input: $input) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`;

/** The riders' refreshAuthToken, for the driver's refresh token. */
export const refreshDriverTokenDocument = gql<
  RefreshDriverTokenMutation,
  RefreshDriverTokenMutationVariables
>`
  mutation refreshDriverToken($input: RefreshAuthTokenInput!) {
    refreshAuthToken(input: $input) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`;

/** Ends the driver's refresh-token family on the server. */
export const driverLogoutDocument = gql<DriverLogoutMutation, DriverLogoutMutationVariables>`
  mutation driverLogout($input: LogoutInput!) {
    logout(input: $input)
  }
`;
