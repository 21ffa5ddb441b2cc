import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { callApi, type Tokens } from './auth-support.ts';
import { baseUrl } from './browser.ts';
import { TYPESCRIPT_COMMAND } from '../../scripts/lib/node-commands.ts';

/** The demo company's driver (apps/server/src/db/seed/staff.ts). */
export const DEMO_DRIVER = {
  email: 'driver@demo.test',
  password: 'Demo!Driver2026',
  name: 'Marco Driver',
};

export interface BookedRide {
  id: string;
  confirmationNumber: string;
  totalPriceInMinorUnits: number;
  /** The td of the ride's shared link. */
  shareHash: string;
  /** When the ride was booked for (ISO). */
  pickupAt: string;
}

async function api<T>(query: string, variables: Record<string, unknown>, token?: string) {
  const answer = await callApi<T>(
    query,
    variables,
    token ? { Authorization: `Bearer ${token}` } : {},
  );
  if (!answer.data) throw new Error(`API call failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const bearer = (tokens: Tokens) => tokens.accessToken;

/** A sandbox card token, as the gateway's hosted fields give it to the app. */
async function sandboxCard(rider: Tokens) {
  const antiForgery = randomUUID().replaceAll('-', '').slice(0, 20);
  const { getAllDefaultGateways } = await api<{
    getAllDefaultGateways: { paymentGateways: { id: number; shortCode: string }[] };
  }>(
    `query gateways($coid: String!) {
      getAllDefaultGateways(company_alias: $coid) { paymentGateways { id shortCode } }
    }`,
    { coid: 'demo' },
    bearer(rider),
  );
  const gateway = getAllDefaultGateways.paymentGateways.find((g) => g.shortCode === 'fs');
  if (!gateway) throw new Error('The demo company has no sandbox gateway');
  const { getFullSteamAuthCode } = await api<{ getFullSteamAuthCode: { authKey: string } }>(
    `mutation authCode($input: FullSteamAuthCodeInput!) {
      getFullSteamAuthCode(input: $input) { authKey }
    }`,
    { input: { coid: 'demo', gateway_id: gateway.id, anti_forgery_token: antiForgery } },
    bearer(rider),
  );
  const response = await fetch(`${baseUrl()}/payments/sandbox/tokenize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      authKey: getFullSteamAuthCode.authKey,
      cardNumber: '4111111111111111',
      expirationMonth: '12',
      expirationYear: String(new Date().getUTCFullYear() + 3),
      cvv: '123',
      zip: '10019',
    }),
  });
  const tokenized = (await response.json()) as {
    gatewayResponse: { token: string; hostedPaymentsAccountId: string };
  };
  return {
    cardNumber: '1111',
    cardHolderName: 'Dana Rider',
    expirationDate: `12/${new Date().getUTCFullYear() + 3}`,
    cardNetwork: 'visa',
    billingAddress: {
      line1: '768 5th Ave',
      city: 'New York',
      stateCode: 'NY',
      postalCode: '10019',
      countryCode: 'US',
    },
    token: tokenized.gatewayResponse.token,
    gateway: 'fs',
    paymentGatewayId: gateway.id,
    hostedPaymentsAccountId: tokenized.gatewayResponse.hostedPaymentsAccountId,
    anti_forgery_token: antiForgery,
  };
}

/**
 * Books a ride for a signed-in rider as the app does (priced, then booked on a new card), from
 * Grand Central (or, landing on `landingFlight`, JFK) to the Plaza, `hoursAhead` from now: within
 * a day, so it may become a current trip.
 */
