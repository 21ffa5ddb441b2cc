/** A browser's push subscription: where to send, and its keys (base64url, as browsers give them). */
export interface PushSubscriptionKeys {
  endpoint: string;
  /** The browser's P-256 public key, which the message is encrypted to (RFC 8291). */
  p256dh: string;
  /** The browser's 16-byte authentication secret. */
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces an undelivered older one (≤ 32 base64url characters). */
  topic?: string;
  urgency?: 'normal' | 'high';
}

/**
 * The push port (Web Push, RFC 8030/8291/8292): how a notice reaches a rider's browser. By default
 * it stays in its outbox row; with VAPID keys it goes to the browser's push service.
 */
export interface PushSender {
  readonly provider: 'outbox' | 'web-push';
  /** The VAPID public key browsers subscribe with; null when push is not offered. */
  readonly publicKey: string | null;
  /**
   * 'gone' when the push service no longer knows the subscription (404, 410): forget it. Throws
   * PushRejected when it refuses this message for good; any other error is worth another try.
   */
  send(
    subscription: PushSubscriptionKeys,
    payload: string,
    options: PushOptions,
  ): Promise<'sent' | 'gone'>;
}

/** The push service refused the message (a 4xx other than 404, 410 and 429): trying again will not help. */
export class PushRejected extends Error {
  constructor(
    readonly statusCode: number,
    /** The start of the push service's answer, for the log. */
    detail = '',
  ) {
    super(
      `The push service refused the notification (HTTP ${statusCode})${detail ? `: ${detail}` : ''}`,
    );
    this.name = 'PushRejected';
  }
}
