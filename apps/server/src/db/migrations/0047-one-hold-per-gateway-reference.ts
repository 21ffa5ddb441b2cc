import { sql, type Kysely } from 'kysely';

/**
 * Money on one ride is serialised and the ledger follows the gateway (decision 68):
 * - one payment_hold per gateway reference (concurrent fees once kept one gateway hold as two or
 *   three rows, each authorised in the ledger). Existing duplicates are merged into the row that
 *   moved money; the ledger keeps its history (it is append-only).
 * - a hold is `capturing` while the capture the ride's lock decided on is asked of the gateway,
 *   and `releasing` from the moment it is given up until the gateway has released it: the ledger's
 *   `voided` row is written when the hold becomes `voided`, so only once the gateway confirmed.
 * - `payment_instruction`, a durable queue of the captures and refunds decided under the ride's
 *   lock: written before the gateway is asked, done when its answer is in the ledger; the job
 *   runner asks again (same key, same answer) for one whose request died.
 * - `hold_release.requested_by`: the staff user who gave the hold up, named in the ledger's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from payment_hold p
    using (
      select id, row_number() over (
        partition by company_id, reference
        order by case status when 'captured' then 0 when 'held' then 1 else 2 end, created_at, id
      ) as n
      from payment_hold
    ) d
    where p.id = d.id and d.n > 1`.execute(db);
  await sql`drop index payment_hold_reference`.execute(db);
  await sql`create unique index payment_hold_reference on payment_hold (company_id, reference)`.execute(
    db,
  );
  await sql`alter table payment_hold drop constraint payment_hold_status_check`.execute(db);
  await sql`
    alter table payment_hold add constraint payment_hold_status_check
    check (status in ('held', 'capturing', 'captured', 'releasing', 'voided'))`.execute(db);

  // As migration 0043's, but a hold is voided from `releasing` (the gateway released it) too.
  await sql`
    create or replace function payment_hold_ledger() returns trigger language plpgsql as $$
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
      if new.status = 'voided' and (tg_op = 'INSERT' or old.status <> 'voided') then
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

  await db.schema.alterTable('hold_release').addColumn('requested_by', 'uuid').execute();

  await db.schema
    .createTable('payment_instruction')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    .addColumn('hold_id', 'uuid', (c) =>
      c.notNull().references('payment_hold.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('capture', 'refund')`))
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    // The ledger row's key; the gateway is asked with a key derived from it.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // The audit action and the staff user (null: the rider's own flow) it is written for.
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('done_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('payment_instruction_due')
    .on('payment_instruction')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('payment_instruction_ride')
    .on('payment_instruction')
    .columns(['company_id', 'reservation_id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}
