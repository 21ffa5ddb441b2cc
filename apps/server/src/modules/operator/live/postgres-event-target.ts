import { notifyAll } from './dispatch-events.repository.ts';
import type pg from 'pg';
import type { Db } from '../../../db/database.ts';
import type { Logger } from '../../../logger.ts';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_999;
const RECONNECT_DELAY_MS = 1_000;

export interface PostgresEventTarget extends EventTarget {
  /** Resolves once this process is listening (events published before that do not reach it). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * An event target (as yoga's createPubSub takes one) over PostgreSQL LISTEN/NOTIFY (decision 62):
 * every server process on the database listens on one channel on a connection of its own and
 * hears every event, its own included, as the Redis event target does without Redis. An event
 * goes out as `{"topic", "detail"}` JSON by `pg_notify`, which PostgreSQL delivers at commit to
 * every listening session. A lost listening connection is opened again; events sent meanwhile
 * are missed live, as a board's catch-up after reconnecting recovers them.
 */
export function createPostgresEventTarget(options: {
  db: Db;
  newClient: () => pg.Client;
  channel: string;
  logger: Logger;
}): PostgresEventTarget {
  const { db, newClient, channel, logger } = options;
  const callbacksForTopic = new Map<string, Set<(event: CustomEvent) => void>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function onNotification(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    let parsed: { topic: string; detail: unknown };
    try {
      parsed = JSON.parse(message.payload) as { topic: string; detail: unknown };
    } catch {
      logger.error('Unreadable live event', { channel });
      return;
    }
    const callbacks = callbacksForTopic.get(parsed.topic);
    if (!callbacks) return;
    const event = new CustomEvent(parsed.topic, { detail: parsed.detail });
    for (const callback of callbacks) callback(event);
  }

  async function listen(): Promise<void> {
    const next = newClient();
    next.on('notification', onNotification);
    next.on('error', (error) => {
      logger.error('Live events: the listening connection failed', { error: String(error) });
      if (client === next) client = null;
      next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        logger.error('Live events: listening again failed', { error: String(error) });
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  // Not listening yet only delays live events: the start goes on, and listening is tried again.
  const ready = listen().catch((error: unknown) => {
    logger.error('Live events: listening failed', { error: String(error) });
    scheduleReconnect();
  });

  // Events published in one turn of the event loop go out in one statement, in their order.
  let queued: string[] = [];
  function notifyQueued() {
    const payloads = queued;
    queued = [];
    notifyAll(db, channel, payloads).catch((error: unknown) => {
      logger.error('Live events not sent', { events: payloads.length, error: String(error) });
    });
  }

  function callbackOf(listener: EventListenerOrEventListenerObject | null) {
    if (!listener) return null;
    return ('handleEvent' in listener ? listener.handleEvent.bind(listener) : listener) as (
      event: CustomEvent,
    ) => void;
  }

  return {
    ready,
    addEventListener(topic: string, listener: EventListenerOrEventListenerObject | null) {
      const callback = callbackOf(listener);
      if (!callback) return;
      let callbacks = callbacksForTopic.get(topic);
      if (!callbacks) callbacksForTopic.set(topic, (callbacks = new Set()));
      callbacks.add(callback);
    },
    removeEventListener(topic: string, listener: EventListenerOrEventListenerObject | null) {
      const callback = callbackOf(listener);
      const callbacks = callbacksForTopic.get(topic);
      if (!callback || !callbacks) return;
      callbacks.delete(callback);
      if (callbacks.size === 0) callbacksForTopic.delete(topic);
    },
    dispatchEvent(event: CustomEvent) {
      const payload = JSON.stringify({ topic: event.type, detail: event.detail ?? null });
      if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
        logger.error('Live event too large for NOTIFY: boards get it when they reconnect', {
          topic: event.type,
          bytes: Buffer.byteLength(payload),
        });
        return true;
      }
      queued.push(payload);
      if (queued.length === 1) setImmediate(notifyQueued);
      return true;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      callbacksForTopic.clear();
      const open = client;
      client = null;
      await ready;
      await open?.end().catch(() => undefined);
    },
  } as PostgresEventTarget;
}
