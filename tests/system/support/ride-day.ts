/**
 * What the rider, the dispatcher and the driver do with booked rides, through the API as their
 * apps call it: a call is sent again for as long as its answer asks for that (unavailable, cut
 * off, still being processed), and every answer that was not a success is counted by its code.
 */
import type { CancellationFeeRule } from '@ride/domain';
import { callApi, failureOf, isRetryable, signIn } from './api.ts';
import { sleep } from './server-process.ts';

/** The demo company's staff (apps/server/src/db/seed/staff.ts). */
const DISPATCHER = { email: 'dispatcher@demo.test', password: 'Demo!Dispatch2026', staff: true };
const DRIVER = { email: 'driver@demo.test', password: 'Demo!Driver2026', staff: true };
const ADMIN = { email: 'admin@demo.test', password: 'Demo!Admin2026', staff: true };

/** Cancelling is free until 72 hours before pickup, then costs a quarter of the ride. */
export const FEE_RULE: CancellationFeeRule = {
  freeUntilHoursBeforePickup: 72,
  lateCancellationFee: { kind: 'PERCENT', percent: 25 },
  noShowFee: null,
};

/** Where the driver's phone says it is: at the pickup, Grand Central. */
const PICKUP = { latitude: 40.7527, longitude: -73.9772, heading: 45, speed: 9 };

const MONEY = 'reservationId capturedMinor heldMinor';

export type RideDay = Awaited<ReturnType<typeof startRideDay>>;

/** The demo company's staff signed in, with the rider's token, ready to act on rides. */
export async function startRideDay(base: string, rider: Record<string, string>) {
  const [admin, dispatcher, driver] = await Promise.all([
    signIn(base, ADMIN),
    signIn(base, DISPATCHER),
    signIn(base, DRIVER),
  ]);
  /** Answers other than a success, by "operation: code". */
  const failures = new Map<string, number>();
  /** Successful calls, by operation. */
  const done = new Map<string, number>();

  async function send<T>(
    operation: string,
    auth: Record<string, string>,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<T> {
    for (;;) {
      const answer = await callApi<T>(base, query, variables, auth);
      if (answer.data && answer.message === undefined) {
        done.set(operation, (done.get(operation) ?? 0) + 1);
        return answer.data;
      }
      const failure = `${operation}: ${failureOf(answer)}`;
      failures.set(failure, (failures.get(failure) ?? 0) + 1);
      if (!isRetryable(answer)) throw new Error(`${failure} (${answer.message})`);
      await sleep(Math.max(answer.retryAfter * 1000, 1_000));
    }
  }

  await send('saveCancellationFeeRule', admin, FEE_RULE_MUTATION, { input: FEE_RULE });
  /** A money operation of the dispatcher's on one ride, answering the ride's money. */
  const onMoney = (operation: 'captureRide' | 'voidRide' | 'chargeCancellationFee') => {
    const mutation = `mutation ($id: ID!) { ${operation}(reservationId: $id) { ${MONEY} } }`;
    return (id: string) => send(operation, dispatcher, mutation, { id });
  };
  const capture = onMoney('captureRide');
  const voidRide = onMoney('voidRide');

  return {
    capture,
    /**
     * The dispatcher assigns the driver suggested for the ride (nearest first, from the positions
     * in Redis) and a vehicle; the driver drives it to COMPLETED, the phone reporting a position
     * every half second while under way.
     */
    async drive(reservationId: string) {
      const { suggestDrivers, assignableVehicles } = await send<{
        suggestDrivers: { driver: { id: string; email: string } }[];
        assignableVehicles: { id: string }[];
      }>('suggestDrivers', dispatcher, SUGGESTIONS, { id: reservationId });
      const suggested = suggestDrivers.find(({ driver }) => driver.email === DRIVER.email);
      if (!suggested) throw new Error(`The driver is not free for ride ${reservationId}`);
      await send('assignRide', dispatcher, ASSIGN_RIDE, {
        input: {
          reservationId,
          driverId: suggested.driver.id,
          fleetVehicleId: assignableVehicles[0]!.id,
        },
      });
      const move = (status: string) =>
        send('updateRideStatus', driver, UPDATE_STATUS, { input: { reservationId, status } });
      await move('DRIVER_IS_ON_THE_WAY');
      let underWay = true;
      const reporting = (async () => {
        while (underWay) {
          await send('reportDriverPosition', driver, REPORT_POSITION, {
            input: { reservationId, ...PICKUP, recordedAt: new Date().toISOString() },
          });
          await sleep(500);
        }
      })();
      try {
        await move('DRIVER_IS_AT_PICKUP');
        await move('DRIVING_PASSENGER');
      } finally {
        underWay = false;
        await reporting;
      }
      await move('COMPLETED');
    },
    /**
     * The rider tips (or not) while the dispatcher captures the ride, `captureAfterMs` later: the
     * two race, the tip being kept before, during or after the capture's decision.
     */
    async tipAndCapture(reservationId: string, tipPercent: number | null, captureAfterMs: number) {
      await Promise.all([
        send('submitTripFeedback', rider, SUBMIT_FEEDBACK, {
          input: { reservationId, tipPercent, rating: 5 },
        }),
        sleep(captureAfterMs).then(() => capture(reservationId)),
      ]);
    },
    /** The rider cancels (a late cancel: a fee); the dispatcher releases it and charges the fee. */
    async cancel(reservationId: string) {
      await send('cancelBooking', rider, CANCEL_BOOKING, { id: reservationId });
      await Promise.all([voidRide(reservationId), onMoney('chargeCancellationFee')(reservationId)]);
    },
    voidRide,
    failures,
    done,
  };
}

const CANCEL_BOOKING = 'mutation ($id: ID!) { cancelBooking(input: { id: $id }) }';
const FEE_RULE_MUTATION = `mutation ($input: CancellationFeeRuleInput) {
  saveCancellationFeeRule(input: $input) { freeUntilHoursBeforePickup }
}`;
const SUGGESTIONS = `query ($id: ID!) {
  suggestDrivers(reservationId: $id) { driver { id email } }
  assignableVehicles(reservationId: $id) { id }
}`;
const ASSIGN_RIDE = `mutation ($input: AssignRideInput!) { assignRide(input: $input) { status } }`;
const UPDATE_STATUS = `mutation ($input: UpdateRideStatusInput!) {
  updateRideStatus(input: $input) { reservationState { type } }
}`;
const REPORT_POSITION = `mutation ($input: DriverPositionInput!) {
  reportDriverPosition(input: $input) { recordedAt }
}`;
const SUBMIT_FEEDBACK = `mutation ($input: TripFeedbackInput!) {
  submitTripFeedback(input: $input) { tipInMinorUnits }
}`;
