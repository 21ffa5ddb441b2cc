import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/api.ts';
import { bearer, LOGIN, type Tokens } from '../auth/auth.test-helpers.ts';
import { hashPassword } from '../auth/password.ts';
import type { StaffRole } from '../staff/staff.tables.ts';

export const DEMO_DRIVER = { email: 'driver@demo.test', password: 'Demo!Driver2026' };
export const ACME_DRIVER = { email: 'driver@acme.test', password: 'Acme!Driver2026' };

const DRIVER_RIDE_FIELDS = /* GraphQL */ `
  id
  confirmationNumber
  reservationState {
    type
    label
    isTrackable
  }
  nextStatuses
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

export interface DriverRideResult {
  id: string;
  confirmationNumber: string;
  reservationState: { type: string; label: string; isTrackable: boolean };
  nextStatuses: string[];
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

/** Signs a staff user in (typeOfUser COMPANY_USER) and gives their bearer header. */
export async function signInAsStaff(
  api: TestApi,
  email: string,
  password: string,
  companyId = 'demo',
): Promise<Record<string, string>> {
  const res = await api.gql<{ login: Tokens }>(LOGIN, {
    input: { username: email, password, companyId, typeOfUser: 'COMPANY_USER' },
  });
  expect(res.errors).toBeUndefined();
  return bearer(res.data!.login.accessToken);
}

export interface BuiltStaff {
  id: string;
  companyId: string;
  email: string;
  password: string;
}

/** A fresh staff user (a driver unless told) written straight to the database. */
export async function buildStaff(
  api: TestApi,
  overrides: { companyId?: string; role?: StaffRole } = {},
): Promise<BuiltStaff> {
  const companyId = overrides.companyId ?? 'demo';
  const email = `staff-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Built!Staff2026';
  const row = await api.db
    .insertInto('staff_user')
    .values({
      company_id: companyId,
      role: overrides.role ?? 'driver',
      email,
      password_hash: await hashPassword(password),
      first_name: 'Built',
      last_name: 'Staff',
      profile_pic: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, companyId, email, password };
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
