import type { Db } from '../../db/database.ts';
import type { MailMessage } from './mailer.ts';

export async function insertOutboxMessage(db: Db, message: MailMessage): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      company_id: message.companyId,
      from_address: message.from,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
    })
    .execute();
}

/** The newest messages, optionally of one company; for the development outbox page and tests. */
export function listOutboxMessages(db: Db, options: { companyId?: string; limit: number }) {
  let query = db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'company_id',
      'from_address',
      'to_address',
      'subject',
      'text_body',
      'created_at',
    ]);
  if (options.companyId !== undefined) query = query.where('company_id', '=', options.companyId);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(options.limit).execute();
}
