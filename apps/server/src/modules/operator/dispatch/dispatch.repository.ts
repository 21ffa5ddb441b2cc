// Over 300 lines: the dispatch board's SQL, one query per function, sharing its column lists and filters.
import { sql, type Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { OUTBOX_COLUMNS, type OutboxRow } from '../../../adapters/mail/outbox.repository.ts';
import { noticeRow, type RideNotice } from '../../notifications/index.ts';
import { fleetVehiclesWithType } from '../../staff/index.ts';
import { AUDIT_COLUMNS, type AuditEntry, staffAuditRow } from '../index.ts';
import type { StaffViewer } from '../../../core/actor.ts';

type Executor = Kysely<Database>;

export interface FleetVehicleRow {
  id: string;
  vehicle_type_id: number;
  vehicle_type_name: string;
  license_plate: string;
  make: string;
  model: string;
  color: string;
  passenger_capacity: number;
  is_active: boolean;
}

export function findFleetVehicle(
  db: Executor,
  companyId: string,
  id: string,
): Promise<FleetVehicleRow | undefined> {
  return fleetVehiclesWithType(db, companyId).where('v.id', '=', id).executeTakeFirst();
}

export function listFleetVehicles(
  db: Db,
  companyId: string,
  includeInactive: boolean,
): Promise<FleetVehicleRow[]> {
  let query = fleetVehiclesWithType(db, companyId);
  if (!includeInactive) query = query.where('v.is_active', '=', true);
  return query.orderBy('v.license_plate').execute();
}

const driverById = (db: Executor, companyId: string, id: string) =>
  db
    .selectFrom('staff_user')
    .select(['id', 'first_name', 'last_name', 'email', 'is_active', 'language'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('role', '=', 'driver');

export function findDriver(db: Executor, companyId: string, id: string) {
  return driverById(db, companyId, id).executeTakeFirst();
}

export type DriverRow = NonNullable<Awaited<ReturnType<typeof findDriver>>>;

/** The company's active drivers, by name. */
export function activeDrivers(db: Db, companyId: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('company_id', '=', companyId)
    .where('role', '=', 'driver')
    .where('is_active', '=', true)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** Every vehicle type of the company (an inactive one may still have rides), in its order. */
export function vehicleTypesOf(db: Db, companyId: string) {
  return db
    .selectFrom('vehicle_type')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * A ride's assignment as it is now, its row locked for the caller's transaction (a concurrent
 * change of the ride waits here), with the name and address of its driver, who is told when
 * released: one round trip.
 */
export async function lockRideAssignment(trx: Executor, companyId: string, id: string) {
  const row = await trx
    .selectFrom('reservation as r')
    .leftJoin('staff_user as d', (join) =>
      join
        .onRef('d.company_id', '=', 'r.company_id')
        .onRef('d.id', '=', 'r.driver_id')
        .on('d.role', '=', 'driver'),
    )
    .select([
      'r.status',
      'r.driver_id',
      'r.fleet_vehicle_id',
      sql<Date | null>`lower(r.assignment_period)`.as('busy_from'),
      sql<Date | null>`upper(r.assignment_period)`.as('busy_until'),
      'd.email as driver_email',
      'd.first_name as driver_first_name',
      'd.language as driver_language',
    ])
    .where('r.company_id', '=', companyId)
    .where('r.id', '=', id)
    .forUpdate(['r'])
    .executeTakeFirstOrThrow();
  const { driver_email, driver_first_name, driver_language, ...assignment } = row;
  const driver =
    driver_email !== null && driver_first_name !== null
      ? { email: driver_email, first_name: driver_first_name, language: driver_language }
      : null;
  return { ...assignment, driver };
}

const rideForDispatch = (db: Executor, companyId: string, id: string) =>
  db
    .selectFrom('reservation as r')
    .innerJoin('vehicle_type as t', (join) =>
      join.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.vehicle_type_id'),
    )
    .select([
      'r.id',
      'r.confirmation_number',
      'r.status',
      'r.vehicle_type_id',
      't.name as vehicle_type_name',
      'r.passenger_count',
      'r.scheduled_pickup_at',
      'r.route',
      'r.driver_id',
      'r.fleet_vehicle_id',
      'r.passenger_first_name',
      'r.passenger_email',
      'r.share_hash',
      sql<Date | null>`lower(r.assignment_period)`.as('busy_from'),
      sql<Date | null>`upper(r.assignment_period)`.as('busy_until'),
    ])
    .where('r.company_id', '=', companyId)
    .where('r.id', '=', id);

/** What assigning needs to know of a ride. */
export function findRideForDispatch(db: Executor, companyId: string, id: string) {
  return rideForDispatch(db, companyId, id).executeTakeFirst();
}

export type DispatchRideRow = NonNullable<Awaited<ReturnType<typeof findRideForDispatch>>>;

/**
 * What assigning needs, in one round trip: the ride, the name and address of its driver now (told
 * when released), and the driver and fleet vehicle asked for (null when `driverId` or `vehicleId`
 * is null or names none of the company's). Undefined when the company has no such ride.
 */
export function findAssignmentParts(
  db: Executor,
  companyId: string,
  ids: { rideId: string; driverId: string | null; vehicleId: string | null },
) {
  return rideForDispatch(db, companyId, ids.rideId)
    .select((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('staff_user as now')
          .select(['now.email', 'now.first_name', 'now.language'])
          .whereRef('now.company_id', '=', 'r.company_id')
          .whereRef('now.id', '=', 'r.driver_id')
          .where('now.role', '=', 'driver'),
      ).as('current_driver'),
      ids.driverId
        ? jsonObjectFrom(driverById(db, companyId, ids.driverId)).as('driver')
        : sql<null>`null`.as('driver'),
      ids.vehicleId
        ? jsonObjectFrom(fleetVehiclesWithType(db, companyId).where('v.id', '=', ids.vehicleId)).as(
            'vehicle',
          )
        : sql<null>`null`.as('vehicle'),
    ])
    .executeTakeFirst();
}

/** Whether the company has a vehicle type with this id. */
export async function hasVehicleType(db: Executor, companyId: string, id: number) {
  const row = await db
    .selectFrom('vehicle_type')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A fleet vehicle's own columns, as the console edits them. */
export interface FleetVehicleColumns {
  vehicle_type_id: number;
  license_plate: string;
  make: string;
  model: string;
  color: string;
  passenger_capacity: number;
}

/** A new fleet vehicle; a plate the fleet already has is refused by the unique index. */
export async function insertFleetVehicle(
  db: Executor,
  companyId: string,
  values: FleetVehicleColumns,
): Promise<string> {
  const { id } = await db
    .insertInto('fleet_vehicle')
    .values({ company_id: companyId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateFleetVehicleRow(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<FleetVehicleColumns> & { is_active?: boolean },
): Promise<void> {
  await db
    .updateTable('fleet_vehicle')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** The company's dispatch buffer: minutes kept free around each assigned ride. */
export async function findDispatchBuffer(db: Executor, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('company')
    .select('dispatch_buffer_minutes')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.dispatch_buffer_minutes;
}

export async function saveDispatchBuffer(
  db: Executor,
  companyId: string,
  minutes: number,
): Promise<void> {
  await db
    .updateTable('company')
    .set({ dispatch_buffer_minutes: minutes })
    .where('id', '=', companyId)
    .execute();
}

/**
 * Takes the ride off its driver and vehicle. Triggers (migrations 0042, 0045):
 * reservation_assignment_period frees the busy period; dispatch_event_reservation_update writes a
 * board event.
 */
export async function clearAssignment(db: Executor, companyId: string, rideId: string) {
  await db
    .updateTable('reservation')
    .set({ driver_id: null, fleet_vehicle_id: null })
    .where('company_id', '=', companyId)
    .where('id', '=', rideId)
    .execute();
}

/** An assignment to write: the ride as it was read, and what it becomes. */
export interface AssignmentWrite {
  companyId: string;
  rideId: string;
  /** The status, driver and vehicle the ride had when read. */
  was: { status: string; driverId: string | null; vehicleId: string | null };
  driverId: string;
  vehicleId: string;
  /** The change's audit entry, and the staff user who made it. */
  audit: AuditEntry;
  actor: Pick<StaffViewer, 'userId' | 'companyId'>;
  mails: OutboxRow[];
  /** The rider's "driver assigned" notice. */
  notice: RideNotice;
}

/**
 * Writes an assignment, its audit row, its mails and the rider's notice in one statement (all of
 * them, or none): only
 * while the ride is still as it was read, so that the audit's "before" and the mail to a released
 * driver are true. Undefined when the ride changed since (the caller reads it again); the
 * exclusion constraints of migration 0042 refuse a driver or vehicle busy at the time.
 */
export async function writeAssignment(db: Executor, change: AssignmentWrite) {
  const { companyId, was } = change;
  return db
    .with('assigned', (qb) =>
      // Triggers (migrations 0042, 0045): reservation_assignment_period keeps the busy period in
      // step; dispatch_event_reservation_update writes a board event when a board column changes.
      qb
        .updateTable('reservation')
        .set({ driver_id: change.driverId, fleet_vehicle_id: change.vehicleId })
        .where('company_id', '=', companyId)
        .where('id', '=', change.rideId)
        .where('status', '=', was.status)
        .where('driver_id', 'is not distinct from', was.driverId)
        .where('fleet_vehicle_id', 'is not distinct from', was.vehicleId)
        .returning([
          'status',
          sql<Date | null>`lower(assignment_period)`.as('busy_from'),
          sql<Date | null>`upper(assignment_period)`.as('busy_until'),
        ]),
    )
    .with('audited', (qb) =>
      qb
        .insertInto('audit_log')
        .columns(AUDIT_COLUMNS)
        .expression(
          staffAuditRow(db, change.actor, change.audit).where(
            sql<boolean>`exists (select from assigned)`,
          ),
        ),
    )
    .with('mailed', (qb) =>
      qb
        .insertInto('mail_outbox')
        .columns(OUTBOX_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom([
              'assigned',
              sql<OutboxRow>`jsonb_populate_recordset(null::mail_outbox, ${JSON.stringify(change.mails)}::jsonb)`.as(
                'm',
              ),
            ])
            .select(OUTBOX_COLUMNS.map((column) => `m.${column}` as const)),
        ),
    )
    .with('noticed', (qb) => {
      const row = noticeRow(change.notice);
      return qb
        .insertInto('ride_notice')
        .columns(['company_id', 'reservation_id', 'kind', 'change_key', 'facts'])
        .expression((eb) =>
          eb
            .selectFrom('assigned')
            .select([
              sql<string>`${row.company_id}`.as('company_id'),
              sql<string>`${row.reservation_id}::uuid`.as('reservation_id'),
              sql<string>`${row.kind}`.as('kind'),
              sql<string>`${row.change_key}`.as('change_key'),
              sql<string>`${row.facts}::jsonb`.as('facts'),
            ]),
        )
        .onConflict((oc) => oc.constraint('ride_notice_once').doNothing());
    })
    .selectFrom('assigned')
    .select(['status', 'busy_from', 'busy_until'])
    .executeTakeFirst();
}

/**
 * The busy period the ride would have if assigned now: the same `ride_busy_period` (migration
 * 0051) the assignment trigger stores.
 */
const wouldBePeriod = sql`ride_busy_period(
  me.scheduled_pickup_at, me.trip_duration_seconds, me.duration_seconds, c.dispatch_buffer_minutes
)`;

export interface ClashRow {
  confirmation_number: string;
  busy_from: Date;
  busy_until: Date;
}

/**
 * The earliest other ride of the driver (or vehicle) whose busy period overlaps the one `rideId`
 * would have: the clash an exclusion constraint refused.
 */
export async function findClash(
  db: Db,
  companyId: string,
  rideId: string,
  column: 'driver_id' | 'fleet_vehicle_id',
  holderId: string,
): Promise<ClashRow | undefined> {
  const { rows } = await sql<ClashRow>`
    select other.confirmation_number,
      lower(other.assignment_period) as busy_from,
      upper(other.assignment_period) as busy_until
    from reservation me
    join company c on c.id = me.company_id
    join reservation other on other.company_id = me.company_id and other.id <> me.id
    where me.company_id = ${companyId} and me.id = ${rideId}
      and other.${sql.ref(column)} = ${holderId}
      and other.assignment_period && ${wouldBePeriod}
    order by lower(other.assignment_period)
    limit 1`.execute(db);
  return rows[0];
}

/** Active drivers of the company without a ride overlapping the one `rideId` would have. */
export async function freeDrivers(db: Db, companyId: string, rideId: string) {
  const { rows } = await sql<Pick<DriverRow, 'id' | 'first_name' | 'last_name' | 'email'>>`
    select d.id, d.first_name, d.last_name, d.email
    from staff_user d
    join reservation me on me.company_id = d.company_id and me.id = ${rideId}
    join company c on c.id = me.company_id
    where d.company_id = ${companyId} and d.role = 'driver' and d.is_active
      and not exists (
        select 1 from reservation other
        where other.company_id = d.company_id and other.driver_id = d.id and other.id <> me.id
          and other.assignment_period && ${wouldBePeriod}
      )
    order by d.last_name, d.first_name, d.id`.execute(db);
  return rows;
}

/**
 * Active fleet vehicles of the ride's vehicle type that seat its passengers and have no other ride
 * overlapping the period it would have (Decision 59's fit, the exclusion constraint's rule).
 */
export async function freeVehiclesFor(db: Db, companyId: string, rideId: string) {
  return fleetVehiclesWithType(db, companyId)
    .innerJoin('reservation as me', (join) =>
      join
        .onRef('me.company_id', '=', 'v.company_id')
        .onRef('me.vehicle_type_id', '=', 'v.vehicle_type_id'),
    )
    .innerJoin('company as c', 'c.id', 'me.company_id')
    .where('me.id', '=', rideId)
    .where('v.is_active', '=', true)
    .whereRef('v.passenger_capacity', '>=', 'me.passenger_count')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reservation as other')
            .select(sql`1`.as('one'))
            .whereRef('other.company_id', '=', 'v.company_id')
            .whereRef('other.fleet_vehicle_id', '=', 'v.id')
            .whereRef('other.id', '<>', 'me.id')
            .where(sql<boolean>`other.assignment_period && ${wouldBePeriod}`),
        ),
      ),
    )
    .orderBy('v.license_plate')
    .execute();
}

/** The driver's rides that may carry a recent position: picked up in the last day, latest first. */
export function recentRidesOf(db: Db, companyId: string, driverIds: string[], since: Date) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservation')
    .select(['id', 'driver_id'])
    .where('company_id', '=', companyId)
    .where('driver_id', 'in', driverIds)
    .where('scheduled_pickup_at', '>=', since)
    .orderBy('scheduled_pickup_at', 'desc')
    .limit(500)
    .execute();
}
