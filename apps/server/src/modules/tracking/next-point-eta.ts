import { isLocated, type LatLng } from '../../adapters/maps/index.ts';
import { greatCircleMeters } from '../../adapters/maps/geo.ts';
import type { CompanyRow } from '../company/index.ts';
import { type MapsCall, routeThrough } from '../maps/index.ts';
import type { BookedStop } from '../reservations/index.ts';
import type { DriverDeps } from './driver.service.ts';
import type { StoredPosition } from './position-store.ts';

/**
 * A stored ETA is reused while it is this fresh and the driver has moved less than this far, so a
 * driver posting every few seconds costs a routing call every 30 to 60 s in town.
 */
export const ETA_REUSE_MS = 60_000;
export const ETA_REUSE_METERS = 300;

/** Statuses with the rider on board: the next point is the drop-off, not the pickup. */
const ON_BOARD = new Set(['DRIVING_PASSENGER', 'DRIVER_IS_WAITING_AT_STOP', 'COMPLETING']);

export interface RideForEta {
  status: string;
  route: unknown;
  /** When the ride last changed (status or route): an ETA computed before it is not reused. */
  updated_at: Date | string;
}

export interface Eta {
  etaSeconds: number | null;
  etaComputedAt: Date;
}

/** The point the driver heads for now: the pickup, then (rider on board) the drop-off. */
export function nextPointOf(ride: RideForEta): LatLng | null {
  const route = (typeof ride.route === 'string' ? JSON.parse(ride.route) : ride.route) as
    BookedStop[] | null;
  const stop = ON_BOARD.has(ride.status) ? route?.at(-1) : route?.[0];
  if (!stop || (ON_BOARD.has(ride.status) && route?.length === 1)) return null;
  const point = { latitude: stop.latitude, longitude: stop.longitude };
  return isLocated(point) ? point : null;
}

/** A position just reported: where, when, and how fast the device says it goes. */
export interface ReportedPoint extends LatLng {
  recordedAt: Date;
  speed: number | null;
}

/**
 * The last stored ETA when it still holds for a driver now at `point`: computed under a minute
 * ago, for the ride as it is, and the driver has moved less than 300 m since. Where the ETA was
 * computed is not kept, so that distance is estimated from the driver's speed (the reported one,
 * or the one the last hop shows, whichever is higher) over the time since.
 */
export function reusableEta(
  last: StoredPosition | null,
  ride: RideForEta,
  point: ReportedPoint,
  now: Date,
): Eta | null {
  const computedAt = last?.etaComputedAt;
  if (!last || !computedAt) return null;
  const sinceComputed = now.getTime() - computedAt.getTime();
  const rideUnchanged = computedAt.getTime() >= new Date(ride.updated_at).getTime();
  if (sinceComputed >= ETA_REUSE_MS || !rideUnchanged) return null;
  const hopMeters = greatCircleMeters(last, point);
  const hopSeconds = Math.max(1, (point.recordedAt.getTime() - last.recordedAt.getTime()) / 1000);
  const speed = Math.max(point.speed ?? 0, hopMeters / hopSeconds);
  const movedMeters = Math.max(hopMeters, (speed * sinceComputed) / 1000);
  return movedMeters < ETA_REUSE_METERS
    ? { etaSeconds: last.etaSeconds, etaComputedAt: computedAt }
    : null;
}

/**
 * Driving time from `point` to the ride's next point through the maps port, or the last one while
 * it holds. Null when the ride has no located next point or routing fails: an ETA is a nicety,
 * never a reason to refuse a position.
 */
export async function etaToNextPoint(
  ctx: DriverDeps,
  company: CompanyRow,
  ride: RideForEta,
  point: ReportedPoint,
  last: StoredPosition | null,
  now: Date,
): Promise<Eta> {
  const reused = reusableEta(last, ride, point, now);
  if (reused) return reused;
  const target = nextPointOf(ride);
  if (!target) return { etaSeconds: null, etaComputedAt: now };
  const call: MapsCall = {
    db: ctx.db,
    config: ctx.config,
    logger: ctx.logger,
    clientIp: ctx.clientIp,
    company,
    viewer: null,
  };
  try {
    const route = await routeThrough(call, [point, target]);
    return { etaSeconds: route ? Math.round(route.durationSeconds) : null, etaComputedAt: now };
  } catch (error) {
    ctx.logger.error('Computing a driver ETA failed', { error: String(error) });
    return { etaSeconds: null, etaComputedAt: now };
  }
}
