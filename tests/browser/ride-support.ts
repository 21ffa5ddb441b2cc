import {
  callApi,
  DEMO_RIDER,
  registerByApi,
  signInByApi,
  uniqueEmail,
  type Tokens,
} from './auth-support.ts';
import { bookRideByApi, demoDriver, type BookedRide as TrackingRide } from './tracking-support.ts';

export { DEMO_DRIVER } from './tracking-support.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function answerOf<T>(
  what: string,
  answer: Promise<{ data?: T; errors?: unknown[] }>,
): Promise<T> {
  const { data, errors } = await answer;
  if (!data) throw new Error(`${what} failed: ${JSON.stringify(errors)}`);
  return data;
}

export interface BookedRide extends TrackingRide {
  rider: { email: string; password: string };
  riderTokens: Tokens;
}

/**
 * A rider of the test's own, Riley Passenger (so no other test's rides change), with one ride
 * booked as the app books it (bookRideByApi), `hoursAhead` from now.
 */
export async function bookRideForNewRider(
  hoursAhead = 8,
  options: Parameters<typeof bookRideByApi>[2] = {},
): Promise<BookedRide> {
  const rider = {
    firstName: 'Riley',
    lastName: 'Passenger',
    email: uniqueEmail('passenger'),
    password: DEMO_RIDER.password,
  };
  await registerByApi(rider);
  const tokens = await signInByApi(rider.email, rider.password);
  return {
    ...(await bookRideByApi(tokens, hoursAhead, options)),
    rider: { email: rider.email, password: rider.password },
    riderTokens: tokens,
  };
}

/** The demo driver takes the ride and drives it through to COMPLETED, through the API. */
export async function completeRideAsDriver(ride: BookedRide): Promise<void> {
  const driver = await demoDriver();
  await driver.accept(ride);
  await driver.move(
    ride,
    'DRIVER_IS_ON_THE_WAY',
    'DRIVER_IS_AT_PICKUP',
    'DRIVING_PASSENGER',
    'COMPLETED',
  );
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
