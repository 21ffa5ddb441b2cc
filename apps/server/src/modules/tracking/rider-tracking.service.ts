import {
  COMPLETED_STATUSES,
  CURRENT_TRIP_WINDOW_MINUTES,
  currentTripPhase,
  IN_PROGRESS_STATUSES,
  isRideCompleted,
  LATE_START_GRACE_MINUTES,
  minutesLeft,
  ON_BOARD_STATUSES,
  RESERVATION_BUFFER_TIME,
  reservationStatusView,
  UPCOMING_STATUSES,
} from '@ride/domain';
import { z } from 'zod';
import type { Viewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { notFound } from '../../core/errors.ts';
import { findCompany } from '../company/index.ts';
import {
  findAccessibleRide,
  findTrip,
  type RideAccess,
  tripDrivers,
  tripRouting,
  tripVehicles,
} from '../rides/index.ts';
import { toDriverLocation } from './driver-location.ts';
import { positionOf } from './position-store.repository.ts';
import { positionStoreOf, type StoredPosition } from './position-store.ts';
import {
  type CurrentTripCandidate,
  findRideAccess,
  findRideAccessWithPosition,
  listCurrentTripCandidates,
  listStatusChanges,
} from './rider-tracking.repository.ts';

export type RiderTrackingDeps = Pick<Deps, 'db' | 'config' | 'logger'>;

const MINUTE = 60_000;
/** Far more rides than a rider has near now; the candidates never grow past it. */
const CURRENT_TRIPS_LIMIT = 50;

export const driverLocationSchema = z.object({
  reservationId: z.string(),
  hash: z.string().max(200).nullish(),
  coid: z.string().nullish(),
});

export type DriverLocationArgs = z.infer<typeof driverLocationSchema>;

/**
 * getTripLocations: what the tracking screen loads first (spec part 2 §3 "Trip locations"): the
 * route, the assigned driver and vehicle, and whether the driver's position is served now. The
 * same access as getTripDetails: the rider's own ride, or a shared link's without a sign-in; it
 * carries no price, card or rider contact for either.
 */
export async function getTripLocations(
  ctx: RiderTrackingDeps,
  reader: Viewer | null,
  access: RideAccess,
) {
  const { row, shared } = await findAccessibleRide(reader, access, (companyId, id) =>
    findTrip(ctx.db, companyId, id),
  );
  const company = await findCompany(ctx.db, row.company_id);
  if (!company) throw notFound('Trip');
  const view = reservationStatusView(row.status);
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    isTripTrackable: view.isTrackable,
    // Served only to the ride's rider and to a holder of its shared link, who has it already.
    shareHash: row.share_hash,
    reservationState: { type: row.status, ...view },
    pickupAt: new Date(row.scheduled_pickup_at).toISOString(),
    routeDurationSeconds: row.trip_duration_seconds,
    // The tip and rating are the rider's: a shared link does not lead to them.
    awaitsFeedback: !shared && isRideCompleted(row.status) && row.feedback_at === null,
    routing: tripRouting(row, company),
    drivers: tripDrivers(row),
    vehicles: tripVehicles(row),
  };
}

/**
 * The ride a poll may read, with its driver's latest position: one statement by primary keys when
 * positions are kept in the database, else the ride's read and the store's.
 */
async function rideAndPosition(ctx: RiderTrackingDeps, reader: Viewer | null, access: RideAccess) {
  if (ctx.config.redisUrl) {
    const { row } = await findAccessibleRide(reader, access, (companyId, id) =>
      findRideAccess(ctx.db, companyId, id),
    );
    const trackable = reservationStatusView(row.status).isTrackable && row.driver_id;
    return {
      row,
      position: trackable ? await positionStoreOf(ctx).latest(row.company_id, row.id) : null,
    };
  }
  const { row } = await findAccessibleRide(reader, access, (companyId, id) =>
    findRideAccessWithPosition(ctx.db, companyId, id),
  );
  const position =
    row.position_reservation_id === null
      ? null
      : positionOf({
          company_id: row.company_id,
          reservation_id: row.position_reservation_id,
          staff_user_id: row.staff_user_id!,
          latitude: row.latitude!,
          longitude: row.longitude!,
          heading: row.heading,
          speed: row.speed,
          recorded_at: row.recorded_at!,
          eta_seconds: row.eta_seconds,
          eta_computed_at: row.eta_computed_at,
        });
  return { row, position };
}

/**
 * getDriverLocation: the latest position of the ride's driver while the ride is in a TRACK state,
 * else null. Polled every 15 s by every rider who tracks a ride, so it costs one statement by
 * primary keys (or one read of the ride and one of Redis).
 */
