import { graphql } from '../../../lib/gql';

/** Whether the company already has an account with this e-mail (guest registration). */
export const CheckDuplicateEmailQuery = graphql(`
  query checkDuplicateEmail($coid: String!, $email: String!) {
    checkDuplicateEmail(coid: $coid, email: $email) {
      duplicateCheck
    }
  }
`);
