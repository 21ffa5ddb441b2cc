import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/api.ts';
import { ADD_CARD, sandboxCard } from '../payments/payments.test-helpers.ts';
import {
  LOOKUP_RATES,
  pickupIn,
  serviceTypeIds,
  stops,
  type LookupRatesResult,
} from '../rates/rates.test-helpers.ts';

export const CREATE_RESERVATION = /* GraphQL */ `
  mutation createReservation($input: CreateReservationInput!) {
    createReservation(input: $input) {
      id
      confirmationNumber
      status
      currencyCode
      totalPrice
      totalPriceInMinorUnits
      rates {
        name
        totalValue
        totalValueInMinorUnits
      }
      payment {
        cardBrand
        lastDigits
        nameOnCard
      }
      accountCreated
    }
  }
`;

export interface CreatedReservation {
  createReservation: {
    id: string;
    confirmationNumber: string;
    status: string;
    currencyCode: string;
    totalPrice: number;
    totalPriceInMinorUnits: number;
    rates: { name: string; totalValue: number; totalValueInMinorUnits: number }[];
    payment: { cardBrand: string; lastDigits: string; nameOnCard: string };
    accountCreated: boolean;
  };
}

export const UPDATE_RESERVATION = /* GraphQL */ `
  mutation updateReservation($input: UpdateReservationInput!) {
    updateReservation(input: $input) {
      id
      confirmationNumber
      status
      totalPriceInMinorUnits
      payment {
        cardBrand
        lastDigits
      }
    }
  }
`;

export interface UpdatedReservation {
  updateReservation: {
    id: string;
    confirmationNumber: string;
    status: string;
    totalPriceInMinorUnits: number;
    payment: { cardBrand: string; lastDigits: string };
  };
}

/** A point-to-point trip from Grand Central to the Plaza, a day ahead, as lookupRates takes it. */
export async function tripInput(api: TestApi, overrides: Record<string, unknown> = {}) {
  const types = await serviceTypeIds(api, 'demo');
  return {
    coid: 'demo',
    serviceTypeId: types.PTP,
    ...pickupIn(26),
    totalPassengers: 1,
    totalLuggage: 0,
    route: [stops.grandCentral, stops.plaza],
    ...overrides,
  };
}

/** The trip priced as the app shows it: the first vehicle and the total the rider sees. */
export async function quoteFor(
  api: TestApi,
  trip: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await api.gql<LookupRatesResult>(LOOKUP_RATES, { input: trip }, headers);
  expect(res.errors).toBeUndefined();
  const vehicle = res.data!.lookupRates.vehicles[0]!;
  return { vehicleTypeId: vehicle.typeId, expectedAmountInMinorUnits: vehicle.amountInMinorUnits };
}

/** Saves a sandbox card for a signed-in rider and gives back its id. */
export async function savedCardId(
  api: TestApi,
  headers: Record<string, string>,
  number = '4111111111111111',
): Promise<string> {
  const card = await sandboxCard(api, headers, number);
  const res = await api.gql<{ createNewSavedPayment: { id: string } }>(
    ADD_CARD,
    { input: { coid: 'demo', ...card } },
    headers,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createNewSavedPayment.id;
}

/** Books as the app does: one Idempotency-Key per tap of BOOK THIS TRIP. */
export function book(
  api: TestApi,
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
  idempotencyKey: string = randomUUID(),
) {
  return api.gql<CreatedReservation>(
    CREATE_RESERVATION,
    { input },
    { ...headers, 'idempotency-key': idempotencyKey },
  );
}
