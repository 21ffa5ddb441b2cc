import type { Deps } from '../../../core/deps.ts';
import type { DriverPosition } from '../../../core/ride-changes.ts';
import { positionStoreOf } from '../../tracking/index.ts';
import type { LiveDriverPosition } from './dispatch-event.ts';
import { ridesBeingDriven } from './dispatch-events.repository.ts';

/** A position older than this shows as out of date on the map. */
export const STALE_AFTER_SECONDS = 120;
/** Positions older than a day are not shown (and are purged: decision 46). */
const MAX_AGE_MS = 24 * 3600_000;

type RideOfDriver = {
  id: string;
  confirmation_number: string;
  status: string;
  driver_id: string;
  first_name: string;
  last_name: string;
  email: string;
};

/** A ride being driven and its latest position, as the map shows the driver. */
export function liveDriverOf(ride: RideOfDriver, position: DriverPosition): LiveDriverPosition {
  return {
    driver: {
      id: ride.driver_id,
      firstName: ride.first_name,
      lastName: ride.last_name,
      email: ride.email,
    },
    reservationId: ride.id,
    confirmationNumber: ride.confirmation_number,
    status: ride.status,
    latitude: position.latitude,
    longitude: position.longitude,
    heading: position.heading,
    recordedAt: position.recordedAt.toISOString(),
  };
}

/**
 * liveDrivers: for every ride being driven, its driver's latest position (from the position
 * store: the database, or Redis), one per driver, latest first; none older than a day.
 */
export async function liveDrivers(
  services: Pick<Deps, 'config' | 'db' | 'logger'>,
  companyId: string,
  now: Date,
): Promise<LiveDriverPosition[]> {
  const rides = await ridesBeingDriven(services.db, companyId);
  const store = positionStoreOf(services);
  const positions = await Promise.all(rides.map((ride) => store.latest(companyId, ride.id)));
  const byDriver = new Map<string, LiveDriverPosition>();
  rides.forEach((ride, index) => {
    const position = positions[index];
    if (!position || now.getTime() - position.recordedAt.getTime() > MAX_AGE_MS) return;
    const known = byDriver.get(ride.driver_id);
    if (known && known.recordedAt >= position.recordedAt.toISOString()) return;
    byDriver.set(ride.driver_id, liveDriverOf(ride, position));
  });
  return [...byDriver.values()].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
}

/** How old a position is, in whole seconds, at `now` (never negative: device clocks run ahead). */
export function ageSecondsOf(recordedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(recordedAt).getTime()) / 1000));
}

export const isStaleAt = (recordedAt: string, now: Date) =>
  ageSecondsOf(recordedAt, now) > STALE_AFTER_SECONDS;
