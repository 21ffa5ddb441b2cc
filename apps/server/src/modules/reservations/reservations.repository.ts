import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { noticeRow, type NoticeFacts } from '../notifications/index.ts';
import { type DurableHold, markHoldKept } from '../payments/index.ts';
import type { PaymentHoldTable, ReservationTable } from './reservations.tables.ts';

/**
 * The company's next confirmation number: 100001, 100002, … (atomic across processes). Taken in
 * a statement of its own, so the counter's row is locked only for that statement; a booking that
 * then fails leaves a gap, as a sequence does.
 */
export async function nextConfirmationNumber(db: Db, companyId: string): Promise<string> {
  const { value } = await db
    .insertInto('company_counter')
    .values({ company_id: companyId, name: 'confirmation-number', value: 100_001 })
    .onConflict((oc) =>
      oc.columns(['company_id', 'name']).doUpdateSet({ value: sql`company_counter.value + 1` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return String(value);
}

/**
 * Keeps a booking in one statement: the reservation, its hold (whose pending release is marked
 * done) and its "booked" notice are all kept, or none, with no transaction round trips
 * (data-modifying WITH queries).
 */
export async function insertBooking(
  db: Db,
  booking: {
    reservation: Insertable<ReservationTable> & { id: string };
    hold: Insertable<PaymentHoldTable>;
    keptHold: DurableHold;
    now: Date;
    /** What the "booked" notice says beyond the ride: a guest's mail-only cancel secret. */
    noticeFacts?: NoticeFacts;
  },
): Promise<void> {
  // Triggers (migrations 0042, 0045): reservation_assignment_period sets the ride's busy period;
  // dispatch_event_reservation_insert writes the board's event.
  await db
    .with('booked', (q) => q.insertInto('reservation').values(booking.reservation).returning('id'))
    // Trigger payment_hold_ledger writes the ledger row this status means, if any (then
    // dispatch_event_ledger_insert the board's event).
    .with('held', (q) => q.insertInto('payment_hold').values(booking.hold).returning('id'))
    .with('kept', (q) => markHoldKept(q, booking.keptHold, booking.now))
    .with('noticed', (q) =>
      q
        .insertInto('ride_notice')
        .values(
          noticeRow({
            companyId: booking.reservation.company_id,
            reservationId: booking.reservation.id,
            kind: 'booked',
            ...(booking.noticeFacts ? { facts: booking.noticeFacts } : {}),
          }),
        )
        .returning('id'),
    )
    .selectFrom('booked')
    .select('id')
    .executeTakeFirstOrThrow();
}

/**
 * Changes a booked ride's trip columns, unless it changed since it was read (another change or a
 * cancel): then nothing is written and the answer is false. Run it in a transaction: the ride's
 * row stays locked until the change is kept.
 */
export async function updateBookedTrip(
  db: Db,
  ride: { companyId: string; id: string; readAt: Date },
  columns: Updateable<ReservationTable>,
): Promise<boolean> {
  const current = await db
    .selectFrom('reservation')
    .select('updated_at')
    .where('company_id', '=', ride.companyId)
    .where('id', '=', ride.id)
    .forUpdate()
    .executeTakeFirst();
  // Both instants come through the same driver, so equal rows read equal.
  if (current?.updated_at.getTime() !== ride.readAt.getTime()) return false;
  // Triggers (migrations 0042, 0045): reservation_assignment_period keeps the busy period in step;
  // dispatch_event_reservation_update writes a board event when a board column changes.
  await db
    .updateTable('reservation')
    .set(columns)
    .where('company_id', '=', ride.companyId)
    .where('id', '=', ride.id)
    .execute();
  return true;
}

/**
 * Keeps a gateway hold on a ride: one row per gateway reference (migration 0047), so a hold the
 * gateway gave back for the same key to two requests is kept once; false when it was kept already.
 * Fires the payment_hold trigger, which writes the ledger's authorised row.
 */
export async function insertHold(db: Db, hold: Insertable<PaymentHoldTable>): Promise<boolean> {
  // Trigger payment_hold_ledger writes the ledger row this status means, if any (then
  // dispatch_event_ledger_insert the board's event).
  const row = await db
    .insertInto('payment_hold')
    .values(hold)
    .onConflict((oc) => oc.columns(['company_id', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The rider's own reservation by id: another rider's, or another company's, is none. */
export function findOwnReservation(db: Db, companyId: string, accountId: string, id: string) {
  return db
    .selectFrom('reservation')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('account_user_id', '=', accountId)
    .executeTakeFirst();
}

/** The holds on the card that still stand for a ride. */
export function findHeldHolds(db: Db, companyId: string, reservationId: string) {
  return db
    .selectFrom('payment_hold')
    .select(['id', 'amount_minor', 'payment_gateway_id', 'reference'])
    .where('company_id', '=', companyId)
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'held')
    .execute();
}

/** The ride booked under a request key (bookingKeyOf), with what its booking answered. */
export function findBookingByRequestKey(db: Db, companyId: string, requestKey: string) {
  return db
    .selectFrom('reservation')
    .select([
      'id',
      'confirmation_number',
      'account_user_id',
      'currency_code',
      'currency_symbol',
      'total_minor',
      'rate_lines',
      'card_brand',
      'card_last_digits',
      'card_name',
      'share_hash',
    ])
    .where('company_id', '=', companyId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}
