import { graphql } from '../../../lib/gql';

/** The signed-in rider's saved cards for the payment row (first 20, spec part 2 §9). */
export const CheckoutSavedCardsQuery = graphql(`
  query checkoutSavedCards {
    getSavedPaymentOptions(input: { first: 20, after: 0 }) {
      nodes {
        id
        cardBrand
        lastDigits
      }
    }
  }
`);
