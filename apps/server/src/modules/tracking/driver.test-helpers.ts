import type { TestApi } from '../../../test/api.ts';

export {
  ACME_DRIVER,
  buildStaff,
  DEMO_DRIVER,
  signInAsStaff,
  type BuiltStaff,
} from '../staff/staff.test-helpers.ts';

const DRIVER_RIDE_FIELDS = /* GraphQL */ `
  id
  confirmationNumber
  reservationState {
    type
    label
    isTrackable
  }
  nextStatuses
  needsVehicle
  pickupAt
  routing {
    pickup {
      location {
        line1
        coordinates {
          latitude
          longitude
        }
      }
    }
    dropOff {
      location {
        line1
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
`;

export const DRIVER_RIDES = /* GraphQL */ `
  query driverRides {
    driverRides {
      ${DRIVER_RIDE_FIELDS}
    }
  }
`;

export const UPDATE_RIDE_STATUS = /* GraphQL */ `
  mutation updateRideStatus($input: UpdateRideStatusInput!) {
    updateRideStatus(input: $input) {
      ${DRIVER_RIDE_FIELDS}
    }
  }
`;

export const ACCEPT_RIDE = /* GraphQL */ `
  mutation acceptRide($input: AcceptRideInput!) {
    acceptRide(input: $input) {
      ${DRIVER_RIDE_FIELDS}
    }
  }
`;

export const REPORT_POSITION = /* GraphQL */ `
  mutation reportDriverPosition($input: DriverPositionInput!) {
    reportDriverPosition(input: $input) {
      coordinates {
        latitude
        longitude
      }
      heading
      speed
      recordedAt
      etaSeconds
    }
  }
`;

export const DRIVER_VEHICLE_CHOICES = /* GraphQL */ `
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

export interface DriverVehicleChoiceResult {
  id: string;
  make: string;
  model: string;
  color: string;
  licensePlate: string;
  passengerCapacity: number;
}

export interface DriverRideResult {
  id: string;
  confirmationNumber: string;
  reservationState: { type: string; label: string; isTrackable: boolean };
  nextStatuses: string[];
  needsVehicle: boolean;
  pickupAt: string;
  passengerName: string;
  vehicles: { make: string; model: string; color: string; licensePlate: string }[];
}

export interface DriverLocationResult {
  coordinates: { latitude: number; longitude: number };
  heading: number | null;
  speed: number | null;
  recordedAt: string;
  etaSeconds: number | null;
}

/** The recorded status changes of a ride, oldest first. */
export function statusHistory(api: TestApi, reservationId: string) {
  return api.db
    .selectFrom('reservation_status_change')
    .select(['from_status', 'to_status', 'staff_user_id', 'account_user_id'])
    .where('reservation_id', '=', reservationId)
    .orderBy('changed_at')
    .execute();
}
