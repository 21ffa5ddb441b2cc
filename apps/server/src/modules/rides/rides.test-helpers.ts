import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { TestApi } from '../../../test/api.ts';
import type { ReservationTable } from '../reservations/reservations.tables.ts';

export const TRIP_HISTORY = /* GraphQL */ `
  query getTripHistory($input: TripHistoryInput!) {
    getTripHistory(input: $input) {
      pageInfo {
        hasNextPage
        endCursor
        pageIndex
      }
      edges {
        node {
          id
          confirmationNumber
          pickupAt
          inProgress
          isModifiable
          isCancellable
          reservationState {
            type
            label
            colour
            isTrackable
          }
        }
      }
    }
  }
`;

export const TRIP_DETAILS = /* GraphQL */ `
  query getTripDetails($id: ID!, $hash: String, $coid: String) {
    getTripDetails(id: $id, hash: $hash, coid: $coid) {
      id
      confirmationNumber
      isModifiable
      isCancellable
      isSharedView
      shareHash
      cancelPhone
      scheduledPickupOffsetInMins
      reservationState {
        type
        label
      }
      vehicleTypePicked {
        name
      }
      rates {
        totalPriceInMinorUnits
      }
      routing {
        pickup {
          date
          time
          location {
            kind
            line1
          }
        }
        dropOff {
          location {
            kind
            line1
          }
        }
        totalStopsCount
      }
      drivers {
        edges {
          isPrimary
          node {
            id
            firstName
            lastName
            profilePic
            cellPhoneNumber
          }
        }
      }
      passengers {
        edges {
          node {
            id
            firstName
            emails
          }
        }
      }
    }
  }
`;

export const CANCEL_BOOKING = /* GraphQL */ `
  mutation cancelBooking($input: CancelBookingInput!) {
    cancelBooking(input: $input)
  }
`;

export interface TripNode {
  id: string;
  confirmationNumber: string;
  pickupAt: string;
  inProgress: boolean;
  isModifiable: boolean;
  isCancellable: boolean;
  reservationState: { type: string; label: string; colour: string; isTrackable: boolean };
}

export interface TripHistoryResult {
  getTripHistory: {
    pageInfo: { hasNextPage: boolean; endCursor: number; pageIndex: number };
    edges: { node: TripNode }[];
  };
}

const MINUTE = 60_000;
// Unique per company within a test database (numbers of built rides never meet the seed's).
let nextConfirmationNumber = 500_000;

/**
 * A reservation row written straight to the database (no pricing, no gateway): for lists and
 * rules that only read what is kept. Its hold, if any, is a row of its own (buildHold).
 */
export async function buildReservation(
  api: TestApi,
  overrides: Partial<Insertable<ReservationTable>> & {
    company_id?: string;
    /** Pickup this many minutes from now (default a day ahead). */
    inMinutes?: number;
  } = {},
) {
  const { inMinutes = 24 * 60, ...row } = overrides;
  const companyId = row.company_id ?? 'demo';
  const vehicle = await api.db
    .selectFrom('vehicle_type')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const serviceType = await api.db
    .selectFrom('service_type')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const stop = (line1: string, type: 'ADDRESS' | 'AIRPORT' = 'ADDRESS') => ({
    type,
    name: '',
    line1,
    line2: '',
    city: 'New York',
    stateCode: 'NY',
    postalCode: '10017',
    countryCode: 'US',
    airportCode: type === 'AIRPORT' ? 'JFK' : null,
    latitude: 40.75,
    longitude: -73.98,
  });
  return api.db
    .insertInto('reservation')
    .values({
      id: randomUUID(),
      company_id: companyId,
      confirmation_number: String(nextConfirmationNumber++),
      account_user_id: null,
      status: 'BOOKED',
      service_type_id: serviceType.id,
      vehicle_type_id: vehicle.id,
      scheduled_pickup_at: new Date(Date.now() + inMinutes * MINUTE),
      route: JSON.stringify([stop('89 E 42nd St'), stop('JFK Airport', 'AIRPORT')]),
      passenger_count: 1,
      luggage_count: 0,
      currency_code: 'USD',
      currency_symbol: '$',
      total_minor: 12_345,
      rate_lines: JSON.stringify([{ name: 'Base rate', valueInMinorUnits: 12_345 }]),
      trip_distance_meters: 20_000,
      trip_duration_seconds: 1_800,
      is_guest: row.account_user_id == null,
      passenger_first_name: 'Built',
      passenger_last_name: 'Rider',
      passenger_email: 'built@example.test',
      payment_gateway_id: 1,
      card_brand: 'VISA',
      card_last_digits: '1111',
      card_name: 'Built Rider',
      card_token: 'sbx_tok_built',
      share_hash: randomBytes(16).toString('base64url'),
      ...row,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
