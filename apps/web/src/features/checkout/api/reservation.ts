import { graphql } from '../../../lib/gql';

/** Books the trip (one Idempotency-Key per booking attempt, see hooks/use-book-trip.ts). */
export const CreateReservationMutation = graphql(`
  mutation createReservation($input: CreateReservationInput!) {
    createReservation(input: $input) {
      id
      confirmationNumber
      currencyCode
      currencySymbol
      totalPrice
      payment {
        cardBrand
        lastDigits
      }
      accountCreated
    }
  }
`);
