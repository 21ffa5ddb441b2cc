import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type LedgerKind = 'authorised' | 'captured' | 'voided' | 'refunded';

/** Migration 0043: one movement of a ride's money at the gateway (append-only). */
export interface PaymentLedgerTable {
  id: Generated<string>;
  company_id: string;
  reservation_id: string;
  kind: LedgerKind;
  amount_minor: number;
  currency: string;
  reference: string;
  gateway_refund: string | null;
  idempotency_key: string;
  created_at: Timestamp;
  created_by: string | null;
}
