import type { FlightState } from '@ride/domain';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** Migration 0060: what the flight status port last said of an airport-arrival ride's flight. */
export interface RideFlightTable {
  reservation_id: string;
  company_id: string;
  flight_code: string;
  status: FlightState;
  scheduled_arrival_at: OptionalTimestamp;
  expected_arrival_at: OptionalTimestamp;
  landed_at: OptionalTimestamp;
  /** The pickup the ride had before its flight first moved it. */
  booked_pickup_at: Timestamp;
  checked_at: Timestamp;
  /** When the board was alerted of a diversion or cancellation; null: not (or not yet). */
  alerted_at: OptionalTimestamp;
}

/** Migration 0060: provider calls spent per company and UTC day. */
export interface FlightCallBudgetTable {
  company_id: string;
  day: ColumnType<string, string, string>;
  calls: ColumnType<number, number | undefined, number>;
}
