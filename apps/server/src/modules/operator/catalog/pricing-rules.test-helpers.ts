import { formatPickUpTime, startOfZonedDate, zonedDateOf } from '@ride/domain';
import { expect } from 'vitest';
import type { TestApi } from '../../../../test/api.ts';

export const PRICING_RULES = /* GraphQL */ `
  query pricingRules {
    pricingRules {
      zones {
        id
        name
        points
      }
      zoneFares {
        id
        vehicleTypeId
        fromZoneId
        toZoneId
        amount
        isOneWay
      }
      surcharges {
        id
        name
        kind
        startTime
        endTime
        date
        percent
        amount
      }
    }
  }
`;

export interface PricingRulesAnswer {
  pricingRules: {
    zones: { id: number; name: string; points: number[][] }[];
    zoneFares: { id: number; amount: string; fromZoneId: number; toZoneId: number }[];
    surcharges: { id: number; name: string; kind: string; percent: string | null }[];
  };
}

export const SAVE_ZONE = /* GraphQL */ `
  mutation savePricingZone($id: Int, $input: PricingZoneInput!) {
    savePricingZone(id: $id, input: $input) {
      id
      name
      points
    }
  }
`;

export const SAVE_ZONE_FARE = /* GraphQL */ `
  mutation saveZoneFare($id: Int, $input: ZoneFareInput!) {
    saveZoneFare(id: $id, input: $input) {
      id
      amount
      isOneWay
    }
  }
`;

export const SAVE_SURCHARGE = /* GraphQL */ `
  mutation savePriceSurcharge($id: Int, $input: PriceSurchargeInput!) {
    savePriceSurcharge(id: $id, input: $input) {
      id
      name
      kind
      startTime
      endTime
      percent
      amount
    }
  }
`;

/** A box of [latitude, longitude] corners around a point, `half` degrees each way. */
export function boxAround(latitude: number, longitude: number, half = 0.02): number[][] {
  return [
    [latitude - half, longitude - half],
    [latitude - half, longitude + half],
    [latitude + half, longitude + half],
    [latitude + half, longitude - half],
  ];
}

/**
 * A pickup at 23:00 on the company's clock a couple of days ahead (inside a 22:00–06:00 night
 * window whatever the hour the test runs at), with its formattedPickUpTime.
 */
export function lateEveningPickup(timeZone: string, now = new Date()) {
  const dayAfter = zonedDateOf(new Date(now.getTime() + 3 * 86_400_000), timeZone);
  // Clocks change at 02:00 in the zones tested, so the hour before midnight is always 23:00.
  const instant = new Date(startOfZonedDate(dayAfter, timeZone).getTime() - 3_600_000);
  return {
    scheduledPickupTime: instant.toISOString(),
    formattedPickUpTime: formatPickUpTime(instant, timeZone),
  };
}

export async function saved<T>(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<T> {
  const res = await api.gql<T>(query, variables, headers);
  expect(res.errors).toBeUndefined();
  return res.data!;
}
