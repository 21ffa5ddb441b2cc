import { graphql } from '../../../lib/gql';

/**
 * The signed-in rider's id, sent as passengerId with getRates. Its own operation name keeps it
 * apart from the profile screen's getUserProfile, which asks for much more.
 */
export const BookingPassengerQuery = graphql(`
  query bookingPassenger {
    getUserProfile {
      id
    }
  }
`);
