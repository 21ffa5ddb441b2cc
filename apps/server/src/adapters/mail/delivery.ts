import type { Db } from '../../db/database.ts';
import type { QueueHandler } from '../../jobs/job-runner.ts';
import type { Mailer } from './mailer.ts';
import { findPendingMail } from './outbox.repository.ts';

/** The background work of the outbox: each queued message goes out through the mail provider. */
export function mailDelivery(db: Db, mailer: Mailer): QueueHandler {
  return {
    queue: 'mail_outbox',
    async run(id) {
      const message = await findPendingMail(db, id);
      if (message) await mailer.send(message);
    },
  };
}
