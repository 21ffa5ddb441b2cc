import { graphql } from '../../../lib/gql';

/** Books the trip (one Idempotency-Key per booking attempt, see hooks/use-book-trip.ts). */
export const CreateReservationMutation = graphql(`
  mutation createReservation($input: CreateReservationInput!) {
    createReservation(input: $input) {
      ...BookedReservation
    }
  }

  fragment BookedReservation on CreatedReservation {
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
    shareHash
  }
`);

/** Saves the change to a booked ride (the rider's Ride details EDIT links lead here). */
export const UpdateReservationMutation = graphql(`
  mutation updateReservation($input: UpdateReservationInput!) {
    updateReservation(input: $input) {
      ...BookedReservation
    }
  }
`);
