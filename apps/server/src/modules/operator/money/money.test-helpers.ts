import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** Which rides to look at: one company's, optionally only these reservations. */
export interface LedgerScope {
  companyId: string;
  reservationIds?: readonly string[];
}

/** One gateway hold, as the sandbox gateway keeps it and as the ride's ledger tells it. */
export interface HoldComparison {
  reservationId: string;
  reference: string;
  /** The gateway's own record (the sandbox's tables); null when it knows no such hold. */
  gateway: {
    status: string;
    amountMinor: number;
    capturedMinor: number;
    refundedMinor: number;
  } | null;
  ledger: { authorised: number; captured: number; voided: number; refunded: number };
  /** The ride's payment_hold rows with this reference (their statuses). */
  holdRows: string[];
}

/**
 * Every gateway hold made for the rides in scope, beside the ledger's movements on it: holds the
 * rides keep (payment_hold), holds asked for and never kept (their durable release names the
 * ride), and every reference the ledger names.
 */
export async function compareHolds(db: Db, scope: LedgerScope): Promise<HoldComparison[]> {
  const rides = scope.reservationIds
    ? sql`and reservation_id = any(${[...scope.reservationIds]}::uuid[])`
    : sql``;
  const { rows } = await sql<{
    reservation_id: string;
    reference: string;
    gateway_status: string | null;
    gateway_amount: number | null;
    gateway_captured: number | null;
    gateway_refunded: string | null;
    authorised: string;
    captured: string;
    voided: string;
    refunded: string;
    hold_rows: string[];
  }>`
    with refs as (
      select reservation_id, reference from payment_hold
      where company_id = ${scope.companyId} ${rides}
      union
      select reservation_id, reference from payment_ledger
      where company_id = ${scope.companyId} ${rides}
      union
      select r.reservation_id, coalesce(r.reference, s.id)
      from hold_release r
      left join sandbox_hold s on s.company_id = r.company_id and s.idempotency_key = r.idempotency_key
      where r.company_id = ${scope.companyId} and r.reservation_id is not null
        and coalesce(r.reference, s.id) is not null ${rides}
    )
    select refs.reservation_id, refs.reference,
      s.status as gateway_status, s.amount_minor as gateway_amount,
      case when s.status = 'captured' then s.captured_minor else 0 end as gateway_captured,
      (select coalesce(sum(f.amount_minor), 0) from sandbox_refund f where f.hold_id = s.id)
        as gateway_refunded,
      (select coalesce(sum(amount_minor) filter (where kind = 'authorised'), 0) from payment_ledger l
        where l.company_id = ${scope.companyId} and l.reference = refs.reference) as authorised,
      (select coalesce(sum(amount_minor) filter (where kind = 'captured'), 0) from payment_ledger l
        where l.company_id = ${scope.companyId} and l.reference = refs.reference) as captured,
      (select coalesce(sum(amount_minor) filter (where kind = 'voided'), 0) from payment_ledger l
        where l.company_id = ${scope.companyId} and l.reference = refs.reference) as voided,
      (select coalesce(sum(amount_minor) filter (where kind = 'refunded'), 0) from payment_ledger l
        where l.company_id = ${scope.companyId} and l.reference = refs.reference) as refunded,
      array(select p.status from payment_hold p
        where p.company_id = ${scope.companyId} and p.reference = refs.reference order by p.id)
        as hold_rows
    from refs
    left join sandbox_hold s on s.company_id = ${scope.companyId} and s.id = refs.reference
    order by refs.reservation_id, refs.reference`.execute(db);
  return rows.map((row) => ({
    reservationId: row.reservation_id,
    reference: row.reference,
    gateway:
      row.gateway_status === null
        ? null
        : {
            status: row.gateway_status,
            amountMinor: Number(row.gateway_amount),
            capturedMinor: Number(row.gateway_captured),
            refundedMinor: Number(row.gateway_refunded),
          },
    ledger: {
      authorised: Number(row.authorised),
      captured: Number(row.captured),
      voided: Number(row.voided),
      refunded: Number(row.refunded),
    },
    holdRows: row.hold_rows,
  }));
}

/** What a payment_hold row's status must be for the gateway's status, once nothing is under way. */
const HOLD_STATUS_OF_GATEWAY: Record<string, string> = {
  held: 'held',
  captured: 'captured',
  voided: 'voided',
};

/**
 * The ways the rides' books differ from the gateway, one sentence each; empty when, for every
 * gateway reference, the ledger equals the gateway: what is still held (authorised less captured
 * and released), captured and refunded; nothing captured beyond what was authorised; at most one
 * hold row, whose status is the gateway's. Run it once the background work is drained.
 */
export async function ledgerMismatches(db: Db, scope: LedgerScope): Promise<string[]> {
  const problems: string[] = [];
  for (const hold of await compareHolds(db, scope)) {
    const at = `ride ${hold.reservationId}, hold ${hold.reference}`;
    const { ledger, gateway } = hold;
    if (!gateway) {
      problems.push(`${at}: the ledger names a hold the gateway does not know`);
      continue;
    }
    const gatewayHeld = gateway.status === 'held' ? gateway.amountMinor : 0;
    const ledgerHeld = ledger.authorised - ledger.captured - ledger.voided;
    if (ledgerHeld !== gatewayHeld) {
      problems.push(`${at}: the ledger says ${ledgerHeld} held, the gateway ${gatewayHeld}`);
    }
    if (ledger.captured !== gateway.capturedMinor) {
      problems.push(
        `${at}: the ledger says ${ledger.captured} captured, the gateway ${gateway.capturedMinor}`,
      );
    }
    if (ledger.refunded !== gateway.refundedMinor) {
      problems.push(
        `${at}: the ledger says ${ledger.refunded} refunded, the gateway ${gateway.refundedMinor}`,
      );
    }
    if (ledger.authorised !== 0 && ledger.authorised !== gateway.amountMinor) {
      problems.push(
        `${at}: the ledger authorised ${ledger.authorised}, the gateway held ${gateway.amountMinor}`,
      );
    }
    if (ledger.captured + ledger.voided > ledger.authorised) {
      problems.push(
        `${at}: captured ${ledger.captured} and released ${ledger.voided} of ${ledger.authorised} authorised`,
      );
    }
    if (ledger.refunded > ledger.captured) {
      problems.push(`${at}: refunded ${ledger.refunded} of ${ledger.captured} captured`);
    }
    if (hold.holdRows.length > 1) {
      problems.push(`${at}: ${hold.holdRows.length} hold rows (${hold.holdRows.join(', ')})`);
    }
    const row = hold.holdRows[0];
    if (row !== undefined && row !== HOLD_STATUS_OF_GATEWAY[gateway.status]) {
      problems.push(`${at}: the hold row is ${row}, the gateway's hold ${gateway.status}`);
    }
    if (row === undefined && ledger.authorised === 0 && gateway.status !== 'voided') {
      problems.push(`${at}: a hold no ride keeps is still ${gateway.status} at the gateway`);
    }
  }
  return problems;
}
