import { graphql } from '../../../gql';

export const dispatchRideDocument = graphql(`
  query consoleDispatchRide($id: ID!) {
    dispatchRide(id: $id) {
      ride {
        ...ConsoleBoardRide
      }
      route {
        role
        kind
        name
        address
        latitude
        longitude
      }
      path
      pathAlongRoads
      rider {
        firstName
        lastName
        email
        phone
      }
      passenger {
        firstName
        lastName
        email
        phone
      }
      luggageCount
      infantSeats
      toddlerSeats
      boosterSeats
      requiresAccessibility
      notes
      flight
      priceLines {
        name
        amountMinor
      }
      tipMinor
      rating
      money {
        currency
        authorisedMinor
        capturedMinor
        voidedMinor
        refundedMinor
        heldMinor
        chargedMinor
      }
      history {
        fromStatus
        toStatus
        toLabel
        changedAt
        changedBy
      }
      nextStatuses
      cancellationFeeMinor
      noShowFeeMinor
    }
  }
`);

/** Who can take the ride: free drivers nearest first, and the vehicles that fit. */
export const assignmentChoicesDocument = graphql(`
  query consoleAssignmentChoices($id: ID!) {
    suggestDrivers(reservationId: $id, first: 10) {
      driver {
        id
        firstName
        lastName
      }
      distanceMeters
      positionAgeSeconds
    }
    assignableVehicles(reservationId: $id) {
      id
      licensePlate
      make
      model
      color
      passengerCapacity
    }
  }
`);

export const assignRideDocument = graphql(`
  mutation consoleAssignRide($input: AssignRideInput!) {
    assignRide(input: $input) {
      reservationId
      driver {
        id
      }
      fleetVehicle {
        id
      }
    }
  }
`);

export const unassignRideDocument = graphql(`
  mutation consoleUnassignRide($id: ID!) {
    unassignRide(reservationId: $id) {
      reservationId
      driver {
        id
      }
    }
  }
`);

export const setRideStatusDocument = graphql(`
  mutation consoleSetRideStatus($id: ID!, $status: String!) {
    setRideStatus(reservationId: $id, status: $status) {
      ride {
        id
        status
        statusLabel
      }
    }
  }
`);
