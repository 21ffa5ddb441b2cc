import { z } from 'zod';
import { greatCircleMeters } from '../../../adapters/maps/geo.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { positionStoreOf } from '../../tracking/index.ts';
import { refuseFinished, requireRide, type DispatchDeps } from './assignment.service.ts';
import {
  activeDrivers,
  freeDrivers,
  freeVehiclesFor,
  recentRidesOf,
  vehicleTypesOf,
} from './dispatch.repository.ts';
import { toFleetVehicle } from './fleet-vehicles.service.ts';

const suggestSchema = z.object({
  first: z.number().int().min(1, 'first must be 1 to 50').max(50, 'first must be 1 to 50'),
});

/** How far back a driver's ride may carry the position suggestions start from. */
const POSITION_LOOKBACK_MS = 24 * 60 * 60_000;

/**
 * suggestDrivers: active drivers free for the ride, nearest first by great-circle distance from
 * their latest known position (the latest of their rides' positions) to the pickup; drivers
 * without one come last.
 */
export async function suggestDrivers(
  ctx: DispatchDeps,
  staff: StaffViewer,
  reservationId: string,
  first: number | null | undefined,
  now: Date,
) {
  const { first: limit } = parseOrRefuse(suggestSchema, { first: first ?? 10 });
  const ride = await requireRide(ctx, staff, reservationId);
  refuseFinished(ride);
  const drivers = await freeDrivers(ctx.db, staff.companyId, ride.id);
  const rides = await recentRidesOf(
    ctx.db,
    staff.companyId,
    drivers.map((d) => d.id),
    new Date(now.getTime() - POSITION_LOOKBACK_MS),
  );
  const store = positionStoreOf(ctx);
  const latest = new Map<string, { latitude: number; longitude: number; recordedAt: Date }>();
  const positions = await Promise.all(rides.map((r) => store.latest(staff.companyId, r.id)));
  for (const position of positions) {
    if (!position) continue;
    const known = latest.get(position.staffUserId);
    if (!known || known.recordedAt < position.recordedAt)
      latest.set(position.staffUserId, position);
  }
  const pickup = ride.route[0];
  const suggestions = drivers.map((d) => {
    const position = latest.get(d.id);
    return {
      driver: { id: d.id, firstName: d.first_name, lastName: d.last_name, email: d.email },
      distanceMeters: position && pickup ? Math.round(greatCircleMeters(position, pickup)) : null,
      positionAgeSeconds: position
        ? Math.max(0, Math.round((now.getTime() - position.recordedAt.getTime()) / 1000))
        : null,
    };
  });
  const rank = (meters: number | null) => meters ?? Number.MAX_SAFE_INTEGER;
  suggestions.sort((a, b) => rank(a.distanceMeters) - rank(b.distanceMeters));
  return suggestions.slice(0, limit);
}

/**
 * assignableVehicles: what a dispatcher may pick for the ride (the admin-only fleet list is not
 * theirs to read): the vehicles assignRide would accept for it now.
 */
export async function assignableVehicles(
  ctx: DispatchDeps,
  staff: StaffViewer,
  reservationId: string,
) {
  const ride = await requireRide(ctx, staff, reservationId);
  refuseFinished(ride);
  const rows = await freeVehiclesFor(ctx.db, staff.companyId, ride.id);
  return rows.map(toFleetVehicle);
}

/** The drivers and vehicle types a dispatcher filters the board by. */
export async function dispatchDrivers(ctx: DispatchDeps, staff: StaffViewer) {
  const rows = await activeDrivers(ctx.db, staff.companyId);
  return rows.map((d) => ({
    id: d.id,
    firstName: d.first_name,
    lastName: d.last_name,
    email: d.email,
  }));
}

export function dispatchVehicleTypes(ctx: DispatchDeps, staff: StaffViewer) {
  return vehicleTypesOf(ctx.db, staff.companyId);
}
