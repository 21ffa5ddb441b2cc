import { expect } from 'vitest';
import type { TestApi } from '../../../../test/api.ts';
import { bearer, DEMO_RIDER, signInAs } from '../../auth/auth.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';

export const VEHICLE_FIELDS = /* GraphQL */ `
  fragment VehicleFields on CatalogVehicleType {
    id
    name
    passengerCapacity
    luggageCapacity
    childSeatCapacity
    isAccessible
    sortOrder
    isActive
    rates {
      baseFare
      perMile
      perMinute
      hourlyRate
      hourlyMinimumHours
      airportPickupFee
      airportDropoffFee
      stopFee
      childSeatFee
      gratuityPercent
      taxPercent
      minimumFare
      waitingPerMinute
    }
  }
`;

export const VEHICLE_TYPES = /* GraphQL */ `
  query catalogVehicleTypes {
    catalogVehicleTypes {
      ...VehicleFields
    }
  }
  ${VEHICLE_FIELDS}
`;

export const SAVE_RATE_CARD = /* GraphQL */ `
  mutation saveRateCard($vehicleTypeId: Int!, $rates: RateCardInput!) {
    saveRateCard(vehicleTypeId: $vehicleTypeId, rates: $rates) {
      ...VehicleFields
    }
  }
  ${VEHICLE_FIELDS}
`;

export const PREVIEW_PRICE = /* GraphQL */ `
  query previewPrice($input: PricePreviewInput!) {
    previewPrice(input: $input) {
      currencyCode
      amount
      amountInMinorUnits
      distanceMiles
      isHourly
      rates {
        name
        valueInMinorUnits
      }
    }
  }
`;

export interface CatalogRates {
  baseFare: string;
  perMile: string;
  perMinute: string;
  hourlyRate: string;
  hourlyMinimumHours: number;
  airportPickupFee: string;
  airportDropoffFee: string;
  stopFee: string;
  childSeatFee: string;
  gratuityPercent: string;
  taxPercent: string;
  minimumFare?: string | null;
  waitingPerMinute?: string | null;
}

export interface CatalogVehicle {
  id: number;
  name: string;
  passengerCapacity: number;
  isActive: boolean;
  sortOrder: number;
  rates: CatalogRates;
}

/** The demo company's vehicle type of that name, read straight from the database. */
export async function vehicleTypeId(api: TestApi, name: string, companyId = 'demo') {
  const row = await api.db
    .selectFrom('vehicle_type')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many audit rows a company has: proof that a refused call wrote nothing. */
export async function auditCount(api: TestApi, companyId = 'demo') {
  const row = await api.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lastAudit(api: TestApi, companyId = 'demo') {
  return api.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'before', 'after', 'actor'])
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** Everyone who is not the company's own admin, each with what they must hear. */
export async function outsiders(api: TestApi) {
  const rider = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
  return {
    acmeAdmin: await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme'),
    dispatcher: await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password),
    driver: await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password),
    rider: bearer(rider.accessToken),
    nobody: {},
  };
}

/**
 * Sends one operation as each outsider and checks the answer's code: another company's admin
 * hears `acmeAdminCode` (NOT_FOUND for another company's id), the dispatcher and the driver
 * FORBIDDEN, a rider and nobody UNAUTHENTICATED.
 */
export async function expectRefused(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  acmeAdminCode: string | null = 'NOT_FOUND',
) {
  const who = await outsiders(api);
  const expected: [keyof typeof who, string | null][] = [
    ['acmeAdmin', acmeAdminCode],
    ['dispatcher', 'FORBIDDEN'],
    ['driver', 'FORBIDDEN'],
    ['rider', 'UNAUTHENTICATED'],
    ['nobody', 'UNAUTHENTICATED'],
  ];
  for (const [name, code] of expected) {
    if (code === null) continue;
    const res = await api.gql(query, variables, who[name]);
    expect(res.errors?.[0]?.extensions?.code, name).toBe(code);
    expect(res.data ?? null, name).toBeNull();
  }
}

export const signInDemoAdmin = (api: TestApi) =>
  signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
