// Over 300 lines: the table types of the database, one interface per table, mirroring the migrations.
import type { CancellationFeeRule, OperatorTexts } from '@ride/domain';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { KnownPlaceTable, MapsCacheTable, SavedPlaceTable } from '../modules/maps/index.ts';
import type {
  GatewayCustomerTable,
  GuestGatewayCustomerTable,
  HumanCheckSpentTable,
  SandboxAuthKeyTable,
  SandboxCardTable,
  SandboxHoldTable,
  SandboxRefundTable,
  SavedCardTable,
} from '../modules/payments/index.ts';
import type {
  CompanyCounterTable,
  PaymentHoldTable,
  ReservationTable,
} from '../modules/reservations/index.ts';
import type {
  PriceSurchargeTable,
  PricingZoneTable,
  PromoCodeTable,
  VehicleRateTable,
  VehicleTypeTable,
  ZoneFareTable,
} from '../modules/rates/index.ts';

import type {
  CancellationFeeCaptureTable,
  PaymentInstructionTable,
  RideAutoCaptureTable,
  PaymentLedgerTable,
} from '../modules/operator/money/index.ts';
import type { DispatchEventTable } from '../modules/operator/live/index.ts';
import type { FlightCallBudgetTable, RideFlightTable } from '../modules/flights/index.ts';
import type {
  CompanyNoticeSettingTable,
  CompanySmsAccountTable,
  NoticeDeliveryTable,
  PushSubscriptionTable,
  RideNoticeTable,
  RiderNoticePreferenceTable,
  SmsOptOutTable,
} from '../modules/notifications/index.ts';
import type { AuditLogTable, StaffInvitationTable } from '../modules/operator/index.ts';
import type { FleetVehicleTable, StaffUserTable } from '../modules/staff/index.ts';
import type {
  DriverPositionTable,
  ReservationStatusChangeTable,
} from '../modules/tracking/index.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A column added later as nullable: optional on insert. */
type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface CompanyTable {
  id: string;
  name: string;
  short_name: string;
  title: string;
  description: string;
  domain_name: string | null;
  primary_color: string;
  secondary_text_color: string;
  background_color: string;
  main_font_color: string;
  heading_font_color: string;
  tertiary_color: string;
  background_image: string;
  call_to_action_text: string;
  tag_manager_code: string;
  support_phone: string;
  support_email: string;
  general_email: string;
  phone1: string;
  website_url: string;
  website_booking_url: string;
  currency_code: string;
  currency_symbol: string;
  time_zone: string;
  country_code: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Migration 0067: texts by language (decision 100); a language absent reads the default's. */
  privacy_policy: OperatorTextsColumn;
  terms_and_conditions: OperatorTextsColumn;
  rental_agreement: OperatorTextsColumn;
  is_disabled: Generated<boolean>;
  drivers_may_accept_rides: Generated<boolean>;
  /** Migration 0042: minutes a driver and vehicle stay busy after a ride's estimated drop-off. */
  dispatch_buffer_minutes: Generated<number>;
  /** Migration 0056: minutes after completion a ride is captured by itself; null: never. */
  auto_capture_minutes: Generated<number | null>;
  /** Migration 0053: the free waiting time the arrival notice names, in minutes. */
  free_waiting_minutes: Generated<number | null>;
  /** Migration 0060: the pickup after a flight's landing (curbside, meet and greet); call budget. */
  flight_curbside_minutes: Generated<number>;
  flight_inside_minutes: Generated<number>;
  flight_daily_calls: Generated<number>;
  /** What riders may choose from (migration 0063); the default is one of them. */
  offered_languages: Generated<string[]>;
  default_language: Generated<string>;
  /** 'mi' or 'km' (migration 0066); null: the country's unit. */
  distance_unit: NullableColumn<string>;
  is_create_account_allowed: Generated<boolean>;
  is_billing_address_required: Generated<boolean>;
  is_street_address_check: Generated<boolean>;
  auto_payment_enabled_message: Generated<string>;
  config_la_pay_incremental_auth_to: Generated<string>;
  reservation_creation_lead_time_minutes: number | null;
  reservation_modification_lead_time_minutes: number | null;
  reservation_cancellation_lead_time_minutes: number | null;
  max_stops: Generated<number>;
  /** How far from its base (latitude, longitude) the company drives. */
  service_radius_km: Generated<number>;
  /** The circle's centre when it is not the base (migration 0041). */
  service_area_latitude: NullableColumn<number>;
  service_area_longitude: NullableColumn<number>;
  /** [latitude, longitude] points; when set, the area is this polygon instead of the circle. */
  service_area_polygon: JSONColumnType<
    [number, number][] | null,
    string | null | undefined,
    string | null
  >;
  cancellation_fee_rule: JSONColumnType<
    CancellationFeeRule | null,
    string | null | undefined,
    string | null
  >;
  is_payment_gateways_enabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An operator's texts by language, written as JSON text (decision 100). */
export type OperatorTextsColumn = ColumnType<OperatorTexts, string | undefined, string>;

export interface ServiceTypeTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  code: string;
  sort_order: number;
  /**
   * By language (migrations 0034, 0067); none written: the company's default rental agreement
   * applies.
   */
  rental_agreement: OperatorTextsColumn;
}

export interface PaymentGatewayTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  gateway: string;
  parameter1: Generated<string>;
  parameter2: Generated<string>;
  parameter3: Generated<string>;
  parameter4: Generated<string>;
  is_default: Generated<boolean>;
  /** Credential name → value sealed with SECRETS_KEY (never plaintext; migration 0041). */
  credentials: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface CompanyAssetTable {
  company_id: string;
  name: string;
  content_type: string;
  body: Uint8Array;
  updated_at: Timestamp;
}

