import { gql } from '@urql/core';
import type {
  GetCurrentTripsQuery,
  GetCurrentTripsQueryVariables,
} from '../../../lib/gql/graphql.ts';

/** The signed-in rider's rides under way: the header banner, the menu's TRACK, /current-trip. */
export const CurrentTripsQuery = gql<GetCurrentTripsQuery, GetCurrentTripsQueryVariables>`
  query getCurrentTrips($coid: String) {
    getCurrentTrips(coid: $coid) {
      id
      confirmationNumber
      reservationState {
        type
        label
        colour
      }
      phase
      vehicle {
        make
        model
        color
        licensePlate
      }
      minutesLeft
      awaitsFeedback
    }
  }
`;
