import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { RiderNoticeChoice } from '@ride/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One stop of a booked route, as kept: what the rider chose and where it is. */
export interface BookedStop {
  type: 'ADDRESS' | 'FBO' | 'POI' | 'AIRPORT';
  name: string;
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
  airportCode: string | null;
  latitude: number;
  longitude: number;
  /** A seaport's cruise (the stop is then shown as a seaport); absent on rows kept before it. */
  seaport?: BookedSeaport | null;
}

export interface BookedSeaport {
  portOfCall: string;
  shipName: string;
  cruiseLine: string;
}

export interface BookedRateLine {
  name: string;
  valueInMinorUnits: number;
}

export interface BookedFlightDetails {
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  terminal: string;
  /** Absent on rows kept before gates and tail numbers were. */
  gate?: string;
  tailNumber?: string;
  meetOption: 'CURBSIDE' | 'INSIDE' | 'NONE';
}

/** Table shapes of migration 0030 (reservations, holds, counters); db/schema.ts lists them. */
export interface ReservationTable {
  id: Generated<string>;
  company_id: string;
  confirmation_number: string;
  account_user_id: string | null;
  status: Generated<string>;
  service_type_id: number;
  vehicle_type_id: number;
  scheduled_pickup_at: Timestamp;
  duration_seconds: number | null;
  route: JSONColumnType<BookedStop[]>;
  passenger_count: number;
  luggage_count: number;
  infant_seats: Generated<number>;
  toddler_seats: Generated<number>;
  booster_seats: Generated<number>;
  requires_accessibility: Generated<boolean>;
  flight_details: JSONColumnType<BookedFlightDetails> | null;
  driver_notes: Generated<string>;
  promo_code: string | null;
  currency_code: string;
  currency_symbol: string;
  total_minor: number;
  rate_lines: JSONColumnType<BookedRateLine[]>;
  trip_distance_meters: number;
  trip_duration_seconds: number;
  is_guest: boolean;
  passenger_first_name: string;
  passenger_last_name: string;
  passenger_email: string;
  passenger_phone: Generated<string>;
  payment_type: Generated<string>;
  payment_gateway_id: number;
  saved_card_id: string | null;
  card_brand: string;
  card_last_digits: string;
  card_name: string;
  card_token: string;
  card_customer_id: string | null;
  share_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0035: the assigned driver and vehicle, and the rider's tip and rating. */
  driver_id: string | null;
  fleet_vehicle_id: string | null;
  tip_minor: number | null;
  rating: number | null;
  feedback_at: Timestamp | null;
  /**
   * Migration 0042: [pickup, estimated drop-off + the company's buffer) while a driver or vehicle
   * is assigned and the ride not over; kept by a trigger, never written by the app.
   */
  assignment_period: ColumnType<string | null, never, never>;
  /**
   * Migration 0048: the Idempotency-Key the ride was booked under, bound to who booked it
   * (bookingKeyOf); one ride per key and company.
   */
  request_key: string | null;
  /** Migration 0053: a guest's channels, chosen at checkout; null: the defaults. */
  notice_channels: JSONColumnType<
    RiderNoticeChoice | null,
    string | null | undefined,
    string | null
  >;
  /** Migration 0055: SHA-256 (base64url) of a guest's mailed cancel secret; null for riders. */
  guest_cancel_hash: string | null;
  /** Migration 0057: seconds waited at the pickup (at pickup → driving the rider); null before. */
  waiting_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0065: the language the ride was booked in, its messages' language (decision 97). */
  language: ColumnType<string, string | undefined, string>;
}

export interface PaymentHoldTable {
  id: Generated<string>;
  company_id: string;
  reservation_id: string;
  payment_gateway_id: number;
  gateway: string;
  reference: string;
  amount_minor: number;
  currency_code: string;
  /**
   * Migration 0047: `capturing` while a capture decided on is asked of the gateway, `releasing`
   * from being given up until the gateway released it.
   */
  status: 'held' | 'capturing' | 'captured' | 'releasing' | 'voided';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompanyCounterTable {
  company_id: string;
  name: string;
  value: number;
}
