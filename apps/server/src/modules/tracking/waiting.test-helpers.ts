import { expect } from 'vitest';
import type { TestApi } from '../../../test/api.ts';
import { book, quoteFor, tripInput } from '../reservations/reservations.test-helpers.ts';
import { buildStaff, signInAsStaff, UPDATE_RIDE_STATUS } from './driver.test-helpers.ts';

const SECOND = 1000;

/** When the ride was to be picked up and when its driver said they were there, seconds ago. */
export interface WaitTimes {
  pickupAgo: number;
  arrivedAgo: number;
}

/** A ride the rider booked (its total held on their card), as its own new driver drives it. */
export interface WaitedRide {
  id: string;
  bookedMinor: number;
  vehicleTypeId: number;
  driverHeaders: Record<string, string>;
}

/** The driver's updateRideStatus, expected to succeed. */
export async function driverMoves(api: TestApi, ride: WaitedRide, status: string) {
  const res = await api.gql(
    UPDATE_RIDE_STATUS,
    { input: { reservationId: ride.id, status } },
    ride.driverHeaders,
  );
  expect(res.errors).toBeUndefined();
}

/**
 * Books a ride for the rider and hands it to a new driver of `demo` (one per ride, so no two of
 * its rides overlap), on the way to a pickup `pickupAgo` seconds ago; the driver arrives through
 * the API and the arrival is then dated `arrivedAgo` seconds ago.
 */
export async function rideAtPickup(
  api: TestApi,
  rider: { headers: Record<string, string>; cardId: string },
  times: WaitTimes,
): Promise<WaitedRide> {
  const trip = await tripInput(api);
  const quote = await quoteFor(api, trip, rider.headers);
  const res = await book(
    api,
    { trip, ...quote, payment: { savedPaymentId: rider.cardId } },
    rider.headers,
  );
  expect(res.errors).toBeUndefined();
  const { id, totalPriceInMinorUnits: bookedMinor } = res.data!.createReservation;
  const driver = await buildStaff(api);
  const driverHeaders = await signInAsStaff(api, driver.email, driver.password);
  await api.db
    .updateTable('reservation')
    .set({
      driver_id: driver.id,
      status: 'DRIVER_IS_ON_THE_WAY',
      scheduled_pickup_at: new Date(Date.now() - times.pickupAgo * SECOND),
    })
    .where('id', '=', id)
    .execute();
  const ride = { id, bookedMinor, vehicleTypeId: quote.vehicleTypeId, driverHeaders };
  await driverMoves(api, ride, 'DRIVER_IS_AT_PICKUP');
  await api.db
    .updateTable('reservation_status_change')
    .set({ changed_at: new Date(Date.now() - times.arrivedAgo * SECOND) })
    .where('reservation_id', '=', id)
    .where('to_status', '=', 'DRIVER_IS_AT_PICKUP')
    .execute();
  return ride;
}

/** The company's free wait and the ride's vehicle type's waiting rate, per minute. */
export async function setWaitingRules(
  api: TestApi,
  rules: { freeMinutes: number | null; vehicleTypeId: number; perMinuteMinor: number },
) {
  await api.db
    .updateTable('company')
    .set({ free_waiting_minutes: rules.freeMinutes })
    .where('id', '=', 'demo')
    .execute();
  await api.db
    .updateTable('vehicle_rate')
    .set({ waiting_per_minute: rules.perMinuteMinor })
    .where('company_id', '=', 'demo')
    .where('vehicle_type_id', '=', rules.vehicleTypeId)
    .execute();
}

/** The ride's stored waiting, total and price lines. */
export function storedPrice(api: TestApi, id: string) {
  return api.db
    .selectFrom('reservation')
    .select(['waiting_seconds', 'total_minor', 'rate_lines', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((row) => ({
      ...row,
      rate_lines: (typeof row.rate_lines === 'string'
        ? JSON.parse(row.rate_lines)
        : row.rate_lines) as { name: string; valueInMinorUnits: number }[],
    }));
}
