import { gatewayFor, type PaymentGateway } from '../../../adapters/payments/index.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../graphql/errors.ts';
import { findCompany, findPaymentGateway } from '../../company/company.repository.ts';
import { holdDurably, markHoldKept } from '../../payments/hold-release.ts';
import { atGateway } from '../../payments/payments.service.ts';
import { insertHold } from '../../reservations/reservations.repository.ts';
import { recordAudit } from '../audit.ts';
import { ledgerTotals } from './ledger.ts';
import {
  appendLedger,
  listHolds,
  listLedger,
  setHoldStatus,
  setLedgerActor,
  type HoldRow,
  type MoneyRide,
} from './money.repository.ts';

export interface MoneyServices {
  db: Db;
  config: Config;
  logger?: unknown;
  /** The provider behind a company's gateway row; tests put a failing one in its place. */
  gatewayOf?: (row: Parameters<typeof gatewayFor>[1]) => PaymentGateway;
}

/**
 * Who moves the money: a staff user (named in the ledger and the audit log), or the rider's own
 * cancel (userId null: the ledger row names nobody and no audit entry is written).
 */
export interface MoneyActor {
  companyId: string;
  userId: string | null;
}

export async function gatewayOfHold(
  services: MoneyServices,
  companyId: string,
  paymentGatewayId: number,
): Promise<PaymentGateway> {
  const row = await findPaymentGateway(services.db, companyId, paymentGatewayId);
  if (!row) throw notFound('Payment gateway');
  return atGateway('card', async () =>
    services.gatewayOf ? services.gatewayOf(row) : gatewayFor(services, row),
  );
}

async function audit(
  trx: Parameters<typeof recordAudit>[0],
  actor: MoneyActor,
  entry: Parameters<typeof recordAudit>[3],
) {
  if (actor.userId === null) return;
  await recordAudit(
    trx,
    actor.companyId,
    { userId: actor.userId, companyId: actor.companyId },
    entry,
  );
}

/**
 * Takes `dueMinor` from the ride's live holds, oldest first; holds with nothing left to take are
 * released. Each capture asks the gateway with one key per hold, and the ledger row is written
 * after its answer under the same key: a retry after a failure anywhere asks again, gets the
 * same capture back, and writes the row once. Amounts depend only on what the ledger has, so a
 * retry asks for exactly what the first attempt did.
 */
export async function collect(
  services: MoneyServices,
  actor: MoneyActor,
  ride: MoneyRide,
  dueMinor: number,
  action: string,
  now: Date,
): Promise<void> {
  const holds = await listHolds(services.db, actor.companyId, ride.id);
  const totals = ledgerTotals(await listLedger(services.db, actor.companyId, ride.id));
  let left = Math.max(0, dueMinor - totals.capturedMinor);
  for (const hold of holds.filter((h) => h.status === 'held')) {
    const gateway = await gatewayOfHold(services, actor.companyId, hold.payment_gateway_id);
    const amount = Math.min(left, hold.amount_minor);
    if (amount === 0) {
      await release(services, actor, gateway, hold, now);
      continue;
    }
    const key = `capture:${hold.id}`;
    const captured = await atGateway('reservation', () =>
      gateway.capture(hold.reference, amount, key),
    );
    await services.db.transaction().execute(async (trx) => {
      if (actor.userId) await setLedgerActor(trx, actor.userId);
      const entry = {
        companyId: actor.companyId,
        reservationId: ride.id,
        currency: hold.currency_code,
        reference: hold.reference,
        createdBy: actor.userId,
      };
      const written = await appendLedger(trx, {
        ...entry,
        kind: 'captured',
        amountMinor: captured.amountMinor,
        idempotencyKey: key,
      });
      // The gateway releases what a capture leaves of its hold.
      if (hold.amount_minor > captured.amountMinor) {
        await appendLedger(trx, {
          ...entry,
          kind: 'voided',
          amountMinor: hold.amount_minor - captured.amountMinor,
          idempotencyKey: `capture-release:${hold.id}`,
        });
      }
      await setHoldStatus(trx, hold, 'captured', now);
      if (written) {
        await audit(trx, actor, {
          action,
          target: ride.confirmation_number,
          after: { reference: hold.reference, amountMinor: captured.amountMinor },
        });
      }
    });
    left -= captured.amountMinor;
  }
}

/** Releases a hold at the gateway (a release may be repeated), then records it. */
export async function release(
  services: MoneyServices,
  actor: MoneyActor,
  gateway: PaymentGateway,
  hold: HoldRow,
  now: Date,
) {
  await atGateway('reservation', () => gateway.voidHold(hold.reference));
  await services.db.transaction().execute(async (trx) => {
    if (actor.userId) await setLedgerActor(trx, actor.userId);
    // The payment_hold trigger writes the voided row, naming the staff user.
    await setHoldStatus(trx, hold, 'voided', now);
    await audit(trx, actor, {
      action: 'money.void',
      target: hold.reservation_id,
      after: { reference: hold.reference, amountMinor: hold.amount_minor },
    });
  });
}

/**
 * Captures a cancellation or no-show fee of `feeMinor`: from the ride's live holds, releasing
 * what is left of them; when they hold less than the fee (the rider's cancel released them), the
 * rest is held anew on the ride's card through the durable hold (decision 51) and captured. The
 * one path for the operator's chargeCancellationFee and the rider's late cancel (decision 63).
 */
export async function collectFee(
  services: MoneyServices,
  actor: MoneyActor,
  ride: MoneyRide,
  feeMinor: number,
  action: string,
  now: Date,
): Promise<void> {
  const holds = await listHolds(services.db, actor.companyId, ride.id);
  const held = holds.filter((h) => h.status === 'held').reduce((n, h) => n + h.amount_minor, 0);
  const totals = ledgerTotals(await listLedger(services.db, actor.companyId, ride.id));
  if (totals.capturedMinor < feeMinor && held < feeMinor - totals.capturedMinor) {
    await holdFee(services, actor, ride, feeMinor - totals.capturedMinor - held, now);
  }
  await collect(services, actor, ride, feeMinor, action, now);
}

async function holdFee(
  services: MoneyServices,
  actor: MoneyActor,
  ride: MoneyRide,
  amountMinor: number,
  now: Date,
) {
  const company = await findCompany(services.db, ride.company_id);
  if (!company) throw notFound('Reservation');
  const gateway = await gatewayOfHold(services, actor.companyId, ride.payment_gateway_id);
  const hold = await atGateway('reservation', () =>
    holdDurably(
      services,
      {
        companyId: ride.company_id,
        paymentGatewayId: ride.payment_gateway_id,
        gateway,
        reservationId: ride.id,
      },
      {
        card: { token: ride.card_token, customerId: ride.card_customer_id },
        amountMinor,
        currencyCode: ride.currency_code,
        idempotencyKey: `fee:${ride.company_id}:${ride.id}:${amountMinor}`,
        description: `${company.name} ride #${ride.confirmation_number} cancellation fee`,
      },
      now,
    ),
  );
  await services.db.transaction().execute(async (trx) => {
    if (actor.userId) await setLedgerActor(trx, actor.userId);
    await insertHold(trx, {
      company_id: ride.company_id,
      reservation_id: ride.id,
      payment_gateway_id: ride.payment_gateway_id,
      gateway: gateway.kind,
      reference: hold.reference,
      amount_minor: amountMinor,
      currency_code: ride.currency_code,
      status: 'held',
      created_at: now,
      updated_at: now,
    });
    await markHoldKept(trx, hold, now).execute();
  });
}
