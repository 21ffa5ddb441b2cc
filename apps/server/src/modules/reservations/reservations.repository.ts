import { sql, type Insertable } from 'kysely';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { outboxRow } from '../../adapters/mail/outbox.repository.ts';
import type { Db } from '../../db/database.ts';
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
 * Keeps a booking in one statement: the reservation, its hold and its confirmation mail are all
 * kept, or none, with no transaction round trips (data-modifying WITH queries).
 */
export async function insertBooking(
  db: Db,
  booking: {
    reservation: Insertable<ReservationTable> & { id: string };
    hold: Insertable<PaymentHoldTable>;
    mail: MailMessage;
  },
): Promise<void> {
  await db
    .with('booked', (q) => q.insertInto('reservation').values(booking.reservation).returning('id'))
    .with('held', (q) => q.insertInto('payment_hold').values(booking.hold).returning('id'))
    .with('mailed', (q) =>
      q.insertInto('mail_outbox').values(outboxRow(booking.mail)).returning('id'),
    )
    .selectFrom('booked')
    .select('id')
    .executeTakeFirstOrThrow();
}
