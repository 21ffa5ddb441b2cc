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

/**
 * Migration 0047: a capture or refund decided under the ride's lock, to ask of the gateway (a
 * durable queue row): done once the gateway's answer is in the ledger under `idempotency_key`.
 */
export interface PaymentInstructionTable extends QueuedRow {
  id: Generated<string>;
  company_id: string;
  reservation_id: string;
  hold_id: string;
  kind: 'capture' | 'refund';
  amount_minor: number;
  idempotency_key: string;
  /** The audit action the movement is recorded under. */
  action: string;
  /** The staff user; null for the rider's own flows. */
  created_by: string | null;
  created_at: Timestamp;
}

/**
 * Migration 0056: a completed ride to capture by itself once the company's wait is over (a durable
 * queue row, one per ride, written by the trigger ride_auto_capture_on_completion).
 */
export interface RideAutoCaptureTable extends QueuedRow {
  id: Generated<string>;
  company_id: string;
  reservation_id: string;
  created_at: Timestamp;
}
