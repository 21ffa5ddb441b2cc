import { formatPickUpTime, scheduledPickupTime } from '@ride/domain';
import { randomBytes } from 'node:crypto';
import {
  callApi,
  DEMO_RIDER,
  registerByApi,
  signInByApi,
  uniqueEmail,
  type Tokens,
} from './auth-support.ts';
import { baseUrl } from './browser.ts';

/** The demo driver of the seeded data (apps/server/src/db/seed/staff.ts). */
export const DEMO_DRIVER = { email: 'driver@demo.test', password: 'Demo!Driver2026' };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function answerOf<T>(
  what: string,
  answer: Promise<{ data?: T; errors?: unknown[] }>,
): Promise<T> {
  const { data, errors } = await answer;
  if (!data) throw new Error(`${what} failed: ${JSON.stringify(errors)}`);
  return data;
}

export interface BookedRide {
  id: string;
  confirmationNumber: string;
  totalPriceInMinorUnits: number;
  rider: { email: string; password: string };
  riderTokens: Tokens;
}

/**
 * A rider of the test's own, Riley Passenger (so no other test's rides change), with one ride
 * booked as the app books it: The Plaza to Grand Central `hoursAhead` from now, the first vehicle, a card the
 * sandbox gateway tokenized.
 */
export async function bookRideForNewRider(hoursAhead = 3): Promise<BookedRide> {
  const rider = {
    firstName: 'Riley',
    lastName: 'Passenger',
    email: uniqueEmail('passenger'),
    password: DEMO_RIDER.password,
  };
  await registerByApi(rider);
  const tokens = await signInByApi(rider.email, rider.password);
  const auth = bearer(tokens.accessToken);
  const company = await answerOf(
    'getCompanyData',
    callApi<{
      getCompanyData: {
        timeZone: string;
        defaultPaymentGatewayId: number;
        systemSettings: { defaultServiceTypes: { id: number; code: string }[] };
      };
    }>(
      `query getCompanyData($coid: String!) { getCompanyData(coid: $coid) {
        timeZone defaultPaymentGatewayId systemSettings { defaultServiceTypes { id code } } } }`,
      { coid: 'demo' },
    ),
  );
  const info = company.getCompanyData;
  const pickup = new Date(Date.now() + hoursAhead * 3600_000);
  const trip = {
    coid: 'demo',
    serviceTypeId: info.systemSettings.defaultServiceTypes.find((t) => t.code === 'PTP')?.id,
    scheduledPickupTime: scheduledPickupTime(pickup),
    formattedPickUpTime: formatPickUpTime(pickup, info.timeZone),
    totalPassengers: 1,
    totalLuggage: 0,
    route: [
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
    ],
  };
  const rates = await answerOf(
    'lookupRates',
    callApi<{ lookupRates: { vehicles: { typeId: number; amountInMinorUnits: number }[] } }>(
      `mutation getRates($input: LookupRatesInput!) {
        lookupRates(input: $input) { vehicles { typeId amountInMinorUnits } } }`,
      { input: trip },
      auth,
    ),
  );
  const vehicle = rates.lookupRates.vehicles[0];
  if (!vehicle) throw new Error('No vehicle offered');

  // The hosted card fields: an authorization key, then the card sent to the sandbox gateway.
  const antiForgeryToken = randomBytes(15).toString('hex').slice(0, 20);
  const key = await answerOf(
    'getFullSteamAuthCode',
    callApi<{ getFullSteamAuthCode: { authKey: string } }>(
      `mutation getFullSteamAuthCode($input: FullSteamAuthCodeInput!) {
        getFullSteamAuthCode(input: $input) { authKey } }`,
      {
        input: {
          coid: 'demo',
          gateway_id: info.defaultPaymentGatewayId,
          anti_forgery_token: antiForgeryToken,
        },
      },
      auth,
    ),
  );
  const tokenized = await fetch(`${baseUrl()}/payments/sandbox/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authKey: key.getFullSteamAuthCode.authKey,
      cardNumber: '4111111111111111',
      expirationMonth: '12',
      expirationYear: String(new Date().getUTCFullYear() + 3),
      cvv: '123',
      zip: '10019',
    }),
  });
  if (!tokenized.ok) throw new Error(`The sandbox did not tokenize: ${tokenized.status}`);
  const card = (await tokenized.json()) as {
    gatewayResponse: { token: string; hostedPaymentsAccountId: string };
  };

  const booked = await answerOf(
    'createReservation',
    callApi<{
      createReservation: { id: string; confirmationNumber: string; totalPriceInMinorUnits: number };
    }>(
      `mutation createReservation($input: CreateReservationInput!) {
        createReservation(input: $input) { id confirmationNumber totalPriceInMinorUnits } }`,
      {
        input: {
          trip,
          vehicleTypeId: vehicle.typeId,
          expectedAmountInMinorUnits: vehicle.amountInMinorUnits,
          payment: {
            card: {
              cardNumber: '1111',
              cardHolderName: `${rider.firstName} ${rider.lastName}`,
              expirationDate: `12/${new Date().getUTCFullYear() + 3}`,
              cardNetwork: 'visa',
              billingAddress: {
                line1: '768 5th Ave',
                city: 'New York',
                stateCode: 'NY',
                postalCode: '10019',
                countryCode: 'US',
              },
              token: card.gatewayResponse.token,
              gateway: 'fs',
              paymentGatewayId: info.defaultPaymentGatewayId,
              hostedPaymentsAccountId: card.gatewayResponse.hostedPaymentsAccountId,
              anti_forgery_token: antiForgeryToken,
            },
          },
        },
      },
      { ...auth, 'Idempotency-Key': randomBytes(16).toString('hex') },
    ),
  );
  return {
    ...booked.createReservation,
    rider: { email: rider.email, password: rider.password },
    riderTokens: tokens,
  };
}

/** The demo driver signed in through the API, as the simulator signs in. */
export async function signInDemoDriverByApi(): Promise<Tokens> {
  const data = await answerOf(
    'The driver’s sign-in',
    callApi<{ login: Tokens }>(
      `mutation login($input: LoginInfoInput!) {
        login(input: $input) { accessToken refreshToken expiresIn } }`,
      {
        input: {
          username: DEMO_DRIVER.email,
          password: DEMO_DRIVER.password,
          companyId: 'demo',
          typeOfUser: 'COMPANY_USER',
        },
      },
    ),
  );
  return data.login;
}

/** The demo driver takes the ride and drives it through to COMPLETED, through the API. */
export async function completeRideAsDriver(ride: BookedRide): Promise<void> {
  const auth = bearer((await signInDemoDriverByApi()).accessToken);
  await answerOf(
    'acceptRide',
    callApi(
      `mutation acceptRide($input: AcceptRideInput!) { acceptRide(input: $input) { id } }`,
      {
        input: { confirmationNumber: ride.confirmationNumber },
      },
      auth,
    ),
  );
  for (const status of [
    'DRIVER_IS_ON_THE_WAY',
    'DRIVER_IS_AT_PICKUP',
    'DRIVING_PASSENGER',
    'COMPLETED',
  ]) {
    await answerOf(
      `updateRideStatus to ${status}`,
      callApi(
        `mutation updateRideStatus($input: UpdateRideStatusInput!) {
          updateRideStatus(input: $input) { id } }`,
        { input: { reservationId: ride.id, status } },
        auth,
      ),
    );
  }
}

/** The ride's driver position as its rider's app reads it (null: none, or not trackable). */
export async function driverLocationOf(
  ride: BookedRide,
): Promise<{ latitude: number; longitude: number } | null> {
  const data = await answerOf(
    'getDriverLocation',
    callApi<{
      getDriverLocation: { coordinates: { latitude: number; longitude: number } } | null;
    }>(
      `query getDriverLocation($reservationId: ID!) {
        getDriverLocation(reservationId: $reservationId) { coordinates { latitude longitude } } }`,
      { reservationId: ride.id },
      bearer(ride.riderTokens.accessToken),
    ),
  );
  return data.getDriverLocation?.coordinates ?? null;
}
