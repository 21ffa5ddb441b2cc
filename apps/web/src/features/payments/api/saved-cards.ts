import { graphql } from '../../../lib/gql';

/** Spec part 2 §7: getSavedPaymentOptions, first 20, after 0, the gateway's id, isTokenized. */
export const SavedPaymentOptionsQuery = graphql(`
  query getSavedPaymentOptions($input: SavedPaymentOptionsInput!) {
    getSavedPaymentOptions(input: $input) {
      totalCount
      nodes {
        id
        paymentGatewayId
        cardBrand
        lastDigits
        expiryMonth
        expiryYear
        nameOnCard
      }
    }
  }
`);

export const DeleteSavedPaymentMutation = graphql(`
  mutation deleteSavedPayment($input: DeleteSavedPaymentInput!) {
    deleteSavedPayment(input: $input)
  }
`);

/** Spec part 2 §7: createNewSavedPayment (add payment card). */
export const CreateNewSavedPaymentMutation = graphql(`
  mutation createNewSavedPayment($input: NewSavedPaymentInput!) {
    createNewSavedPayment(input: $input) {
      id
      nameOnCard
      lastDigits
      cardBrand
    }
  }
`);
