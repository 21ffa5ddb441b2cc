import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/** An active staff user of the company with this address (case-insensitive), for sign-in. */
export function findActiveStaffByEmail(db: Executor, companyId: string, normalizedEmail: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'company_id', 'role', 'password_hash'])
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', normalizedEmail)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** The company's fleet with each vehicle's type name: the base of every fleet lookup. */
export function fleetVehiclesWithType(db: Executor, companyId: string) {
  return db
    .selectFrom('fleet_vehicle as v')
    .innerJoin('vehicle_type as t', (join) =>
      join.onRef('t.company_id', '=', 'v.company_id').onRef('t.id', '=', 'v.vehicle_type_id'),
    )
    .select([
      'v.id',
      'v.vehicle_type_id',
      't.name as vehicle_type_name',
      'v.license_plate',
      'v.make',
      'v.model',
      'v.color',
      'v.passenger_capacity',
      'v.is_active',
    ])
    .where('v.company_id', '=', companyId);
}