export async function bookRideByApi(
  rider: Tokens,
  hoursAhead = 5,
  options: { landingFlight?: string } = {},
): Promise<BookedRide> {
  const { getCompanyData } = await api<{
    getCompanyData: { systemSettings: { defaultServiceTypes: { id: number; code: string }[] } };
  }>(
    `query company($coid: String!) {
      getCompanyData(coid: $coid) { systemSettings { defaultServiceTypes { id code } } }
    }`,
    { coid: 'demo' },
  );
  const serviceType = getCompanyData.systemSettings.defaultServiceTypes.find(
    (type) => type.code !== 'HRL',
  );
  const pickup = new Date(Date.now() + hoursAhead * 3_600_000);
  pickup.setUTCSeconds(0, 0);
  const trip = {
    coid: 'demo',
    serviceTypeId: serviceType?.id,
    scheduledPickupTime: pickup.toISOString(),
    totalPassengers: 1,
    totalLuggage: 0,
    route: [
      ...(options.landingFlight
        ? [
            {
              type: 'AIRPORT',
              flightInfo: { airportCode: 'JFK' },
              address: {
                name: 'John F. Kennedy International Airport',
                coordinates: { latitude: 40.6413, longitude: -73.7781 },
              },
            },
          ]
        : [
            {
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
          ]),
      {
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
    ],
  };
  const { lookupRates } = await api<{
    lookupRates: { vehicles: { typeId: number; amountInMinorUnits: number }[] };
  }>(
    `mutation getRates($input: LookupRatesInput!) {
      lookupRates(input: $input) { vehicles { typeId amountInMinorUnits } }
    }`,
    { input: trip },
    bearer(rider),
  );
  const vehicle = lookupRates.vehicles[0];
  if (!vehicle) throw new Error('No vehicle for the test ride');
  const booked = await callApi<{
    createReservation: { id: string; confirmationNumber: string; totalPriceInMinorUnits: number };
  }>(
    `mutation createReservation($input: CreateReservationInput!) {
      createReservation(input: $input) { id confirmationNumber totalPriceInMinorUnits }
    }`,
    {
      input: {
        trip,
        vehicleTypeId: vehicle.typeId,
        expectedAmountInMinorUnits: vehicle.amountInMinorUnits,
        ...(options.landingFlight
          ? { flightDetails: { flightNumber: options.landingFlight, meetOption: 'CURBSIDE' } }
          : {}),
        payment: { card: await sandboxCard(rider) },
      },
    },
    { Authorization: `Bearer ${rider.accessToken}`, 'Idempotency-Key': randomUUID() },
  );
  if (!booked.data) throw new Error(`Booking failed: ${JSON.stringify(booked.errors)}`);
  const { id, confirmationNumber, totalPriceInMinorUnits } = booked.data.createReservation;
  const { getTripDetails } = await api<{ getTripDetails: { shareHash: string } }>(
    `query share($id: ID!) { getTripDetails(id: $id) { shareHash } }`,
    { id },
    bearer(rider),
  );
  return {
    id,
    confirmationNumber,
    totalPriceInMinorUnits,
    shareHash: getTripDetails.shareHash,
    pickupAt: trip.scheduledPickupTime,
  };
}

/** The demo driver, through the driver API the driver page and the simulator use. */
export async function demoDriver() {
  const { signIn } = await api<{ signIn: Tokens }>(
    `mutation signIn($input: LoginInfoInput!) {
      signIn(input: $input) { accessToken refreshToken expiresIn }
    }`,
    {
      input: {
        username: DEMO_DRIVER.email,
        password: DEMO_DRIVER.password,
        companyId: 'demo',
        typeOfUser: 'COMPANY_USER',
      },
    },
  );
  const token = signIn.accessToken;
  /**
   * The vehicle a ride sets off in when dispatch gave it none: the first of the company's free
   * vehicles of its type, as a driver picks it on the driver page. Null when it has its vehicle.
   */
  async function vehicleFor(rideId: string): Promise<string | null> {
    const { driverRides } = await api<{ driverRides: { id: string; needsVehicle: boolean }[] }>(
      'query driverRides { driverRides { id needsVehicle } }',
      {},
      token,
    );
    if (!driverRides.find((r) => r.id === rideId)?.needsVehicle) return null;
    const { driverVehicleChoices } = await api<{ driverVehicleChoices: { id: string }[] }>(
      'query choices($id: ID!) { driverVehicleChoices(reservationId: $id) { id } }',
      { id: rideId },
      token,
    );
    const first = driverVehicleChoices[0];
    if (!first) throw new Error(`No free vehicle for ride ${rideId}`);
    return first.id;
  }
  /** One driver step; setting off picks a vehicle when the ride needs one. */
  async function step<T>(reservationId: string, status: string, fields: string) {
    const fleetVehicleId =
      status === 'DRIVER_IS_ON_THE_WAY' ? await vehicleFor(reservationId) : null;
    return api<{ updateRideStatus: T }>(
      `mutation move($input: UpdateRideStatusInput!) {
        updateRideStatus(input: $input) { ${fields} }
      }`,
      { input: { reservationId, status, fleetVehicleId } },
      token,
    );
  }
  const acceptRide = (ride: BookedRide) =>
    api(
      `mutation accept($input: AcceptRideInput!) { acceptRide(input: $input) { id } }`,
      { input: { confirmationNumber: ride.confirmationNumber } },
      token,
    );
  /**
   * Drives the demo driver's unfinished rides that could overlap `ride` (pickups within 75 minutes
   * of its own: test rides are short), left by earlier tests, to COMPLETED: the database refuses
   * a driver two rides at once. Rides at other times (the seeded ones) stay as they are.
   */
  async function freeUp(ride: BookedRide): Promise<void> {
    const { driverRides } = await api<{
      driverRides: { id: string; pickupAt: string; nextStatuses: string[] }[];
    }>('query driverRides { driverRides { id pickupAt nextStatuses } }', {}, token);
    const pickup = new Date(ride.pickupAt).getTime();
    const leftByTests = driverRides.filter(
      (r) => r.id !== ride.id && Math.abs(new Date(r.pickupAt).getTime() - pickup) < 75 * 60_000,
    );
    for (const ride of leftByTests) {
      let next = ride.nextStatuses;
      while (next.length > 0) {
        const status = next.includes('COMPLETED') ? 'COMPLETED' : next.at(-1)!;
        const { updateRideStatus } = await step<{ nextStatuses: string[] }>(
          ride.id,
          status,
          'nextStatuses',
        );
        next = status === 'COMPLETED' ? [] : updateRideStatus.nextStatuses;
      }
    }
  }
  return {
    freeUp,
    /** Takes the ride; one that clashes with a ride left by an earlier test frees the driver first. */
    async accept(ride: BookedRide) {
      try {
        await acceptRide(ride);
      } catch (error) {
        if (!String(error).includes('DRIVER_BUSY')) throw error;
        await freeUp(ride);
        await acceptRide(ride);
      }
    },
    /** Moves the ride through the given statuses, one driver step each (with a vehicle to set off in). */
    async move(ride: BookedRide, ...statuses: string[]) {
      for (const status of statuses) await step(ride.id, status, 'id');
    },
    async report(ride: BookedRide, latitude: number, longitude: number, heading = 45) {
      await api(
        `mutation report($input: DriverPositionInput!) {
          reportDriverPosition(input: $input) { recordedAt }
        }`,
        {
          input: {
            reservationId: ride.id,
            latitude,
            longitude,
            heading,
            speed: 9,
            recordedAt: new Date().toISOString(),
          },
        },
        token,
      );
    },
  };
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run simulate -- <confirmation number>` as a new user runs it, a step every 500 ms. */
export function simulate(confirmationNumber: string) {
  return new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(
      process.execPath,
      [...TYPESCRIPT_COMMAND, 'scripts/simulate/index.ts', confirmationNumber, '--url', baseUrl()],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', SIMULATE_INTERVAL_MS: '500' } },
      // What it printed to both streams: its error, when it fails, is on standard error.
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: stdout + stderr }),
    );
  });
}

/**
 * Waits for `condition` while the simulator drives; fails at once, with what the simulator said,
 * when it fails first (a refusal, a busy driver) rather than after the whole wait. A simulator
 * that finished its ride leaves the condition its own wait (the page may show the end a poll later).
 */
export async function whileSimulating(
  driving: ReturnType<typeof simulate>,
  condition: () => Promise<unknown>,
): Promise<void> {
  let settled = false;
  const failed = driving.then(({ code, stdout }) => {
    if (code !== 0 && !settled) throw new Error(`The simulator failed (exit ${code}):\n${stdout}`);
    return new Promise<never>(() => {});
  });
  try {
    await Promise.race([condition(), failed]);
  } finally {
    settled = true;
  }
}
