import type { Config } from '../../config.ts';
import { createOutboxPushSender } from './outbox.ts';
import type { PushSender } from './push.ts';
import { createWebPushSender } from './web-push.ts';

export { PushRejected } from './push.ts';
export type { PushOptions, PushSender, PushSubscriptionKeys } from './push.ts';
export {
  isLoopbackHost,
  parsePushSubscription,
  subscriptionRules,
  type ParsedSubscription,
  type SubscriptionProblem,
  type SubscriptionRules,
} from './subscription.ts';

/** The provider configuration selects: Web Push with VAPID keys, else the outbox alone. */
export function createPushSender(config: Pick<Config, 'vapid'>): PushSender {
  return config.vapid ? createWebPushSender(config.vapid) : createOutboxPushSender();
}