export async function getDriverLocation(
  ctx: RiderTrackingDeps,
  reader: Viewer | null,
  args: DriverLocationArgs,
) {
  const access = { id: args.reservationId, hash: args.hash, coid: args.coid };
  const { row, position } = await rideAndPosition(ctx, reader, access);
  if (!reservationStatusView(row.status).isTrackable || !row.driver_id) return null;
  // A position of a driver the ride no longer has is not this ride's driver.
  if (!position || position.staffUserId !== row.driver_id) return null;
  return toDriverLocation(position);
}

export const currentTripsSchema = z.object({ coid: z.string().nullish() });

/** When each ride got the rider on board (first) and was completed (last), from its history. */
async function milestones(ctx: RiderTrackingDeps, companyId: string, ids: string[]) {
  const boardedAt = new Map<string, Date>();
  const completedAt = new Map<string, Date>();
  for (const change of await listStatusChanges(ctx.db, companyId, ids)) {
    const at = new Date(change.changed_at);
    if (ON_BOARD_STATUSES.includes(change.to_status) && !boardedAt.has(change.reservation_id)) {
      boardedAt.set(change.reservation_id, at);
    }
    if (COMPLETED_STATUSES.includes(change.to_status)) completedAt.set(change.reservation_id, at);
  }
  return { boardedAt, completedAt };
}

/** The driver's ETA when their latest position carries one. */
function etaOf(position: StoredPosition | null, driverId: string | null) {
  if (!position || position.staffUserId !== driverId || position.etaSeconds === null) return null;
  return {
    seconds: position.etaSeconds,
    computedAt: position.etaComputedAt ?? position.recordedAt,
  };
}

/**
 * getCurrentTrips: the signed-in rider's rides under way (the header's "Current Trip" banner and
 * the side menu's TRACK), earliest pickup first: rides in a driver state (whatever their pickup
 * time), scheduled rides from 30 minutes before pickup, and a just-completed ride still waiting
 * for its tip and rating.
 */
export async function getCurrentTrips(ctx: RiderTrackingDeps, viewer: Viewer, now: Date) {
  // Each group's pickup window holds every ride currentTripPhase may count; it decides.
  const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const candidates = await listCurrentTripCandidates(ctx.db, {
    companyId: viewer.companyId,
    accountId: viewer.userId,
    scheduled: {
      statuses: UPCOMING_STATUSES,
      from: minutesFromNow(-LATE_START_GRACE_MINUTES),
      to: minutesFromNow(RESERVATION_BUFFER_TIME),
    },
    // A driver drives these now, whatever their pickup time says.
    underWay: { statuses: IN_PROGRESS_STATUSES, from: null, to: null },
    completed: {
      statuses: COMPLETED_STATUSES,
      from: minutesFromNow(-CURRENT_TRIP_WINDOW_MINUTES),
      to: minutesFromNow(CURRENT_TRIP_WINDOW_MINUTES),
    },
    limit: CURRENT_TRIPS_LIMIT,
  });
  const { boardedAt, completedAt } = await milestones(
    ctx,
    viewer.companyId,
    candidates.filter((ride) => !UPCOMING_STATUSES.includes(ride.status)).map((ride) => ride.id),
  );
  const trips = [];
  for (const ride of candidates) {
    const trip = await currentTripOf(ctx, ride, {
      now,
      boardedAt: boardedAt.get(ride.id) ?? null,
      // A ride completed without a recorded change was completed at its last update.
      completedAt: COMPLETED_STATUSES.includes(ride.status)
        ? (completedAt.get(ride.id) ?? new Date(ride.updated_at))
        : null,
      companyId: viewer.companyId,
    });
    if (trip) trips.push(trip);
  }
  return trips;
}

async function currentTripOf(
  ctx: RiderTrackingDeps,
  ride: CurrentTripCandidate,
  at: { now: Date; boardedAt: Date | null; completedAt: Date | null; companyId: string },
) {
  const pickupAt = new Date(ride.scheduled_pickup_at);
  const phase = currentTripPhase(
    {
      status: ride.status,
      pickupAt,
      completedAt: at.completedAt,
      hasFeedback: ride.feedback_at !== null,
    },
    at.now,
  );
  if (!phase) return null;
  const driving = IN_PROGRESS_STATUSES.includes(ride.status);
  const position = driving ? await positionStoreOf(ctx).latest(at.companyId, ride.id) : null;
  return {
    id: ride.id,
    confirmationNumber: ride.confirmation_number,
    reservationState: { type: ride.status, ...reservationStatusView(ride.status) },
    phase,
    vehicle:
      ride.vehicle_make === null
        ? null
        : {
            make: ride.vehicle_make,
            model: ride.vehicle_model ?? '',
            color: ride.vehicle_color ?? '',
            licensePlate: ride.vehicle_license_plate ?? '',
          },
    minutesLeft: minutesLeft({
      phase,
      now: at.now,
      pickupAt,
      tripDurationSeconds: ride.trip_duration_seconds,
      boardedAt: at.boardedAt,
      eta: etaOf(position, ride.driver_id),
    }),
    awaitsFeedback: phase === 'COMPLETED',
  };
}
