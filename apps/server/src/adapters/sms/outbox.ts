import type { SmsSender } from './sms.ts';

/**
 * The offline provider, without Twilio credentials: a text is already in its outbox row, so
 * "sending" it leaves it there. Works with no network.
 */
export function createOutboxSmsSender(): SmsSender {
  return {
    provider: 'outbox',
    send: async () => ({ providerId: null }),
  };
}
