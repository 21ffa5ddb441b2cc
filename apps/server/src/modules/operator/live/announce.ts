import DataLoader from 'dataloader';
import type { Deps } from '../../../core/deps.ts';
import { loadAnnouncedRides } from '../board/index.ts';
import type { DriverPosition, RideChanges } from '../../../core/ride-changes.ts';
import type { LiveEvents } from './live-events.ts';
import { ridesBeingDriven } from './dispatch-events.repository.ts';
import { liveDriverOf } from './live-drivers.ts';

const RIDE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AnnounceServices = Pick<Deps, 'db' | 'logger'> & { live?: LiveEvents };

/** A ride to announce: its company and id. */
interface Announcement {
  companyId: string;
  reservationId: string;
}

/**
 * Per live-event hub, the announcements of one turn of the event loop read together: under load,
 * the rides changed at about the same time cost one read per company instead of one each. Never
 * cached: each announcement reads the ride as it is after its change.
 */
const announcers = new WeakMap<LiveEvents, DataLoader<Announcement, void>>();

function announcerOf({ db, logger, live }: AnnounceServices & { live: LiveEvents }) {
  let announcer = announcers.get(live);
  if (announcer) return announcer;
  announcer = new DataLoader<Announcement, void>(
    async (announcements) => {
      const byCompany = new Map<string, Set<string>>();
      for (const { companyId, reservationId } of announcements) {
        const ids = byCompany.get(companyId) ?? new Set<string>();
        byCompany.set(companyId, ids.add(reservationId));
      }
      await Promise.all(
        [...byCompany].map(async ([companyId, ids]) => {
          try {
            const rows = await loadAnnouncedRides(db, companyId, [...ids]);
            for (const { cursor, ride } of rows.values()) {
              if (cursor)
                live.publish(companyId, { cursor, kind: 'RIDE_CHANGED', ride, driver: null });
            }
          } catch (error) {
            logger.error('Ride changes not announced', {
              reservationIds: [...ids],
              error: error instanceof Error ? error.message : String(error),
            });
          }
        }),
      );
      return announcements.map(() => undefined);
    },
    // Everything announced until the event loop turns, in one batch; a change is never served
    // from an earlier read.
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );
  announcers.set(live, announcer);
  return announcer;
}

/**
 * Tells the company's live boards that a ride changed: its board row now, with its latest event
 * id (both in one statement, shared with the rides announced at the same moment), read once and
 * sent to every subscriber. Called after the change committed; a failure here is logged and never
 * fails the change (a board catches up from the event table when it reconnects).
 */
export async function announceRideChanged(
  services: AnnounceServices,
  companyId: string,
  reservationId: string,
): Promise<void> {
  const { live } = services;
  // An id that names no ride (the operation refused it) has nothing to announce.
  if (!live || !RIDE_ID.test(reservationId)) return;
  await announcerOf({ ...services, live }).load({ companyId, reservationId });
}

/**
 * Tells the company's live maps where a ride's driver is now (positions are not kept as events):
 * the driver's LiveDriver, read once for every subscriber. Never fails the report.
 */
export async function announceDriverMoved(
  services: AnnounceServices,
  position: DriverPosition,
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

/** The live boards and maps as listeners of ride changes (the port writers call). */
export function liveRideChanges(services: AnnounceServices): RideChanges {
  return {
    rideChanged: (companyId, reservationId) =>
      announceRideChanged(services, companyId, reservationId),
    driverMoved: (position) => announceDriverMoved(services, position),
  };
}
