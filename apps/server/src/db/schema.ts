import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
  privacy_policy: string;
  terms_and_conditions: string;
  rental_agreement: string;
  is_disabled: Generated<boolean>;
  is_create_account_allowed: Generated<boolean>;
  is_billing_address_required: Generated<boolean>;
  is_street_address_check: Generated<boolean>;
  auto_payment_enabled_message: Generated<string>;
  config_la_pay_incremental_auth_to: Generated<string>;
  reservation_creation_lead_time_minutes: number | null;
  reservation_modification_lead_time_minutes: number | null;
  reservation_cancellation_lead_time_minutes: number | null;
  max_stops: Generated<number>;
  is_payment_gateways_enabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceTypeTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  code: string;
  sort_order: number;
}

export interface PaymentGatewayTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  gateway: string;
  parameter1: string;
  parameter2: string;
  parameter3: string;
  parameter4: string;
  is_default: boolean;
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
}

export interface Database {
  company: CompanyTable;
  service_type: ServiceTypeTable;
  payment_gateway: PaymentGatewayTable;
  company_asset: CompanyAssetTable;
  country: CountryTable;
  state: StateTable;
  idempotency_key: IdempotencyKeyTable;
}
