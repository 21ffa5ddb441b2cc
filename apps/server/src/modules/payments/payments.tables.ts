import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table shapes of migration 0020 (saved cards, the sandbox gateway's store); db/schema.ts lists them. */
export interface SavedCardTable {
  id: Generated<string>;
  company_id: string;
  account_user_id: string;
  payment_gateway_id: number;
  /** The gateway's short code: fs, stripe, … */
  gateway: string;
  token: string;
  customer_id: string | null;
  hosted_payments_account_id: string | null;
  card_brand: string;
  last_digits: string;
  expiry_month: number;
  expiry_year: number;
  name_on_card: string;
  billing_line1: Generated<string>;
  billing_line2: Generated<string>;
  billing_city: Generated<string>;
  billing_state_code: Generated<string>;
  billing_postal_code: Generated<string>;
  billing_country_code: Generated<string>;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface SandboxAuthKeyTable {
  key_hash: string;
  company_id: string;
  payment_gateway_id: number;
  anti_forgery_token: string;
  expires_at: Timestamp;
}

export interface SandboxCardTable {
  token: string;
  company_id: string;
  payment_gateway_id: number;
  card_type: string;
  last_digits: string;
  expiry_month: number;
  expiry_year: number;
  /** What the sandbox does with the card: approve, decline, cvc, expired or human. */
  behaviour: string;
  /** The anti-forgery token of the key the hosted fields were opened with. */
  anti_forgery_token: string;
  zip: Generated<string>;
  created_at: Timestamp;
}

export interface SandboxHoldTable {
  id: string;
  company_id: string;
  token: string;
  amount_minor: number;
  currency_code: string;
  status: 'held' | 'voided' | 'captured';
  idempotency_key: string;
  created_at: Timestamp;
  /** Migration 0043: what a capture took, and the key it was asked with. */
  captured_minor: ColumnType<number | null, number | null | undefined, number | null>;
  capture_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0043: the sandbox's refunds of captured holds. */
export interface SandboxRefundTable {
  id: string;
  company_id: string;
  hold_id: string;
  amount_minor: number;
  idempotency_key: string;
  created_at: Timestamp;
}

export interface HumanCheckSpentTable {
  id: string;
  expires_at: Timestamp;
}

export interface GatewayCustomerTable {
  company_id: string;
  account_user_id: string;
  payment_gateway_id: number;
  customer_id: string;
}

export interface GuestGatewayCustomerTable {
  company_id: string;
  customer_id: string;
  payment_gateway_id: number;
  /** The id of the human check pass the guest had when the customer was made. */
  pass_id: string;
  expires_at: Timestamp;
}
