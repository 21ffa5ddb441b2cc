import { createHash } from 'node:crypto';
import { fromMinorUnits, normalizeEmail } from '@ride/domain';
import type { Db } from '../../db/database.ts';
import { findBookingByRequestKey } from './reservations.repository.ts';
import type { BookedRateLine } from './reservations.tables.ts';

/**
 * What a booking keeps of the Idempotency-Key it was made under (decision 69): the key bound to
 * who books (the signed-in account, or the guest's e-mail address), so a key only ever finds the
 * ride its own rider booked with it.
 */
export function bookingKeyOf(
  requestKey: string,
  rider: { accountId: string } | { guestEmail: string },
): string {
  const who =
    'accountId' in rider
      ? `account:${rider.accountId}`
      : `guest:${normalizeEmail(rider.guestEmail)}`;
  return createHash('sha256').update(`${who}\n${requestKey}`).digest('base64url');
}

// Kept as JSON: PGlite and node-postgres both give it parsed, but be sure.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The answer createReservation gave when it booked the ride kept under this key, or undefined when
 * there is none: a request run again after a crash answers the ride it booked then.
 */
export async function bookedUnderKey(
  db: Db,
  companyId: string,
  bookingKey: string,
  registered: boolean,
) {
  const row = await findBookingByRequestKey(db, companyId, bookingKey);
  if (!row) return undefined;
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    status: 'BOOKED',
    currencyCode: row.currency_code,
    currencySymbol: row.currency_symbol,
    totalPrice: fromMinorUnits(row.total_minor),
    totalPriceInMinorUnits: row.total_minor,
    rates: json<BookedRateLine[]>(row.rate_lines).map((line) => ({
      name: line.name,
      totalValue: fromMinorUnits(line.valueInMinorUnits),
      totalValueInMinorUnits: line.valueInMinorUnits,
    })),
    payment: {
      cardBrand: row.card_brand,
      lastDigits: row.card_last_digits,
      nameOnCard: row.card_name,
    },
    accountCreated: registered && row.account_user_id !== null,
    shareHash: row.share_hash,
  };
}
