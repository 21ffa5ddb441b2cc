import { formatPickUpTime } from '@ride/domain';
import type { TestApi } from '../../../test/api.ts';

export const LOOKUP_RATES = /* GraphQL */ `
  mutation getRates($input: LookupRatesInput!) {
    lookupRates(input: $input) {
      currencyCode
      currencySymbol
      promoCode
      serviceType {
        id
        name
        code
      }
      tripEstimate {
        durationSeconds
        distanceMeters
        distanceMiles
        tripEstimationTime
        encodedPolyline
        isEstimate
      }
      vehicles {
        id
        typeId
        name
        amount
        amountInMinorUnits
        passengerCapacity
        luggageCapacity
        childSeatCapacity
        isAccessible
        images {
          url
          alt
        }
        rates {
          name
          value
          valueInMinorUnits
        }
      }
    }
  }
`;

export interface RatedVehicle {
  id: string;
  typeId: number;
  name: string;
  amount: number;
  amountInMinorUnits: number;
  passengerCapacity: number;
  luggageCapacity: number;
  childSeatCapacity: number;
  isAccessible: boolean;
  images: { url: string; alt: string }[];
  rates: { name: string; value: number; valueInMinorUnits: number }[];
}

export interface LookupRatesResult {
  lookupRates: {
    currencyCode: string;
    currencySymbol: string;
    promoCode: string | null;
    serviceType: { id: number; name: string; code: string };
    tripEstimate: {
      durationSeconds: number;
      distanceMeters: number;
      distanceMiles: number;
      tripEstimationTime: string;
      encodedPolyline: string;
      isEstimate: boolean;
    };
    vehicles: RatedVehicle[];
  };
}

export const TIME_ZONES: Record<string, string> = {
  demo: 'America/New_York',
  acme: 'Europe/London',
};

/** A pickup `hoursAhead` from now, to the minute, with its matching formattedPickUpTime. */
export function pickupIn(hoursAhead: number, coid = 'demo') {
  const instant = new Date(Date.now() + hoursAhead * 3600_000);
  instant.setUTCSeconds(0, 0);
  return {
    scheduledPickupTime: instant.toISOString(),
    formattedPickUpTime: formatPickUpTime(instant, TIME_ZONES[coid] ?? 'UTC'),
  };
}

export const stops = {
  jfk: {
    type: 'AIRPORT',
    flightInfo: { airportCode: 'JFK' },
    address: { name: 'JFK', coordinates: { latitude: 40.6398, longitude: -73.7789 } },
  },
  lga: {
    type: 'AIRPORT',
    flightInfo: { airportCode: 'LGA' },
    address: { name: 'LaGuardia', coordinates: { latitude: 40.7772, longitude: -73.8726 } },
  },
  plaza: {
    type: 'POI',
    address: {
      name: 'The Plaza',
      line1: '768 5th Ave',
      city: 'New York',
      stateCode: 'NY',
      postalCode: '10019',
      countryCode: 'US',
      coordinates: { latitude: 40.7646, longitude: -73.9743 },
    },
  },
  grandCentral: {
    type: 'ADDRESS',
    address: {
      name: 'Grand Central',
      line1: '89 E 42nd St',
      city: 'New York',
      stateCode: 'NY',
      postalCode: '10017',
      countryCode: 'US',
      coordinates: { latitude: 40.7527, longitude: -73.9772 },
    },
  },
  savoy: {
    type: 'ADDRESS',
    address: {
      name: 'The Savoy',
      line1: 'Strand',
      city: 'London',
      stateCode: '',
      postalCode: 'WC2R 0EZ',
      countryCode: 'GB',
      coordinates: { latitude: 51.5104, longitude: -0.1204 },
    },
  },
  lhr: {
    type: 'AIRPORT',
    flightInfo: { airportCode: 'LHR' },
    address: { name: 'Heathrow', coordinates: null },
  },
};

/** The company's service type ids by code (PTP, AA, AD, HRL). */
export async function serviceTypeIds(api: TestApi, coid: string): Promise<Record<string, number>> {
  const rows = await api.db
    .selectFrom('service_type')
    .select(['id', 'code'])
    .where('company_id', '=', coid)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

export const sumOf = (vehicle: RatedVehicle) =>
  vehicle.rates.reduce((total, line) => total + line.valueInMinorUnits, 0);
