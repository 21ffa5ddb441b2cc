import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Every status a reservation went through, and who moved it (migration 0035). */
export interface ReservationStatusChangeTable {
  id: Generated<string>;
  company_id: string;
  reservation_id: string;
  from_status: string;
  to_status: string;
  staff_user_id: string | null;
  account_user_id: string | null;
  /** Defaults to now() (Timestamp already makes it optional on insert). */
  changed_at: Timestamp;
}

/** The latest position the driver of a ride reported: one row per reservation. */
export interface DriverPositionTable {
  company_id: string;
  reservation_id: string;
  staff_user_id: string;
  latitude: number;
  longitude: number;
  heading: number | null;
  speed: number | null;
  recorded_at: Timestamp;
  /** Driving time to the ride's next point (pickup, then drop-off), from the maps port. */
  eta_seconds: number | null;
  eta_computed_at: Timestamp | null;
  /** When the latest position announced to the live maps was taken (null: none yet). */
  announced_recorded_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}
