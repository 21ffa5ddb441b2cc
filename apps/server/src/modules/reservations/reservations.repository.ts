import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PaymentHoldTable, ReservationTable } from './reservations.tables.ts';

/** The company's next confirmation number: 100001, 100002, … (atomic across processes). */
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

export async function insertReservation(
  db: Db,
  values: Insertable<ReservationTable>,
): Promise<{ id: string }> {
  return db.insertInto('reservation').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertPaymentHold(
  db: Db,
  values: Insertable<PaymentHoldTable>,
): Promise<void> {
  await db.insertInto('payment_hold').values(values).execute();
}
