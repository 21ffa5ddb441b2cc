import { graphql } from '../../../gql';

export const fleetDocument = graphql(`
  query consoleFleet {
    fleetVehicles(includeInactive: true) {
      ...ConsoleFleetVehicle
    }
    dispatchBufferMinutes
    catalogVehicleTypes {
      id
      name
      passengerCapacity
    }
  }
  fragment ConsoleFleetVehicle on FleetVehicle {
    id
    licensePlate
    make
    model
    color
    vehicleTypeId
    vehicleTypeName
    passengerCapacity
    isActive
  }
`);

export const createFleetVehicleDocument = graphql(`
  mutation consoleCreateFleetVehicle($input: FleetVehicleInput!) {
    createFleetVehicle(input: $input) {
      ...ConsoleFleetVehicle
    }
  }
`);

export const updateFleetVehicleDocument = graphql(`
  mutation consoleUpdateFleetVehicle($id: ID!, $input: FleetVehicleInput!) {
    updateFleetVehicle(id: $id, input: $input) {
      ...ConsoleFleetVehicle
    }
  }
`);

export const deactivateFleetVehicleDocument = graphql(`
  mutation consoleDeactivateFleetVehicle($id: ID!) {
    deactivateFleetVehicle(id: $id) {
      ...ConsoleFleetVehicle
    }
  }
`);

export const setDispatchBufferDocument = graphql(`
  mutation consoleSetDispatchBuffer($minutes: Int!) {
    setDispatchBufferMinutes(minutes: $minutes)
  }
`);
