import { graphql } from '../../../lib/gql';

/** Spec part 1 §7, "sign in": the answer is stored whole as the auth data. */
export const SignInMutation = graphql(`
  mutation signIn($input: LoginInfoInput!) {
    signIn(input: $input) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`);

/** Spec part 1 §7, "sign up". */
export const CreateAccountMutation = graphql(`
  mutation createAccount($input: createNewAccountUserInput!) {
    createNewAccountUser(input: $input) {
      id
    }
  }
`);

/** Spec part 1 §7, "request password reset": input {email, companyId}. */
export const ResetPasswordMutation = graphql(`
  mutation resetPassword($input: ResetAccountUserPasswordInput!) {
    resetPassword(input: $input) {
      isSuccessful
      message
    }
  }
`);

/** The reset screen behind the mailed link: a new password for the link's token. */
export const CompletePasswordResetMutation = graphql(`
  mutation completePasswordReset($input: CompletePasswordResetInput!) {
    completePasswordReset(input: $input) {
      isSuccessful
      message
    }
  }
`);
