import type { Db } from '../../db/database.ts';
import type { Mailer } from './mailer.ts';
import { insertOutboxMessage } from './outbox.repository.ts';

/** Keeps mail in the mail_outbox table: works offline, readable on /dev/outbox in development. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    provider: 'outbox',
    send: (message) => insertOutboxMessage(db, message),
    close: async () => undefined,
  };
}
