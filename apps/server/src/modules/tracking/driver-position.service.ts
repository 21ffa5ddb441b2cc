import { takesDriverPositions } from '@ride/domain';
import { z } from 'zod';
import { coordinateFields } from './coordinates.ts';
import { appError, badUserInput } from '../../core/errors.ts';
import { requireActiveCompany } from '../company/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { toDriverLocation } from './driver-location.ts';
import type { StaffViewer } from '../../core/actor.ts';
import type { DriverDeps } from './driver.service.ts';
import { findOwnRide } from './own-ride.ts';
import { etaToNextPoint } from './next-point-eta.ts';
import { positionStoreOf, type StoredPosition } from './position-store.ts';

/** Faster than this (360 km/h) is a broken sensor, not a limousine. */
export const MAX_SPEED_METERS_PER_SECOND = 100;
/** How far ahead of the server's clock a device's may run before its positions are refused. */
export const CLOCK_TOLERANCE_MS = 30_000;
/** Positions older than this are of no use to a rider (and are purged: decision 46). */
export const MAX_POSITION_AGE_MS = 24 * 3600_000;
/**
 * A position taken less than this after the last one the live maps were told of is stored (riders
 * poll it) but not announced: a phone reporting many times a second does not flood every board.
 */
export const ANNOUNCE_INTERVAL_MS = 1_000;

const positionSchema = z.object({
  reservationId: z.string().max(100),
  ...coordinateFields,
  heading: z
    .number()
    .min(0, 'must be at least 0 and below 360 degrees')
    .lt(360, 'must be at least 0 and below 360 degrees')
    .nullish(),
  speed: z
    .number()
    .min(0, 'must not be negative')
    .max(MAX_SPEED_METERS_PER_SECOND, `must be at most ${MAX_SPEED_METERS_PER_SECOND} m/s`)
    .nullish(),
  recordedAt: z.iso.datetime({
    offset: true,
    message: 'must be an ISO 8601 instant such as 2026-05-01T14:30:00Z',
  }),
});

const samePosition = (
  a: StoredPosition,
  b: Omit<StoredPosition, 'etaSeconds' | 'etaComputedAt' | 'announcedAt'>,
) =>
  a.recordedAt.getTime() === b.recordedAt.getTime() &&
  a.latitude === b.latitude &&
  a.longitude === b.longitude;

const stalePosition = (stored: StoredPosition) =>
  appError(
    'CONFLICT',
    `A later position (taken at ${stored.recordedAt.toISOString()}) is stored already; positions must arrive in order.`,
    { reason: 'STALE_POSITION', latestRecordedAt: stored.recordedAt.toISOString() },
  );

/** Whether the live maps hear of a position taken at `recordedAt`, after the last announced. */
const isAnnounced = (recordedAt: Date, last: StoredPosition | null) =>
  !last?.announcedAt || recordedAt.getTime() - last.announcedAt.getTime() >= ANNOUNCE_INTERVAL_MS;

/**
 * reportDriverPosition: keeps the position as the ride's latest, with the driving time to the
 * ride's next point, and tells the live maps, at most once a second of the positions' times.
 * Only the ride's driver, only while the ride is under way, only positions newer than the stored
 * one; resending the stored one answers it again.
 */
export async function reportDriverPosition(
  ctx: DriverDeps,
  driver: StaffViewer,
  rawInput: unknown,
  now: Date,
) {
  const input = parseOrRefuse(positionSchema, rawInput);
  const recordedAt = new Date(input.recordedAt);
  if (recordedAt.getTime() > now.getTime() + CLOCK_TOLERANCE_MS) {
    throw badUserInput("recordedAt is in the future: check the device's clock", 'recordedAt');
  }
  if (recordedAt.getTime() < now.getTime() - MAX_POSITION_AGE_MS) {
    throw badUserInput('recordedAt is more than a day old', 'recordedAt');
  }
  const company = await requireActiveCompany(ctx.db, driver.companyId);
  const ride = await findOwnRide(ctx, driver, input.reservationId);
  if (!takesDriverPositions(ride.status)) {
    throw appError(
      'CONFLICT',
      `Ride #${ride.confirmation_number} is not under way (${ride.status}): positions are taken from on the way to completing.`,
      { reason: 'RIDE_NOT_UNDER_WAY', status: ride.status },
    );
  }
  const store = positionStoreOf(ctx);
  const reported = {
    companyId: company.id,
    reservationId: ride.id,
    staffUserId: driver.userId,
    latitude: input.latitude,
    longitude: input.longitude,
    heading: input.heading ?? null,
    speed: input.speed ?? null,
    recordedAt,
  };
  const last = await store.latest(company.id, ride.id);
  if (last && last.recordedAt >= recordedAt) {
    if (samePosition(last, reported)) return toDriverLocation(last);
    throw stalePosition(last);
  }
  const eta = await etaToNextPoint(ctx, company, ride, reported, last, now);
  const announced = isAnnounced(recordedAt, last);
  const announcedAt = announced ? recordedAt : (last?.announcedAt ?? null);
  const position: StoredPosition = { ...reported, ...eta, announcedAt };
  if ((await store.save(position)) === 'older') {
    // A concurrent report got in first: a retry of this one is answered, anything else is late.
    const stored = await store.latest(company.id, ride.id);
    if (stored && samePosition(stored, reported)) return toDriverLocation(stored);
    throw stalePosition(stored ?? position);
  }
  if (announced) await ctx.rideChanges?.driverMoved(position);
  return toDriverLocation(position);
}
