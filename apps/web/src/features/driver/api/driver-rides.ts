import { gql } from '@urql/core';
import type {
  AcceptRideMutation,
  AcceptRideMutationVariables,
  DriverOpenRidesQuery,
  DriverOpenRidesQueryVariables,
  DriverRidesQuery,
  DriverRidesQueryVariables,
  DriverVehicleChoicesQuery,
  DriverVehicleChoicesQueryVariables,
  ReportDriverPositionMutation,
  ReportDriverPositionMutationVariables,
  UpdateRideStatusMutation,
  UpdateRideStatusMutationVariables,
} from '../../../lib/gql/graphql.ts';

// The driver page's documents are written with urql's gql tag rather than codegen's graphql():
// the build puts every graphql() document into one chunk that each rider screen loads, and these
// belong to the driver page alone. Codegen reads gql tags too and generates the types named here
// from these very documents, so no answer is typed by hand (docs/decisions/0050).

/** A place of the route as the driver page shows it: a name or street, and the town. */
const driverPlace = gql`
  fragment DriverPlace on TripLocation {
    kind
    name
    line1
    city
    stateCode
    airportCode
    coordinates {
      latitude
      longitude
    }
    flightInfo {
      flightNumber
      airlineCode
    }
  }
`;

const driverRideFields = gql`
  fragment DriverRideFields on DriverRide {
    id
    confirmationNumber
    reservationState {
      type
      colour
    }
    nextStatuses
    needsVehicle
    pickupAt
    flight {
      code
      stateText
      expectedArrival
      landedAt
      isAlert
    }
    routing {
      totalDuration
      pickup {
        location {
          ...DriverPlace
        }
      }
      dropOff {
        location {
          ...DriverPlace
        }
      }
      stops {
        edges {
          node {
            location {
              ...DriverPlace
            }
          }
        }
      }
    }
    passengerName
    passengerPhone
    passengerCount
    luggageCount
    driverNotes
    vehicles {
      make
      model
      color
      licensePlate
    }
  }
  ${driverPlace}
`;

/** The signed-in driver's rides that are not finished, earliest pickup first. */
export const driverRidesDocument = gql<DriverRidesQuery, DriverRidesQueryVariables>`
  query driverRides {
    driverRides {
      ...DriverRideFields
    }
  }
  ${driverRideFields}
`;

/** The company's vehicles of the ride's type, free at its time, the driver may set off in. */
export const driverVehicleChoicesDocument = gql<
  DriverVehicleChoicesQuery,
  DriverVehicleChoicesQueryVariables
>`
  query driverVehicleChoices($reservationId: ID!) {
    driverVehicleChoices(reservationId: $reservationId) {
      id
      make
      model
      color
      licensePlate
      passengerCapacity
    }
  }
`;

/** One step of the status table's driver rows; anything but a nextStatuses entry is refused. */
export const updateRideStatusDocument = gql<
  UpdateRideStatusMutation,
  UpdateRideStatusMutationVariables
>`
  mutation updateRideStatus($input: UpdateRideStatusInput!) {
    updateRideStatus(input: $input) {
      ...DriverRideFields
    }
  }
  ${driverRideFields}
`;

/**
 * The company's rides without a driver in the coming days that the driver is free to take, where
 * the company lets drivers take rides (else FORBIDDEN): when, where and in what, not who.
 */
export const driverOpenRidesDocument = gql<DriverOpenRidesQuery, DriverOpenRidesQueryVariables>`
  query driverOpenRides {
    driverOpenRides {
      id
      confirmationNumber
      pickupAt
      vehicleTypeName
      passengerCount
      luggageCount
      routing {
        pickup {
          location {
            ...DriverPlace
          }
        }
        dropOff {
          location {
            ...DriverPlace
          }
        }
      }
    }
  }
  ${driverPlace}
`;

/** Takes an open ride of the company by its confirmation number, where the company allows it. */
export const acceptRideDocument = gql<AcceptRideMutation, AcceptRideMutationVariables>`
  mutation acceptRide($input: AcceptRideInput!) {
    acceptRide(input: $input) {
      ...DriverRideFields
    }
  }
  ${driverRideFields}
`;

/** The device's latest position for the ride under way; the server keeps only the latest. */
export const reportDriverPositionDocument = gql<
  ReportDriverPositionMutation,
  ReportDriverPositionMutationVariables
>`
  mutation reportDriverPosition($input: DriverPositionInput!) {
    reportDriverPosition(input: $input) {
      recordedAt
    }
  }
`;
