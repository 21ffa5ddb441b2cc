import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox.ts';
import { createSmtpMailer } from './smtp.ts';

export type { MailMessage, Mailer } from './mailer.ts';

/** The provider configuration selects: SMTP when SMTP_URL is set, else the outbox table. */
export function createMailer(config: Pick<Config, 'smtpUrl'>, db: Db): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(db);
}

// One mailer per configuration (one per process, one per API test file), built on first use.
const mailers = new WeakMap<Config, Mailer>();

export function mailerFor(services: { config: Config; db: Db }): Mailer {
  let mailer = mailers.get(services.config);
  if (!mailer) {
    mailer = createMailer(services.config, services.db);
    mailers.set(services.config, mailer);
  }
  return mailer;
}
