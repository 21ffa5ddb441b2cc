import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import {
  assignRide,
  buildDriver,
  buildFleetVehicle,
  DRIVER_LOCATION,
  TRIP_LOCATIONS,
} from '../tracking/tracking.test-helpers.ts';
import { buildReservation } from './rides.test-helpers.ts';

/** Every field of a Trip that holds money, the card or the rider's contact, with who drives. */
const RIDE_READ = /* GraphQL */ `
  query getTripDetails($id: ID!, $hash: String, $coid: String) {
    getTripDetails(id: $id, hash: $hash, coid: $coid) {
      id
      isSharedView
      rates {
        totalPrice
        totalPriceInMinorUnits
        edges {
          name
          totalValue
          totalValueInMinorUnits
        }
      }
      preferredPaymentMethod {
        id
        paymentType
      }
      preferredPayment {
        id
        cardBrand
        nameOnCard
        lastDigits
      }
      cancellationFeeInMinorUnits
      charges {
        heldInMinorUnits
        chargedInMinorUnits
      }
      feedback {
        tipInMinorUnits
      }
      passengers {
        edges {
          node {
            firstName
            emails
            cellPhoneNumber
          }
        }
      }
      drivers {
        edges {
          isPrimary
          node {
            firstName
            lastName
            profilePic
          }
        }
      }
      vehicles {
        edges {
          isPrimary
          node {
            make
            model
            color
            licensePlate
          }
        }
      }
    }
  }
`;

interface RideRead {
  getTripDetails: {
    rates: unknown;
    preferredPaymentMethod: unknown;
    preferredPayment: unknown;
    passengers: { edges: { node: { emails: string[]; cellPhoneNumber: string | null } }[] };
  } & Record<string, unknown>;
}

const RIDER_EMAIL = 'shared-ride-rider@example.test';
const RIDER_PHONE = '+1 212 555 0177';

describe.each(databaseKinds())('a shared ride on %s', (kind) => {
  const api = useTestApi(kind);
  let ride: Awaited<ReturnType<typeof buildReservation>>;
  let owner: Record<string, string>;
  let otherRider: Record<string, string>;
  let acmeRider: Record<string, string>;
  let plate: string;
  beforeAll(async () => {
    const rider = await buildRider(api);
    const other = await buildRider(api);
    const acme = await buildRider(api, { companyId: 'acme' });
    owner = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    otherRider = bearer((await signInAs(api, other.email, other.password)).accessToken);
    acmeRider = bearer((await signInAs(api, acme.email, acme.password, 'acme')).accessToken);
    ride = await buildReservation(api, {
      account_user_id: rider.id,
      passenger_email: RIDER_EMAIL,
      passenger_phone: RIDER_PHONE,
    });
    const driver = await buildDriver(api);
    const vehicle = await buildFleetVehicle(api);
    plate = vehicle.license_plate;
    await assignRide(api, ride, driver.id, vehicle.id);
  });
  beforeEach(() => clearRateLimits(api));

  const read = (vars: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.gql<RideRead>(RIDE_READ, vars, headers);
  /** The driver and car the dispatcher assigned, as the rider's screens read them. */
  const whoDrives = () => ({
    drivers: {
      edges: [
        {
          isPrimary: true,
          node: {
            firstName: 'Dora',
            lastName: 'Wheeler',
            profilePic: 'https://example.test/dora.jpg',
          },
        },
      ],
    },
    vehicles: {
      edges: [
        {
          isPrimary: true,
          node: {
            make: 'Lincoln',
            model: 'Navigator',
            color: 'Midnight Blue',
            licensePlate: plate,
          },
        },
      ],
    },
  });

  it('shows the rider their ride’s assigned driver and car, with its price, card and contact', async () => {
    const res = await read({ id: ride.id }, owner);
    expect(res.errors).toBeUndefined();
    const trip = res.data!.getTripDetails;
    expect(trip).toMatchObject({ isSharedView: false, ...whoDrives() });
    expect(trip).toMatchObject({
      rates: { totalPriceInMinorUnits: ride.total_minor },
      preferredPaymentMethod: { paymentType: 'CreditCard' },
      preferredPayment: { lastDigits: ride.card_last_digits },
      passengers: { edges: [{ node: { emails: [RIDER_EMAIL], cellPhoneNumber: RIDER_PHONE } }] },
    });
  });

  it('answers its shared hash with the trip and who drives, and no card, price or contact', async () => {
    const res = await read({ id: ride.id, hash: ride.share_hash, coid: 'demo' });
    expect(res.errors).toBeUndefined();
    const trip = res.data!.getTripDetails;
    expect(trip).toMatchObject({ isSharedView: true, ...whoDrives() });
    expect(trip).toMatchObject({
      rates: null,
      preferredPaymentMethod: null,
      preferredPayment: null,
      cancellationFeeInMinorUnits: null,
      charges: null,
      feedback: null,
      passengers: { edges: [{ node: { firstName: 'Built', emails: [], cellPhoneNumber: null } }] },
    });
    const text = JSON.stringify(res.data);
    expect(text).not.toContain(RIDER_EMAIL);
    expect(text).not.toContain(RIDER_PHONE);
    expect(text).not.toContain(ride.card_name);
  });

  it('answers the public tracking calls by the hash without card, price or contact', async () => {
    const locations = await api.gql<{ getTripLocations: Record<string, unknown> }>(TRIP_LOCATIONS, {
      id: ride.id,
      hash: ride.share_hash,
    });
    expect(locations.errors).toBeUndefined();
    expect(locations.data!.getTripLocations).toMatchObject({
      drivers: [{ firstName: 'Dora' }],
      vehicles: [{ licensePlate: plate }],
    });
    const position = await api.gql(DRIVER_LOCATION, {
      reservationId: ride.id,
      hash: ride.share_hash,
    });
    expect(position.errors).toBeUndefined();
    for (const answer of [locations.data, position.data]) {
      const text = JSON.stringify(answer);
      for (const secret of [RIDER_EMAIL, RIDER_PHONE, ride.card_name, ride.card_token]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/price|rates|payment|card|charge|email/i);
    }
  });

  it('shows nothing of the driver to another rider, another company or a wrong hash', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ id: ride.id }, otherRider],
      [{ id: ride.id }, acmeRider],
      [{ id: ride.id, coid: 'acme' }, acmeRider],
      [{ id: ride.id, hash: 'not-the-hash' }, {}],
      [{ id: ride.id, hash: ride.share_hash, coid: 'acme' }, {}],
    ];
    for (const [vars, headers] of cases) {
      for (const query of [RIDE_READ, TRIP_LOCATIONS]) {
        const res = await api.gql(query, vars, headers);
        expect(res.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe('NOT_FOUND');
        expect(res.data ?? null).toBeNull();
        expect(JSON.stringify(res)).not.toContain(plate);
        expect(JSON.stringify(res)).not.toContain('Dora');
      }
    }
  });
});
