import { graphql } from '../../../lib/gql';

/** The signed-in rider's rides under way: the header banner, the menu's TRACK, /current-trip. */
export const CurrentTripsQuery = graphql(`
  query getCurrentTrips($coid: String) {
    getCurrentTrips(coid: $coid) {
      id
      confirmationNumber
      phase
      minutesLeft
      awaitsFeedback
    }
  }
`);
