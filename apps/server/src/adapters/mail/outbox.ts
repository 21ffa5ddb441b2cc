import type { Mailer } from './mailer.ts';

/**
 * The offline provider: a queued message is already in the outbox table, where the development
 * outbox page shows it, so "sending" it leaves it there. Works with no network.
 */
export function createOutboxMailer(): Mailer {
  return {
    provider: 'outbox',
    send: async () => undefined,
    close: async () => undefined,
  };
}
