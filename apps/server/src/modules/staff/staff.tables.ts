import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type StaffRole = 'admin' | 'dispatcher' | 'driver';

/** Company users (migration 0035): separate from rider accounts; the same e-mail may be both. */
export interface StaffUserTable {
  id: Generated<string>;
  company_id: string;
  role: StaffRole;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: Generated<string>;
  profile_pic: string | null;
  is_active: Generated<boolean>;
  /** The language chosen for the console (migration 0064); null until they choose. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A vehicle of the company's fleet, of one of its vehicle types. */
export interface FleetVehicleTable {
  id: Generated<string>;
  company_id: string;
  vehicle_type_id: number;
  license_plate: string;
  make: string;
  model: string;
  color: string;
  passenger_capacity: number;
  is_active: Generated<boolean>;
}
