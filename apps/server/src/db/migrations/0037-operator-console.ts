import { sql, type Kysely } from 'kysely';

/**
 * The operator console's own records (decision 53): the audit log of every staff action, kept
 * append-only by a trigger, and invitations to join a company's staff (single-use, expiring; the
 * mailed token is stored as its hash only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_id', 'text', (c) => c.notNull().references('company.id'))
    // Null for actions of the command line (company:create, company:disable).
    .addColumn('staff_user_id', 'uuid')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audit_log_company_time on audit_log (company_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end;
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);

  await db.schema
    .createTable('staff_invitation')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('admin', 'dispatcher', 'driver')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'uuid')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('staff_invitation_email_trimmed', sql`email = btrim(email) and email <> ''`)
    .execute();
  await sql`create index staff_invitation_company on staff_invitation (company_id, lower(email))`.execute(
    db,
  );
}
