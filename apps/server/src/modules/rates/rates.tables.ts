import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table shapes of migration 0005 (vehicles, rates, promo codes); db/schema.ts lists them. */
export interface VehicleTypeTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  passenger_capacity: number;
  luggage_capacity: number;
  child_seat_capacity: Generated<number>;
  is_accessible: Generated<boolean>;
  image_asset: string | null;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  /** Migration 0040: null for no limit; used_count is taken by each booking that applies it. */
  usage_limit: ColumnType<number | null, number | null | undefined, number | null>;
  used_count: Generated<number>;
}

export interface VehicleRateTable {
  company_id: string;
  vehicle_type_id: number;
  base_fare: Generated<number>;
  per_mile: Generated<number>;
  per_minute: Generated<number>;
  hourly_rate: Generated<number>;
  hourly_minimum_hours: Generated<number>;
  airport_pickup_fee: Generated<number>;
  airport_dropoff_fee: Generated<number>;
  stop_fee: Generated<number>;
  child_seat_fee: Generated<number>;
  gratuity_millipercent: Generated<number>;
  tax_millipercent: Generated<number>;
  updated_at: Timestamp;
  /** Migration 0057: the minimum before gratuity and tax, and each minute waited past the free wait. */
  minimum_fare: Generated<number>;
  waiting_per_minute: Generated<number>;
}

export interface PromoCodeTable {
  id: Generated<number>;
  company_id: string;
  code: string;
  description: Generated<string>;
  kind: 'percent' | 'fixed';
  percent_millipercent: number | null;
  amount: number | null;
  valid_from: Timestamp;
  valid_until: Timestamp | null;
  is_active: Generated<boolean>;
  /** Migration 0040: null for no limit; used_count is taken by each booking that applies it. */
  usage_limit: ColumnType<number | null, number | null | undefined, number | null>;
  used_count: Generated<number>;
}

/** Table shapes of migration 0057 (zones, zone fares, surcharges). */
export interface PricingZoneTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  points: JSONColumnType<[number, number][]>;
  updated_at: Timestamp;
}

export interface ZoneFareTable {
  id: Generated<number>;
  company_id: string;
  vehicle_type_id: number;
  from_zone_id: number;
  to_zone_id: number;
  amount: number;
  is_one_way: Generated<boolean>;
  updated_at: Timestamp;
}

export interface PriceSurchargeTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  kind: 'night' | 'holiday';
  start_minute: number | null;
  end_minute: number | null;
  holiday_date: string | null;
  millipercent: number | null;
  amount: number | null;
  updated_at: Timestamp;
}
