import { Agent, type RequestOptions } from 'node:https';
import { createConnection } from 'node:net';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import { PushRejected, type PushSender } from './push.ts';
import { isLoopbackHost } from './subscription.ts';

/** How long a push service may leave the connection silent before the attempt fails (retried). */
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * web-push always speaks HTTPS. A push service on this machine over plain http (the tests' own,
 * which subscription checks accept only outside production) is reached through an agent whose
 * connections are plain TCP: Node's documented Agent.createConnection hook.
 */
class LoopbackHttpAgent extends Agent {
  override createConnection(options: RequestOptions) {
    return createConnection({
      host: options.hostname ?? options.host ?? 'localhost',
      port: Number(options.port),
    });
  }
}
const loopbackHttp = new LoopbackHttpAgent({ keepAlive: true });

function agentFor(endpoint: string): { agent?: Agent } {
  const url = new URL(endpoint);
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? { agent: loopbackHttp } : {};
}

/**
 * Sends through the browser's push service with web-push, its documented way: the payload
 * encrypted to the subscription (aes128gcm, RFC 8291) and signed with our VAPID key (RFC 8292).
 */
export function createWebPushSender(
  vapid: NonNullable<Config['vapid']>,
  options: { timeoutMs?: number } = {},
): PushSender {
  const vapidDetails = {
    subject: vapid.subject,
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
  };
  return {
    provider: 'web-push',
    publicKey: vapid.publicKey,
    async send(subscription, payload, { ttlSeconds, topic, urgency }) {
      try {
        await webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          payload,
          {
            vapidDetails,
            contentEncoding: 'aes128gcm',
            TTL: ttlSeconds,
            ...(topic ? { topic } : {}),
            ...(urgency ? { urgency } : {}),
            timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            ...agentFor(subscription.endpoint),
          },
        );
        return 'sent';
      } catch (error) {
        if (!(error instanceof webpush.WebPushError)) throw error;
        const status = error.statusCode;
        if (status === 404 || status === 410) return 'gone';
        const detail = String(error.body ?? '')
          .trim()
          .slice(0, 200);
        if (status >= 400 && status < 500 && status !== 429) throw new PushRejected(status, detail);
        // 429 and 5xx: the push service is busy or down; the job runner tries again later.
        throw new Error(`The push service answered HTTP ${status}${detail ? `: ${detail}` : ''}`, {
          cause: error,
        });
      }
    },
  };
}
