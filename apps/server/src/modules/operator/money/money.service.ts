import {
  cancellationFeeMinor,
  isRideCompleted,
  noShowFeeMinor,
  TERMINAL_STATUSES,
  type CancellationFeeRule,
} from '@ride/domain';
import type { StaffViewer } from '../../../graphql/context.ts';
import { appError, badUserInput, notFound } from '../../../graphql/errors.ts';
import { findCompany } from '../../company/company.repository.ts';
import { atGateway } from '../../payments/payments.service.ts';
import { recordAudit } from '../audit.ts';
import { collect, collectFee, gatewayOfHold, release, type MoneyServices } from './collect.ts';
import { ledgerTotals } from './ledger.ts';
import {
  appendLedger,
  cancelledAt,
  findRideForMoney,
  listHolds,
  listLedger,
  type MoneyRide,
} from './money.repository.ts';

export type { MoneyServices } from './collect.ts';

type Staff = Pick<StaffViewer, 'userId' | 'companyId'>;

async function rideOf(services: MoneyServices, staff: Staff, reservationId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(reservationId)) throw notFound('Reservation');
  const ride = await findRideForMoney(services.db, staff.companyId, reservationId);
  if (!ride) throw notFound('Reservation');
  return ride;
}

/** captureRide: a completed ride's price lines total plus the rider's tip, from its holds. */
export async function captureRide(
  services: MoneyServices,
  staff: Staff,
  reservationId: string,
  now: Date,
) {
  const ride = await rideOf(services, staff, reservationId);
  if (!isRideCompleted(ride.status)) {
    throw appError('CONFLICT', 'Only a completed ride can be charged.', {
      reason: 'RIDE_NOT_COMPLETED',
    });
  }
  await collect(
    services,
    staff,
    ride,
    ride.total_minor + (ride.tip_minor ?? 0),
    'money.capture',
    now,
  );
  return moneyOf(services, staff, ride);
}

/** voidRide: releases every live hold of a ride that ended without being driven. */
export async function voidRide(
  services: MoneyServices,
  staff: Staff,
  reservationId: string,
  now: Date,
) {
  const ride = await rideOf(services, staff, reservationId);
  const ended = TERMINAL_STATUSES.includes(ride.status) || ride.status === 'NO_SHOW';
  if (!ended || isRideCompleted(ride.status)) {
    throw appError('CONFLICT', 'Only a cancelled ride or a no-show can be released.', {
      reason: 'RIDE_NOT_CANCELLED',
    });
  }
  for (const hold of await listHolds(services.db, staff.companyId, ride.id)) {
    if (hold.status !== 'held') continue;
    const gateway = await gatewayOfHold(services, staff.companyId, hold.payment_gateway_id);
    await release(services, staff, gateway, hold, now);
  }
  return moneyOf(services, staff, ride);
}

/** What the company's rule charges for this cancelled or no-show ride. */
async function feeOf(services: MoneyServices, ride: MoneyRide): Promise<number> {
  const company = await findCompany(services.db, ride.company_id);
  const rule = (company?.cancellation_fee_rule ?? null) as CancellationFeeRule | null;
  if (ride.status === 'NO_SHOW') return noShowFeeMinor(rule, ride.total_minor);
  if (ride.status !== 'CANCELLED') {
    throw appError('CONFLICT', 'A fee is charged only for a cancelled ride or a no-show.', {
      reason: 'RIDE_NOT_CANCELLED',
    });
  }
  const at =
    (await cancelledAt(services.db, ride.company_id, ride.id)) ?? new Date(ride.updated_at);
  return cancellationFeeMinor(
    rule,
    { totalMinor: ride.total_minor, pickupAt: new Date(ride.scheduled_pickup_at) },
    new Date(at),
  );
}

/**
 * chargeCancellationFee: the late-cancellation or no-show fee of the company's rule. It is taken
 * from the ride's hold when one is still live; after the rider's cancel released it, the fee is
 * held anew on the ride's card (one key per ride, so a retry finds the same hold) and captured.
 */
export async function chargeCancellationFee(
  services: MoneyServices,
  staff: Staff,
  reservationId: string,
  now: Date,
) {
  const ride = await rideOf(services, staff, reservationId);
  const fee = await feeOf(services, ride);
  if (fee === 0) {
    throw appError('CONFLICT', 'The company’s rule charges nothing for this ride.', {
      reason: 'NO_FEE',
    });
  }
  await collectFee(services, staff, ride, fee, 'money.cancellation-fee', now);
  return moneyOf(services, staff, ride);
}

