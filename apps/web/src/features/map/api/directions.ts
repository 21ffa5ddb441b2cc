import { graphql } from '../../../lib/gql';

/** A driving route through the server's maps provider (the provider's keys stay on the server). */
export const DrivingDirectionsQuery = graphql(`
  query drivingDirections($input: DrivingDirectionsInput!) {
    drivingDirections(input: $input) {
      legs {
        durationSeconds
        distanceMeters
      }
      durationSeconds
      distanceMeters
      encodedPolyline
      isEstimate
    }
  }
`);
