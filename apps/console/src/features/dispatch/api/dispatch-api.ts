import { graphql } from '../../../gql';

/** The board row every screen of dispatch shows and live events carry. */
export const boardRideFields = graphql(`
  fragment ConsoleBoardRide on BoardRide {
    id
    confirmationNumber
    status
    statusLabel
    pickupAt
    dropoffAt
    serviceTypeName
    vehicleTypeId
    vehicleTypeName
    riderName
    passengerName
    passengerCount
    pickupSummary
    dropoffSummary
    driver {
      id
      firstName
      lastName
    }
    fleetVehicle {
      id
      licensePlate
      make
      model
    }
    totalMinor
    currency
    paymentState
    updatedAt
    flight {
      code
      state
      stateText
      expectedArrival
      landedAt
      bookedPickupAt
      isAlert
    }
  }
`);

export const boardDocument = graphql(`
  query consoleDispatchBoard($filter: BoardFilter, $first: Int, $after: String) {
    dispatchBoard(filter: $filter, first: $first, after: $after) {
      rides {
        ...ConsoleBoardRide
      }
      endCursor
      hasNextPage
      timeZone
      eventCursor
      endedCount
    }
  }
`);

/** What the board's filters offer: drivers and vehicle types. */
export const boardChoicesDocument = graphql(`
  query consoleDispatchChoices {
    dispatchDrivers {
      id
      firstName
      lastName
    }
    dispatchVehicleTypes {
      id
      name
    }
  }
`);

export const liveDriverFields = graphql(`
  fragment ConsoleLiveDriver on LiveDriver {
    driver {
      id
      firstName
      lastName
    }
    reservationId
    confirmationNumber
    status
    latitude
    longitude
    heading
    recordedAt
    ageSeconds
    isStale
  }
`);

export const dispatchEventsDocument = graphql(`
  subscription consoleDispatchEvents($after: String) {
    dispatchEvents(after: $after) {
      cursor
      kind
      ride {
        ...ConsoleBoardRide
      }
      driver {
        ...ConsoleLiveDriver
      }
    }
  }
`);

export const liveDriversDocument = graphql(`
  query consoleLiveDrivers {
    liveDrivers {
      ...ConsoleLiveDriver
    }
  }
`);

/** The coming rides without a driver, for their pickups on the driver map. */
export const unassignedPickupsDocument = graphql(`
  query consoleUnassignedPickups($filter: BoardFilter) {
    dispatchBoard(filter: $filter, first: 100) {
      rides {
        id
        confirmationNumber
        pickupAt
        pickupSummary
        pickupLatitude
        pickupLongitude
      }
    }
  }
`);

/** One ride's stops and path, drawn on the driver map when the dispatcher selects it. */
export const rideRouteDocument = graphql(`
  query consoleRideRoute($id: ID!) {
    dispatchRide(id: $id) {
      ride {
        id
        confirmationNumber
      }
      route {
        name
        latitude
        longitude
      }
      path
      pathAlongRoads
    }
  }
`);
