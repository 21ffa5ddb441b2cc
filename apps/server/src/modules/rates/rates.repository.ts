import type { Db } from '../../db/database.ts';

/** The company's vehicle types with their rate cards. */
function ratedVehicleQuery(db: Db, companyId: string) {
  return db
    .selectFrom('vehicle_type as v')
    .innerJoin('vehicle_rate as r', (join) =>
      join.onRef('r.company_id', '=', 'v.company_id').onRef('r.vehicle_type_id', '=', 'v.id'),
    )
    .select([
      'v.id',
      'v.name',
      'v.passenger_capacity',
      'v.luggage_capacity',
      'v.child_seat_capacity',
      'v.is_accessible',
      'v.image_asset',
      'r.base_fare',
      'r.per_mile',
      'r.per_minute',
      'r.hourly_rate',
      'r.hourly_minimum_hours',
      'r.airport_pickup_fee',
      'r.airport_dropoff_fee',
      'r.stop_fee',
      'r.child_seat_fee',
      'r.gratuity_millipercent',
      'r.tax_millipercent',
      'r.minimum_fare',
      'r.waiting_per_minute',
    ])
    .where('v.company_id', '=', companyId);
}

/** Every active vehicle type of a company with its rate card, in one query. */
export function listRatedVehicles(db: Db, companyId: string) {
  return ratedVehicleQuery(db, companyId)
    .where('v.is_active', '=', true)
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();
}

export type RatedVehicleRow = Awaited<ReturnType<typeof listRatedVehicles>>[number];

/** One vehicle type of the company with its rate card as it is now, active or not. */
export function findRatedVehicle(db: Db, companyId: string, vehicleTypeId: number) {
  return ratedVehicleQuery(db, companyId).where('v.id', '=', vehicleTypeId).executeTakeFirst();
}

export function findPromoCode(db: Db, companyId: string, code: string) {
  return db
    .selectFrom('promo_code')
    .select([
      'code',
      'kind',
      'percent_millipercent',
      'amount',
      'valid_from',
      'valid_until',
      'is_active',
      'usage_limit',
      'used_count',
    ])
    .where('company_id', '=', companyId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/**
 * Takes one use of a promo code for a booking, in the booking's transaction: false when its
 * limit is reached. The row lock makes concurrent bookings at the last use queue, and the one
 * that comes second finds no use left.
 */
export async function claimPromoUse(db: Db, companyId: string, code: string): Promise<boolean> {
  const claimed = await db
    .updateTable('promo_code')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('company_id', '=', companyId)
    .where('code', '=', code)
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