export interface CountryTable {
  code: string;
  name: string;
}

export interface StateTable {
  country_code: string;
  code: string;
  name: string;
}

export interface IdempotencyKeyTable {
  key: string;
  request_hash: string;
  response: ColumnType<unknown, string | null, string | null> | null;
  created_at: Timestamp;
  completed_at: Date | null;
  /** Migration 0048: who runs the request now, and until when its claim holds unless renewed. */
  owner: string | null;
  locked_until: Timestamp | null;
}

export interface AccountUserTable {
  id: Generated<string>;
  company_id: string;
  user_type: Generated<'ACCOUNT_USER'>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: Generated<string>;
  address_line1: Generated<string>;
  address_line2: Generated<string>;
  address_city: Generated<string>;
  address_state_code: Generated<string>;
  address_postal_code: Generated<string>;
  address_country_code: Generated<string>;
  default_credit_card_id: string | null;
  default_payment_type_id: string | null;
  /** The language the rider chose (migration 0063); null until they choose. */
  language: NullableColumn<string>;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A session belongs to a rider (account_user_id) or to a staff user (staff_user_id). */
export interface AuthSessionTable {
  id: Generated<string>;
  company_id: string;
  account_user_id: string | null;
  staff_user_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokenTable {
  id: Generated<string>;
  company_id: string;
  session_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  replaced_by_id: string | null;
}

export interface PasswordResetTokenTable {
  id: Generated<string>;
  company_id: string;
  account_user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** rate-limiter-flexible's counters: `<limit>:<company>:<subject>`, points, window end (epoch ms). */
export interface RateLimiterTable {
  key: string;
  points: number;
  expire: number | null;
}

/** The columns of a durable queue's row (decision 22). */
export interface QueuedRow {
  status: Generated<'pending' | 'done' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  /** The background worker's claim that leased the row (migration 0052). */
  lease_token: string | null;
  done_at: Timestamp | null;
  last_error: string | null;
}

export interface MailOutboxTable extends QueuedRow {
  id: Generated<string>;
  company_id: string;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Timestamp;
}

export interface PasswordResetRequestTable extends QueuedRow {
  id: Generated<string>;
  company_id: string;
  email: string;
  via_company_domain: boolean;
  /** The language the reset was asked in (migration 0069); null for requests made before. */
  language: NullableColumn<string>;
  created_at: Timestamp;
}

/** A hold to release at its gateway (decision 51): by its reference, or by asking for it again. */
export interface HoldReleaseTable extends QueuedRow {
  id: Generated<string>;
  company_id: string;
  payment_gateway_id: number;
  /** The gateway's short code: fs, stripe, … */
  gateway: string;
  reservation_id: string | null;
  reference: string | null;
  card_token: string | null;
  card_customer_id: string | null;
  amount_minor: number | null;
  currency_code: string | null;
  idempotency_key: string | null;
  description: string | null;
  created_at: Timestamp;
  /** Migration 0047: the staff user who gave the hold up (named in the ledger's voided row). */
  requested_by: string | null;
}

export interface Database {
  company: CompanyTable;
  service_type: ServiceTypeTable;
  payment_gateway: PaymentGatewayTable;
  company_asset: CompanyAssetTable;
  country: CountryTable;
  state: StateTable;
  account_user: AccountUserTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  password_reset_token: PasswordResetTokenTable;
  rate_limiter: RateLimiterTable;
  mail_outbox: MailOutboxTable;
  password_reset_request: PasswordResetRequestTable;
  hold_release: HoldReleaseTable;
  idempotency_key: IdempotencyKeyTable;
  vehicle_type: VehicleTypeTable;
  vehicle_rate: VehicleRateTable;
  promo_code: PromoCodeTable;
  pricing_zone: PricingZoneTable;
  zone_fare: ZoneFareTable;
  price_surcharge: PriceSurchargeTable;
  known_place: KnownPlaceTable;
  saved_place: SavedPlaceTable;
  maps_cache: MapsCacheTable;
  saved_card: SavedCardTable;
  gateway_customer: GatewayCustomerTable;
  guest_gateway_customer: GuestGatewayCustomerTable;
  sandbox_auth_key: SandboxAuthKeyTable;
  sandbox_card: SandboxCardTable;
  sandbox_hold: SandboxHoldTable;
  sandbox_refund: SandboxRefundTable;
  human_check_spent: HumanCheckSpentTable;
  reservation: ReservationTable;
  payment_hold: PaymentHoldTable;
  company_counter: CompanyCounterTable;
  staff_user: StaffUserTable;
  fleet_vehicle: FleetVehicleTable;
  reservation_status_change: ReservationStatusChangeTable;
  driver_position: DriverPositionTable;
  audit_log: AuditLogTable;
  staff_invitation: StaffInvitationTable;
  payment_ledger: PaymentLedgerTable;
  dispatch_event: DispatchEventTable;
  cancellation_fee_capture: CancellationFeeCaptureTable;
  payment_instruction: PaymentInstructionTable;
  ride_auto_capture: RideAutoCaptureTable;
  ride_notice: RideNoticeTable;
  notice_delivery: NoticeDeliveryTable;
  push_subscription: PushSubscriptionTable;
  rider_notice_preference: RiderNoticePreferenceTable;
  company_notice_setting: CompanyNoticeSettingTable;
  sms_opt_out: SmsOptOutTable;
  company_sms_account: CompanySmsAccountTable;
  ride_flight: RideFlightTable;
  flight_call_budget: FlightCallBudgetTable;
}
