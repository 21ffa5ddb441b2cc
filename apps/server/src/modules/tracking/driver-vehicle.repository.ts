import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fleetVehiclesWithType } from '../staff/index.ts';

/** A vehicle of the company's fleet by its key; another company's is not found. */
export function findCompanyVehicle(db: Db, companyId: string, id: string) {
  return fleetVehiclesWithType(db, companyId).where('v.id', '=', id).executeTakeFirst();
}

export type CompanyVehicleRow = NonNullable<Awaited<ReturnType<typeof findCompanyVehicle>>>;

/**
 * The company's vehicles a driver may take for the ride: active, of the ride's booked type, seating
 * its passengers, and with no other ride whose busy period overlaps the one this ride would have
 * (the same `ride_busy_period` of migration 0051 the assignment trigger stores). By plate.
 */
export function listFreeVehiclesForRide(db: Db, companyId: string, rideId: string) {
  return fleetVehiclesWithType(db, companyId)
    .innerJoin('reservation as me', (join) =>
      join.onRef('me.company_id', '=', 'v.company_id').on('me.id', '=', rideId),
    )
    .innerJoin('company as c', 'c.id', 'me.company_id')
    .where('v.is_active', '=', true)
    .whereRef('v.vehicle_type_id', '=', 'me.vehicle_type_id')
    .whereRef('v.passenger_capacity', '>=', 'me.passenger_count')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reservation as o')
            .select(sql`1`.as('one'))
            .whereRef('o.company_id', '=', 'v.company_id')
            .whereRef('o.fleet_vehicle_id', '=', 'v.id')
            .whereRef('o.id', '<>', 'me.id')
            .where(
              sql<boolean>`o.assignment_period && ride_busy_period(
                me.scheduled_pickup_at, me.trip_duration_seconds, me.duration_seconds,
                c.dispatch_buffer_minutes
              )`,
            ),
        ),
      ),
    )
    .orderBy('v.license_plate')
    .execute();
}

/**
 * Puts the vehicle on the driver's ride while it has none (or has this one already); false when
 * dispatch gave it another meanwhile. Triggers (migrations 0042, 0045): reservation_assignment_period
 * stores the busy period, whose exclusion constraint refuses a vehicle busy at the time;
 * dispatch_event_reservation_update writes a board event.
 */
export async function takeVehicle(
  trx: Db,
  take: { companyId: string; reservationId: string; driverId: string; vehicleId: string },
): Promise<boolean> {
  const taken = await trx
    .updateTable('reservation')
    .set({ fleet_vehicle_id: take.vehicleId })
    .where('company_id', '=', take.companyId)
    .where('id', '=', take.reservationId)
    .where('driver_id', '=', take.driverId)
    .where((eb) =>
      eb.or([eb('fleet_vehicle_id', 'is', null), eb('fleet_vehicle_id', '=', take.vehicleId)]),
    )
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}
