import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const KINDS = sql`('booked', 'changed', 'cancelled', 'driver_assigned', 'on_the_way', 'arrived', 'completed', 'refunded')`;

/** The columns every durable queue's rows have (as migrations 0011 and 0052 gave the others). */
function queueColumns(
  add: (
    name: string,
    type: 'text' | 'integer' | 'timestamptz' | 'uuid',
    build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
  ) => void,
) {
  add('status', 'text', (c) =>
    c
      .notNull()
      .defaultTo('pending')
      .check(sql`status in ('pending', 'done', 'failed')`),
  );
  add('attempts', 'integer', (c) => c.notNull().defaultTo(0));
  add('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
  add('locked_until', 'timestamptz');
  add('lease_token', 'uuid');
  add('done_at', 'timestamptz');
  add('last_error', 'text');
}

/**
 * Telling the rider (decision 78). A ride's write raises a notice in its own transaction (the
 * durable outbox), once per change: `change_key` is unique per ride, so a retried request or a
 * crash and a retry raises nothing more. The job runner turns each notice into one delivery per
 * channel and recipient (e-mail, SMS, push), each a queue row of its own retried on its own, so a
 * failing channel never holds another up. Riders choose channels per kind, guests at checkout;
 * operators choose which notices go out on which channels and may word their short texts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let notice = db.schema
    .createTable('ride_notice')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'uuid', (c) =>
      c.notNull().references('reservation.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${KINDS}`))
    .addColumn('change_key', 'text', (c) => c.notNull())
    .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
  queueColumns((name, type, build) => {
    notice = notice.addColumn(name, type, build);
  });
  await notice.addUniqueConstraint('ride_notice_once', ['reservation_id', 'change_key']).execute();
  await db.schema
    .createIndex('ride_notice_due')
    .on('ride_notice')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    // A signed-in rider's device, or (a guest's) one ride's.
    .addColumn('account_user_id', 'uuid', (c) =>
      c.references('account_user.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'uuid', (c) => c.references('reservation.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'push_subscription_owner',
      sql`(account_user_id is null) <> (reservation_id is null)`,
    )
    .execute();
  await sql`create unique index push_subscription_device on push_subscription (company_id, endpoint, coalesce(account_user_id, reservation_id))`.execute(
    db,
  );
  await db.schema
    .createIndex('push_subscription_rider')
    .on('push_subscription')
    .columns(['company_id', 'account_user_id'])
    .execute();

  let delivery = db.schema
    .createTable('notice_delivery')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('notice_id', 'uuid', (c) =>
      c.notNull().references('ride_notice.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'uuid', (c) =>
      c.notNull().references('reservation.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) =>
      c.notNull().check(sql`channel in ('email', 'sms', 'push')`),
    )
    // The address, the E.164 number, or the push subscription's id.
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'uuid', (c) =>
      c.references('push_subscription.id').onDelete('set null'),
    )
    .addColumn('from_address', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
  queueColumns((name, type, build) => {
    delivery = delivery.addColumn(name, type, build);
  });
  await delivery
    .addUniqueConstraint('notice_delivery_once', ['notice_id', 'channel', 'recipient'])
    .execute();
  await db.schema
    .createIndex('notice_delivery_due')
    .on('notice_delivery')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('notice_delivery_ride')
    .on('notice_delivery')
    .columns(['company_id', 'reservation_id', 'created_at'])
    .execute();

  // A rider's channels per kind of notice (trip updates, receipts); no row: the defaults.
  await db.schema
    .createTable('rider_notice_preference')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('account_user_id', 'uuid', (c) =>
      c.notNull().references('account_user.id').onDelete('cascade'),
    )
    .addColumn('topic', 'text', (c) => c.notNull().check(sql`topic in ('trip', 'receipt')`))
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addColumn('sms', 'boolean', (c) => c.notNull())
    .addColumn('push', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('rider_notice_preference_pk', [
      'company_id',
      'account_user_id',
      'topic',
    ])
    .execute();
  // A guest's choice at checkout, kept with the ride: { trip: {...}, receipt: {...} }.
  await db.schema.alterTable('reservation').addColumn('notice_channels', 'jsonb').execute();

  // The operator's choice per kind of notice: channels, and a short text of their own.
  await db.schema
    .createTable('company_notice_setting')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${KINDS}`))
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addColumn('sms', 'boolean', (c) => c.notNull())
    .addColumn('push', 'boolean', (c) => c.notNull())
    .addColumn('short_text', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('company_notice_setting_pk', ['company_id', 'kind'])
    .execute();

  // Numbers that answered STOP (or that the SMS provider reports unsubscribed): never texted.
  await db.schema
    .createTable('sms_opt_out')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sms_opt_out_pk', ['company_id', 'phone'])
    .execute();

  // The free waiting time the arrival notice names, in minutes; none when null.
  await db.schema.alterTable('company').addColumn('free_waiting_minutes', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company').dropColumn('free_waiting_minutes').execute();
  await db.schema.dropTable('sms_opt_out').execute();
  await db.schema.dropTable('company_notice_setting').execute();
  await db.schema.alterTable('reservation').dropColumn('notice_channels').execute();
  await db.schema.dropTable('rider_notice_preference').execute();
  await db.schema.dropTable('notice_delivery').execute();
  await db.schema.dropTable('push_subscription').execute();
  await db.schema.dropTable('ride_notice').execute();
}
