import { sql } from 'kysely';
import type { Quote } from '@ride/domain';
import type { Db } from '../../db/database.ts';

/**
 * The statuses that say the driver is at the pickup: the first move into one of them is the
 * arrival. Circling is not arriving.
 */
export const ARRIVED_STATUSES: readonly string[] = [
  'DRIVER_IS_AT_PICKUP',
  'DRIVER_IS_WAITING_AT_PICKUP',
  'DRIVER_IS_WAITING_FOR_PASSENGER',
  'AFFILIATE_DRIVER_IS_WAITING_AT_PICKUP',
];

/**
 * Records what the ride waited, once: from the later of its pickup time and the driver's first
 * arrival to its first DRIVING_PASSENGER, both read from its status history (the move just
 * written included); 0 when the driver never arrived or set off before the pickup time. A ride
 * that has it already (back to DRIVING_PASSENGER after a stop) keeps it.
 */
export async function recordWaiting(
  trx: Db,
  ride: { companyId: string; reservationId: string },
): Promise<void> {
  const firstAt = (statuses: readonly string[]) => sql<Date | null>`(
    select min(h.changed_at) from reservation_status_change h
    where h.company_id = r.company_id and h.reservation_id = r.id
      and h.to_status = any(${[...statuses]}::text[])
  )`;
  const arrived = firstAt(ARRIVED_STATUSES);
  const driving = firstAt(['DRIVING_PASSENGER']);
  // Trigger dispatch_event_reservation_update (migration 0044) writes nothing for this column.
  await trx
    .updateTable('reservation as r')
    .set({
      waiting_seconds: sql<number>`coalesce(greatest(0, floor(extract(epoch from
        ${driving} - greatest(r.scheduled_pickup_at, ${arrived})
      )))::integer, 0)`,
    })
    .where('r.company_id', '=', ride.companyId)
    .where('r.id', '=', ride.reservationId)
    .where('r.waiting_seconds', 'is', null)
    .execute();
}

/** What a ride kept of its trip and price, and what it waited, for its final price. */
export function findBookedPrice(db: Db, companyId: string, reservationId: string) {
  return db
    .selectFrom('reservation')
    .select([
      'id',
      'status',
      'vehicle_type_id',
      'promo_code',
      'route',
      'trip_distance_meters',
      'trip_duration_seconds',
      'duration_seconds',
      'infant_seats',
      'toddler_seats',
      'booster_seats',
      'scheduled_pickup_at',
      'rate_lines',
      'total_minor',
      'waiting_seconds',
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', reservationId)
    .executeTakeFirst();
}

/**
 * Writes the ride's final price, only over the total it was priced from: false when the ride's
 * price changed meanwhile. Run it under the ride's lock, in the completion's transaction.
 */
export async function saveFinalPrice(
  trx: Db,
  ride: { companyId: string; reservationId: string; pricedFromMinor: number },
  quote: Quote,
): Promise<boolean> {
  // Trigger dispatch_event_reservation_update (migration 0044) writes the board's event when a
  // board column (the total) changes.
  const saved = await trx
    .updateTable('reservation')
    .set({
      total_minor: quote.amount,
      rate_lines: JSON.stringify(
        quote.lines.map((line) => ({ name: line.name, valueInMinorUnits: line.value })),
      ),
    })
    .where('company_id', '=', ride.companyId)
    .where('id', '=', ride.reservationId)
    .where('total_minor', '=', ride.pricedFromMinor)
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}
