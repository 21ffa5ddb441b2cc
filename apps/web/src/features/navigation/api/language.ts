import { graphql } from '../../../lib/gql';

/** Keeps a signed-in rider's language on their account, for every phone and every message. */
export const SaveLanguageMutation = graphql(`
  mutation saveRiderLanguage($input: UpdateAccountUserInput!) {
    updateUserAccount(input: $input) {
      id
      language
    }
  }
`);
