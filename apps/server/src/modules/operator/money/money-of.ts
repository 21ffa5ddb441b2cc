import type { StaffViewer } from '../../../core/actor.ts';
import { notFound } from '../../../core/errors.ts';
import { ledgerTotals } from './ledger.ts';
import type { MoneyServices } from './money-context.ts';
import { findRideForMoney, listLedger, type MoneyRide } from './money.repository.ts';

export type Staff = Pick<StaffViewer, 'userId' | 'companyId'>;

/** The staff user's company's ride; another company's, or an id of no ride, is NOT_FOUND. */
export async function rideOf(services: MoneyServices, staff: Staff, reservationId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(reservationId)) throw notFound('Reservation');
  const ride = await findRideForMoney(services.db, staff.companyId, reservationId);
  if (!ride) throw notFound('Reservation');
  return ride;
}

/** A ride's movements and their sums, as the operator's money operations answer them. */
export async function moneyOf(services: MoneyServices, staff: Staff, ride: MoneyRide) {
  const rows = await listLedger(services.db, staff.companyId, ride.id);
  return {
    reservationId: ride.id,
    confirmationNumber: ride.confirmation_number,
    currency: ride.currency_code,
    cardBrand: ride.card_brand,
    cardLastDigits: ride.card_last_digits,
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
