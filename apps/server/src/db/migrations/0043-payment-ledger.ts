import { sql, type Kysely } from 'kysely';

/**
 * Money through the gateway (decision 60):
 * - `payment_ledger`, one append-only row per movement of a ride's money at the gateway
 *   (authorised, captured, voided, refunded), keyed by the idempotency key the gateway was asked
 *   with, so a retried capture or refund writes its row once. Holds are authorised and released by
 *   the rider's flows too: triggers on payment_hold write those rows, so every path keeps the
 *   ledger equal to the gateway; existing holds are seeded the same way.
 * - the sandbox gateway keeps what it captured and refunded, as a real gateway would.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_ledger')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_id', 'text', (c) => c.notNull().references('company.id'))
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('authorised', 'captured', 'voided', 'refunded')`),
    )
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // The hold's reference at the gateway (a refund's own id is kept in gateway_refund).
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('gateway_refund', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The staff user who moved the money; null for the rider's own flows.
    .addColumn('created_by', 'uuid')
    .execute();
  await sql`create index payment_ledger_reservation on payment_ledger (company_id, reservation_id, id)`.execute(
    db,
  );
  await sql`create index payment_ledger_company_time on payment_ledger (company_id, created_at)`.execute(
    db,
  );
  await sql`
    create function payment_ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'payment_ledger is append-only';
    end;
    $$`.execute(db);
  await sql`
    create trigger payment_ledger_append_only before update or delete on payment_ledger
    for each row execute function payment_ledger_append_only()`.execute(db);
  await sql`
    create trigger payment_ledger_no_truncate before truncate on payment_ledger
    for each statement execute function payment_ledger_append_only()`.execute(db);

  // A hold kept on a ride is authorised; one given up is voided. The staff user, when a staff
  // action does it, is named by the transaction's app.ledger_actor setting.
  await sql`
    create function payment_hold_ledger() returns trigger language plpgsql as $$
    declare
      actor uuid := nullif(current_setting('app.ledger_actor', true), '')::uuid;
    begin
      if tg_op = 'INSERT' then
        insert into payment_ledger
          (company_id, reservation_id, kind, amount_minor, currency, reference, idempotency_key,
           created_at, created_by)
        values (new.company_id, new.reservation_id, 'authorised', new.amount_minor,
          new.currency_code, new.reference, 'authorised:' || new.id, new.created_at, actor)
        on conflict (idempotency_key) do nothing;
      end if;
      if new.status = 'voided' and (tg_op = 'INSERT' or old.status = 'held') then
        insert into payment_ledger
          (company_id, reservation_id, kind, amount_minor, currency, reference, idempotency_key,
           created_at, created_by)
        values (new.company_id, new.reservation_id, 'voided', new.amount_minor,
          new.currency_code, new.reference, 'voided:' || new.id, new.updated_at, actor)
        on conflict (idempotency_key) do nothing;
      end if;
      return new;
    end;
    $$`.execute(db);
  await sql`
    create trigger payment_hold_ledger after insert or update of status on payment_hold
    for each row execute function payment_hold_ledger()`.execute(db);
  // The holds that exist already, as the triggers would have written them.
  await sql`
    insert into payment_ledger
      (company_id, reservation_id, kind, amount_minor, currency, reference, idempotency_key,
       created_at)
    select company_id, reservation_id, 'authorised', amount_minor, currency_code, reference,
      'authorised:' || id, created_at
    from payment_hold order by created_at`.execute(db);
  await sql`
    insert into payment_ledger
      (company_id, reservation_id, kind, amount_minor, currency, reference, idempotency_key,
       created_at)
    select company_id, reservation_id, 'voided', amount_minor, currency_code, reference,
      'voided:' || id, updated_at
    from payment_hold where status = 'voided' order by updated_at`.execute(db);

  await db.schema
    .alterTable('sandbox_hold')
    .addColumn('captured_minor', 'integer')
    .addColumn('capture_key', 'text')
    .execute();
  await db.schema
    .createTable('sandbox_refund')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('hold_id', 'text', (c) => c.notNull().references('sandbox_hold.id'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
