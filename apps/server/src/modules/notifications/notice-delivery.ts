import type { Mailer } from '../../adapters/mail/index.ts';
import { PushRejected, type PushSender } from '../../adapters/push/index.ts';
import { SmsRejected, type SmsSender } from '../../adapters/sms/index.ts';
import type { Deps } from '../../core/deps.ts';
import { SecretUnreadableError } from '../../crypto/secret-box.ts';
import type { QueueHandler } from '../../jobs/job-runner.ts';
import type { ClaimedRow } from '../../jobs/queue.repository.ts';
import { markDeliveryRefused, recordProviderId } from './notices.repository.ts';
import {
  deleteGoneSubscription,
  findPushSubscription,
  recordOptOut,
} from './preferences.repository.ts';
import { companyTwilioCredentials } from './sms-account.ts';

export interface DeliveryPorts {
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
}

/** How long a push service keeps a notice for a phone that is off: a ride's news is stale after. */
const PUSH_TTL_SECONDS = 30 * 60;

type Delivery = ClaimedRow<'notice_delivery'>;

async function sendSms(deps: Pick<Deps, 'db' | 'config'>, sms: SmsSender, row: Delivery) {
  let credentials;
  try {
    credentials = await companyTwilioCredentials(deps, row.company_id);
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    // Sealed under a key this server lacks: no retry will open it; the operator sets it again.
    await markDeliveryRefused(deps.db, row.id, "The company's SMS credentials cannot be read.");
    return;
  }
  try {
    const message = { id: row.id, companyId: row.company_id, to: row.recipient, body: row.body };
    const { providerId } = await sms.send(message, credentials);
    if (providerId) await recordProviderId(deps.db, row.id, providerId);
  } catch (error) {
    if (!(error instanceof SmsRejected)) throw error;
    // The number said STOP at the provider: it is never texted again by this company.
    if (error.optedOut) await recordOptOut(deps.db, row.company_id, row.recipient);
    await markDeliveryRefused(deps.db, row.id, `${error.code}: ${error.message}`);
  }
}

async function sendPush(deps: Pick<Deps, 'db'>, push: PushSender, row: Delivery) {
  const subscription = row.subscription_id
    ? await findPushSubscription(deps.db, row.company_id, row.subscription_id)
    : undefined;
  if (!subscription) {
    await markDeliveryRefused(deps.db, row.id, 'The browser no longer takes notifications.');
    return;
  }
  const payload = JSON.parse(row.body) as { tag?: string };
  try {
    const answer = await push.send(subscription, row.body, {
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: 'high',
      ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
    });
    if (answer === 'gone') {
      // 404 or 410: the browser unsubscribed or the subscription expired; it is forgotten.
      await deleteGoneSubscription(deps.db, subscription.id);
      await markDeliveryRefused(deps.db, row.id, 'The browser no longer takes notifications.');
    }
  } catch (error) {
    if (!(error instanceof PushRejected)) throw error;
    await markDeliveryRefused(deps.db, row.id, error.message);
  }
}

/**
 * The second step of a notice's way out: one delivery through its channel's port. A provider's
 * refusal (a wrong number, STOP, a gone subscription) fails the delivery for good; anything
 * transient throws, and the job runner tries again with backoff. Each delivery is a row of its
 * own, so one channel's trouble never holds another's message up.
 */
export function noticeDelivery(
  deps: Pick<Deps, 'db' | 'config'>,
  ports: DeliveryPorts,
): QueueHandler<'notice_delivery'> {
  return {
    queue: 'notice_delivery',
    async run(row) {
      switch (row.channel) {
        case 'email':
          return ports.mailer.send({
            id: row.id,
            companyId: row.company_id,
            from: row.from_address ?? '',
            to: row.recipient,
            ...(row.reply_to ? { replyTo: row.reply_to } : {}),
            subject: row.subject ?? '',
            text: row.body,
            ...(row.html_body ? { html: row.html_body } : {}),
          });
        case 'sms':
          return sendSms(deps, ports.sms, row);
        case 'push':
          return sendPush(deps, ports.push, row);
      }
    },
  };
}
