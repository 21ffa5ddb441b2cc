import type { ColumnType, Generated } from 'kysely';
import type { QueuedRow } from '../../../db/schema.ts';

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

/** Migration 0046: a rider's late-cancellation fee still to capture (a durable queue row). */
export interface CancellationFeeCaptureTable extends QueuedRow {
  id: Generated<string>;
  company_id: string;
  reservation_id: string;
  amount_minor: number;
  created_at: Timestamp;
}
