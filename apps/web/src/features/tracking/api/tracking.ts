import { gql } from '@urql/core';
import type {
  GetTripLocationsQuery,
  GetTripLocationsQueryVariables,
  GetDriverLocationQuery,
  GetDriverLocationQueryVariables,
} from '../../../lib/gql/graphql.ts';

/**
 * Spec part 2 §7: getTripLocations {id, hash, coid}. Signed in, the rider's own ride; with the
 * hash (td) of its shared link, that ride without a sign-in.
 */
export const TripLocationsQuery = gql<GetTripLocationsQuery, GetTripLocationsQueryVariables>`
  query getTripLocations($id: ID!, $hash: String, $coid: String) {
    getTripLocations(id: $id, hash: $hash, coid: $coid) {
      id
      confirmationNumber
      isTripTrackable
      shareHash
      reservationState {
        type
        label
        colour
        isTerminal
      }
      routeDurationSeconds
      awaitsFeedback
      routing {
        pickup {
          location {
            kind
            name
            line1
            city
            airportCode
            coordinates {
              latitude
              longitude
            }
          }
        }
        dropOff {
          location {
            kind
            name
            line1
            city
            airportCode
            coordinates {
              latitude
              longitude
            }
          }
        }
        stops {
          edges {
            node {
              location {
                kind
                name
                line1
                city
                airportCode
                coordinates {
                  latitude
                  longitude
                }
              }
            }
          }
        }
      }
      drivers {
        firstName
        lastName
        profilePic
        cellPhoneNumber
      }
      vehicles {
        make
        model
        color
        licensePlate
      }
    }
  }
`;

/**
 * Spec part 2 §7: getDriverLocation {reservationId, coid}, polled every 15 s; null when none. The
 * app asks it by the ride's secret (the shareHash its trip locations carry) and no sign-in, so a
 * poll costs the server no session lookup (decision 52).
 */
export const DriverLocationQuery = gql<GetDriverLocationQuery, GetDriverLocationQueryVariables>`
  query getDriverLocation($reservationId: ID!, $hash: String, $coid: String) {
    getDriverLocation(reservationId: $reservationId, hash: $hash, coid: $coid) {
      coordinates {
        latitude
        longitude
      }
      heading
      recordedAt
      etaSeconds
    }
  }
`;
