import type { AppServices } from '../../../graphql/context.ts';
import { loadAnnouncedRide } from '../board/board-rides.ts';
import type { StoredPosition } from '../../tracking/position-store.ts';
import { liveDriverOf, ridesBeingDriven } from './live-drivers.ts';

const RIDE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AnnounceServices = Pick<AppServices, 'db' | 'logger' | 'live'>;

/**
 * Tells the company's live boards that a ride changed: its board row now, with its latest event
 * id (both in one statement), read once and sent to every subscriber. Called after the change
 * committed; a failure here is logged and never fails the change (a board catches up from the
 * event table when it reconnects).
 */
export async function announceRideChanged(
  services: AnnounceServices,
  companyId: string,
  reservationId: string,
): Promise<void> {
  const { db, logger, live } = services;
  // An id that names no ride (the operation refused it) has nothing to announce.
  if (!live || !RIDE_ID.test(reservationId)) return;
  try {
    const announced = await loadAnnouncedRide(db, companyId, reservationId);
    if (!announced?.cursor) return;
    const { cursor, ride } = announced;
    live.publish(companyId, { cursor, kind: 'RIDE_CHANGED', ride, driver: null });
  } catch (error) {
    logger.error('Ride change not announced', {
      reservationId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * Tells the company's live maps where a ride's driver is now (positions are not kept as events):
 * the driver's LiveDriver, read once for every subscriber. Never fails the report.
 */
export async function announceDriverMoved(
  services: AnnounceServices,
  position: StoredPosition,
): Promise<void> {
  const { db, logger, live } = services;
  if (!live) return;
  try {
    const [ride] = await ridesBeingDriven(db, position.companyId, position.reservationId);
    if (!ride) return;
    live.publish(position.companyId, {
      cursor: null,
      kind: 'DRIVER_MOVED',
      ride: null,
      driver: liveDriverOf(ride, position),
    });
  } catch (error) {
    logger.error('Driver position not announced', {
      reservationId: position.reservationId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
