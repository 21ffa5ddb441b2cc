import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema.ts';
import type { MailMessage } from './mailer.ts';

/** The columns of a message's outbox row. */
export const OUTBOX_COLUMNS = [
  'company_id',
  'from_address',
  'to_address',
  'reply_to',
  'subject',
  'text_body',
  'html_body',
] as const;

export type OutboxRow = ReturnType<typeof outboxRow>;

/** The outbox row of a message. */
export function outboxRow(message: MailMessage) {
  return {
    company_id: message.companyId,
    from_address: message.from,
    to_address: message.to,
    reply_to: message.replyTo ?? null,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
  };
}

/**
 * Puts a message in the outbox, to be sent by the background worker. Call it with the transaction
 * of the change that causes the mail: both are kept, or neither.
 */
export async function enqueueMail(db: Kysely<Database>, message: MailMessage): Promise<string> {
  const { id } = await db
    .insertInto('mail_outbox')
    .values(outboxRow(message))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An outbox row's message, as the mail providers take it. */
export function messageOf(row: Selectable<MailOutboxTable>): MailMessage & { id: string } {
  return {
    id: row.id,
    companyId: row.company_id,
    from: row.from_address,
    to: row.to_address,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body ? { html: row.html_body } : {}),
  };
}

/** The newest messages of one company, with their delivery state; for the development outbox page and tests. */
export function listOutboxMessages(
  db: Kysely<Database>,
  options: { companyId: string; limit: number },
) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'company_id',
      'from_address',
      'to_address',
      'subject',
      'text_body',
      'created_at',
      'status',
      'attempts',
      'last_error',
    ])
    .where('company_id', '=', options.companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit)
    .execute();
}
