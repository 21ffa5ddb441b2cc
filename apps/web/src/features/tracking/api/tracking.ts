import { graphql } from '../../../lib/gql';

/**
 * Spec part 2 §7: getTripLocations {id, hash, coid}. Signed in, the rider's own ride; with the
 * hash (td) of its shared link, that ride without a sign-in.
 */
export const TripLocationsQuery = graphql(`
  query getTripLocations($id: ID!, $hash: String, $coid: String) {
    getTripLocations(id: $id, hash: $hash, coid: $coid) {
      id
      confirmationNumber
      isTripTrackable
      reservationState {
        type
        label
        colour
        isTerminal
      }
      routeDurationSeconds
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
`);

/** Spec part 2 §7: getDriverLocation {reservationId, coid}, polled every 15 s; null when none. */
export const DriverLocationQuery = graphql(`
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
`);