/**
 * refundRide: gives back part (amountMinor) or all of what is left captured, from the ride's
 * captures in order. The operator's key makes a retried refund the same refund: each capture's
 * share is asked with a key of its own, and shares already in the ledger are not asked again.
 */
export async function refundRide(
  services: MoneyServices,
  staff: Staff,
  input: { reservationId: string; amountMinor?: number | null; idempotencyKey: string },
) {
  if (!/^[\w:-]{8,100}$/.test(input.idempotencyKey)) {
    throw badUserInput(
      'idempotencyKey must be 8 to 100 letters, digits, - _ or :.',
      'idempotencyKey',
    );
  }
  const ride = await rideOf(services, staff, input.reservationId);
  const ledger = await listLedger(services.db, staff.companyId, ride.id);
  const prefix = `refund:${input.idempotencyKey}:`;
  const done = ledger.filter((row) => row.idempotency_key.startsWith(prefix));
  const doneMinor = done.reduce((n, row) => n + row.amount_minor, 0);
  const leftByReference = new Map<string, number>();
  for (const row of ledger) {
    const sign = row.kind === 'captured' ? 1 : row.kind === 'refunded' ? -1 : 0;
    leftByReference.set(
      row.reference,
      (leftByReference.get(row.reference) ?? 0) + sign * row.amount_minor,
    );
  }
  const refundable = [...leftByReference.values()].reduce((n, v) => n + v, 0);
  const requested = input.amountMinor ?? refundable + doneMinor;
  if (input.amountMinor != null) {
    if (!Number.isInteger(requested) || requested < 1) {
      throw badUserInput(
        'amountMinor must be a whole number of minor units above 0.',
        'amountMinor',
      );
    }
    if (requested > refundable + doneMinor) {
      throw badUserInput(
        `amountMinor must be at most ${refundable + doneMinor}, what is left captured.`,
        'amountMinor',
      );
    }
  }
  if (requested === 0) {
    throw appError('CONFLICT', 'Nothing is left to refund on this ride.', {
      reason: 'NOTHING_CAPTURED',
    });
  }
  let left = requested - doneMinor;
  const holds = await listHolds(services.db, staff.companyId, ride.id);
  for (const hold of holds) {
    const key = `${prefix}${hold.id}`;
    const share = Math.min(left, leftByReference.get(hold.reference) ?? 0);
    if (share <= 0 || done.some((row) => row.idempotency_key === key)) continue;
    const gateway = await gatewayOfHold(services, staff.companyId, hold.payment_gateway_id);
    const refunded = await atGateway('reservation', () =>
      gateway.refund(hold.reference, share, `refund:${staff.companyId}:${ride.id}:${key}`),
    );
    await services.db.transaction().execute(async (trx) => {
      const written = await appendLedger(trx, {
        companyId: staff.companyId,
        reservationId: ride.id,
        kind: 'refunded',
        amountMinor: refunded.amountMinor,
        currency: hold.currency_code,
        reference: hold.reference,
        gatewayRefund: refunded.refundId,
        idempotencyKey: key,
        createdBy: staff.userId,
      });
      if (written) {
        await recordAudit(trx, staff.companyId, staff, {
          action: 'money.refund',
          target: ride.confirmation_number,
          after: { reference: hold.reference, amountMinor: refunded.amountMinor },
        });
      }
    });
    left -= refunded.amountMinor;
  }
  return moneyOf(services, staff, ride);
}

/** reservationLedger: a ride's movements and their sums. */
export async function reservationLedger(
  services: MoneyServices,
  staff: Staff,
  reservationId: string,
) {
  return moneyOf(services, staff, await rideOf(services, staff, reservationId));
}

async function moneyOf(services: MoneyServices, staff: Staff, ride: MoneyRide) {
  const rows = await listLedger(services.db, staff.companyId, ride.id);
  return {
    reservationId: ride.id,
    confirmationNumber: ride.confirmation_number,
    currency: ride.currency_code,
    ...ledgerTotals(rows),
    entries: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind.toUpperCase(),
      amountMinor: row.amount_minor,
      currency: row.currency,
      reference: row.reference,
      createdAt: new Date(row.created_at).toISOString(),
      createdBy: row.created_by,
    })),
  };
}
