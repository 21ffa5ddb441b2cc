import type { QueueHandler } from '../../jobs/job-runner.ts';
import type { Mailer } from './mailer.ts';
import { messageOf } from './outbox.repository.ts';

/**
 * The background work of the outbox: each queued message goes out through the mail provider, as
 * its row was claimed (pending, all its columns): no read per message.
 */
export function mailDelivery(mailer: Mailer): QueueHandler<'mail_outbox'> {
  return {
    queue: 'mail_outbox',
    run: (row) => mailer.send(messageOf(row)),
  };
}
