import { sql, type Kysely } from 'kysely';

/**
 * Money that runs itself (decision 85):
 * - `company.auto_capture_minutes`: null (the default) keeps captures the operator's; a number of
 *   minutes (0 to 1440, the tip window) has every ride completed from then on captured that long
 *   after its completion;
 * - `ride_auto_capture`, a durable queue with one row per ride: written by the trigger below in
 *   the transaction that records the ride's completion (its status change row), due when the wait
 *   is over, and worked by the job runner through the manual capture's own path.
 * The statuses are the COMPLETED group of the domain's status table (COMPLETED_STATUSES); a test
 * compares them.
 * And the money screen's range (moneySummary), read index-only: the company's captures and refunds
 * by ledger time, and its rides' money facts by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('auto_capture_minutes', 'integer', (c) =>
      c.check(sql`auto_capture_minutes between 0 and 1440`),
    )
    .execute();

  await db.schema
    .createTable('ride_auto_capture')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
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
    .addColumn('lease_token', 'uuid')
    .addColumn('done_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('ride_auto_capture_once', ['company_id', 'reservation_id'])
    .addForeignKeyConstraint(
      'ride_auto_capture_reservation',
      ['company_id', 'reservation_id'],
      'reservation',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('ride_auto_capture_due')
    .on('ride_auto_capture')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  // The first entry into the COMPLETED group queues the ride's capture, once.
  await sql`
    create function ride_auto_capture_on_completion() returns trigger language plpgsql as $$
    declare
      wait integer;
    begin
      if new.to_status in ('COMPLETING', 'COMPLETED', 'DRIVER_IS_CLOSING_JOB', 'CLOSED_BY_DRIVER', 'CLOSED') then
        select auto_capture_minutes into wait from company where id = new.company_id;
        if wait is not null then
          insert into ride_auto_capture (company_id, reservation_id, created_at, next_attempt_at)
          values (new.company_id, new.reservation_id, new.changed_at,
            new.changed_at + make_interval(mins => wait))
          on conflict (company_id, reservation_id) do nothing;
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ride_auto_capture_on_completion after insert on reservation_status_change
    for each row execute function ride_auto_capture_on_completion()`.execute(db);

  await sql`
    create index payment_ledger_company_charges on payment_ledger (company_id, created_at)
    include (reservation_id, amount_minor, kind) where kind in ('captured', 'refunded')`.execute(
    db,
  );
  await sql`
    create index reservation_money_facts on reservation (company_id, id)
    include (total_minor, tip_minor, vehicle_type_id, driver_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index reservation_money_facts`.execute(db);
  await sql`drop index payment_ledger_company_charges`.execute(db);
  await sql`drop trigger ride_auto_capture_on_completion on reservation_status_change`.execute(db);
  await sql`drop function ride_auto_capture_on_completion()`.execute(db);
  await db.schema.dropTable('ride_auto_capture').execute();
  await db.schema.alterTable('company').dropColumn('auto_capture_minutes').execute();
}
