import type { Kysely } from 'kysely';
import type { RateCard } from '@ride/domain';
import type { Database } from '../../../db/schema.ts';

type Executor = Kysely<Database>;

function catalogVehicles(db: Executor, companyId: string) {
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
      'v.sort_order',
      'v.is_active',
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

/** Every vehicle type of a company, offered or not, with its rate card. */
export function listCatalogVehicles(db: Executor, companyId: string) {
  return catalogVehicles(db, companyId).orderBy('v.sort_order').orderBy('v.id').execute();
}

export type CatalogVehicleRow = Awaited<ReturnType<typeof listCatalogVehicles>>[number];

/** One of the company's vehicle types; `lock` holds it (and its card) until the transaction ends. */
export function findCatalogVehicle(
  db: Executor,
  companyId: string,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CatalogVehicleRow | undefined> {
  const query = catalogVehicles(db, companyId).where('v.id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A rate card as vehicle_rate's columns. */
export function rateCardColumns(card: RateCard) {
  return {
    base_fare: card.baseFare,
    per_mile: card.perMile,
    per_minute: card.perMinute,
    hourly_rate: card.hourlyRate,
    hourly_minimum_hours: card.hourlyMinimumHours,
    airport_pickup_fee: card.airportPickupFee,
    airport_dropoff_fee: card.airportDropoffFee,
    stop_fee: card.stopFee,
    child_seat_fee: card.childSeatFee,
    gratuity_millipercent: card.gratuityMillipercent,
    tax_millipercent: card.taxMillipercent,
    minimum_fare: card.minimumFare,
    waiting_per_minute: card.waitingPerMinute,
  };
}

export interface VehicleTypeColumns {
  name: string;
  passenger_capacity: number;
  luggage_capacity: number;
  child_seat_capacity: number;
  is_accessible: boolean;
  sort_order: number;
  is_active: boolean;
}

/**
 * A new vehicle type (no image yet) and its rates: the given card, or the table's defaults. A
 * name the company already has is refused by the unique index.
 */
export async function insertVehicleType(
  db: Executor,
  companyId: string,
  values: VehicleTypeColumns,
  card: RateCard | null,
): Promise<number> {
  const { id } = await db
    .insertInto('vehicle_type')
    .values({ company_id: companyId, ...values, image_asset: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('vehicle_rate')
    .values({ company_id: companyId, vehicle_type_id: id, ...(card ? rateCardColumns(card) : {}) })
    .execute();
  return id;
}

export async function updateVehicleTypeRow(
  db: Executor,
  companyId: string,
  id: number,
  values: VehicleTypeColumns,
): Promise<void> {
  await db
    .updateTable('vehicle_type')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function saveVehicleRate(
  db: Executor,
  companyId: string,
  vehicleTypeId: number,
  card: RateCard,
  now: Date,
): Promise<void> {
  await db
    .updateTable('vehicle_rate')
    .set({ ...rateCardColumns(card), updated_at: now })
    .where('company_id', '=', companyId)
    .where('vehicle_type_id', '=', vehicleTypeId)
    .execute();
}
