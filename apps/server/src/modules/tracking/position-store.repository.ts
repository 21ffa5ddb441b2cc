import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DriverPositionTable } from './tracking.tables.ts';
import type { PositionStore, StoredPosition } from './position-store.ts';

/**
 * Positions in the driver_position table: one row per reservation, replaced in place, so the
 * table holds as many rows as there are rides being driven (decision 46).
 */
export function dbPositionStore(db: Db): PositionStore {
  return {
    async save(position) {
      const row = {
        company_id: position.companyId,
        reservation_id: position.reservationId,
        staff_user_id: position.staffUserId,
        latitude: position.latitude,
        longitude: position.longitude,
        heading: position.heading,
        speed: position.speed,
        recorded_at: position.recordedAt,
        eta_seconds: position.etaSeconds,
        eta_computed_at: position.etaComputedAt,
        announced_recorded_at: position.announcedAt ?? null,
      };
      // One statement: of two positions arriving at once, the later one wins whatever the order.
      const saved = await db
        .insertInto('driver_position')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['company_id', 'reservation_id'])
            .doUpdateSet((eb) => ({
              staff_user_id: eb.ref('excluded.staff_user_id'),
              latitude: eb.ref('excluded.latitude'),
              longitude: eb.ref('excluded.longitude'),
              heading: eb.ref('excluded.heading'),
              speed: eb.ref('excluded.speed'),
              recorded_at: eb.ref('excluded.recorded_at'),
              eta_seconds: eb.ref('excluded.eta_seconds'),
              eta_computed_at: eb.ref('excluded.eta_computed_at'),
              announced_recorded_at: eb.ref('excluded.announced_recorded_at'),
            }))
            .whereRef('driver_position.recorded_at', '<', 'excluded.recorded_at'),
        )
        .returning('reservation_id')
        .executeTakeFirst();
      return saved ? 'saved' : 'older';
    },

    async latest(companyId, reservationId) {
      const row = await db
        .selectFrom('driver_position')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('reservation_id', '=', reservationId)
        .executeTakeFirst();
      return row ? positionOf(row) : null;
    },
  };
}

type FullRow = Selectable<DriverPositionTable>;
/** A row as read, with or without its announcement time (the rider's poll does not read it). */
export type PositionRow = Omit<FullRow, 'announced_recorded_at'> &
  Partial<Pick<FullRow, 'announced_recorded_at'>>;

/** A driver_position row as a stored position. */
export function positionOf(row: PositionRow): StoredPosition {
  return {
    companyId: row.company_id,
    reservationId: row.reservation_id,
    staffUserId: row.staff_user_id,
    latitude: row.latitude,
    longitude: row.longitude,
    heading: row.heading,
    speed: row.speed,
    recordedAt: new Date(row.recorded_at),
    etaSeconds: row.eta_seconds,
    etaComputedAt: row.eta_computed_at === null ? null : new Date(row.eta_computed_at),
    announcedAt: row.announced_recorded_at ? new Date(row.announced_recorded_at) : null,
  };
}
