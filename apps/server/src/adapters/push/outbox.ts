import type { PushSender } from './push.ts';

/**
 * The offline provider, without VAPID keys: a notice is already in its outbox row, so "sending"
 * leaves it there. With no public key the app does not offer push at all.
 */
export function createOutboxPushSender(): PushSender {
  return {
    provider: 'outbox',
    publicKey: null,
    send: async () => 'sent',
  };
}
