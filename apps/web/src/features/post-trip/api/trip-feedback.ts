import { gql } from '@urql/core';
import type {
  SubmitTripFeedbackMutation,
  SubmitTripFeedbackMutationVariables,
} from '../../../lib/gql/graphql.ts';

/**
 * The rider's tip and rating, stored once (a retry answers what is stored). Written with urql's
 * gql tag so it loads with this screen alone, typed by codegen from this text (decision 50).
 */
export const submitTripFeedbackDocument = gql<
  SubmitTripFeedbackMutation,
  SubmitTripFeedbackMutationVariables
>`
  mutation submitTripFeedback($input: TripFeedbackInput!) {
    submitTripFeedback(input: $input) {
      reservationId
      tipPercent
      tipInMinorUnits
      rating
    }
  }
`;
