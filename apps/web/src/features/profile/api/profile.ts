import { graphql } from '../../../lib/gql';

/** Spec part 2 §7, getUserProfile: everything the profile screens show; never cached. */
export const ProfileDetailsQuery = graphql(`
  query profileDetails {
    getUserProfile {
      ...ProfileDetails
    }
  }

  fragment ProfileDetails on UserProfile {
    id
    firstName
    lastName
    email
    phone
    address {
      line1
      line2
      city
      stateCode
      postalCode
      countryCode
    }
  }
`);

/** Spec part 2 §7, updateUserAccount; the answer is the profile as saved. */
export const UpdateProfileMutation = graphql(`
  mutation updateProfile($input: UpdateAccountUserInput!) {
    updateUserAccount(input: $input) {
      ...ProfileDetails
    }
  }
`);

/** Spec part 2 §7, "request password reset": the real reset mail, to the profile's address. */
export const ProfilePasswordResetMutation = graphql(`
  mutation requestProfilePasswordReset($input: ResetAccountUserPasswordInput!) {
    resetPassword(input: $input) {
      isSuccessful
    }
  }
`);
