import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSubEventTarget } from 'graphql-yoga';
import { currentSchema } from './dispatch-events.repository.ts';
import type { Redis } from 'ioredis';
import { redisClientFor } from '../../../adapters/redis/client.ts';
import type { Config } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/database.ts';
import type { Logger } from '../../../logger.ts';
import type { DispatchEventPayload } from './dispatch-event.ts';
import type { SessionEndListener } from '../../auth/index.ts';
import {
  createStreamRegistry,
  streamNoticeOf,
  type StreamLease,
  type StreamNotice,
  type StreamOwner,
} from './live-streams.ts';
import { createPostgresEventTarget } from './postgres-event-target.ts';

type Topics = {
  dispatch: [companyId: string, event: DispatchEventPayload];
  streams: [prefix: string, notice: StreamNotice];
};

/**
 * The process's live events (decision 62): one topic per company, through yoga's pubsub over
 * Redis when REDIS_URL is set, else over PostgreSQL LISTEN/NOTIFY on PostgreSQL (several
 * processes share it), else in memory (PGlite is one process).
 */
export interface LiveEvents extends SessionEndListener {
  /** How events travel between processes: 'redis', 'postgres' or 'memory'. */
  transport: 'redis' | 'postgres' | 'memory';
  /** Sends the event to every subscriber of the company, in every process. */
  publish(companyId: string, event: DispatchEventPayload): void;
  /** The company's events from now on, until the iterator returns or the process shuts down. */
  subscribe(companyId: string): AsyncIterableIterator<DispatchEventPayload>;
  /**
   * Counts a stream opened for a staff user (decision 70): its signal aborts when the user's
   * session ends, or when the user has more than ten streams open and it is the oldest.
   */
  openStream(owner: StreamOwner): StreamLease;
  /** Ends the streams opened in the sessions, in every process. */
  sessionsEnded: SessionEndListener['sessionsEnded'];
  /** Aborted on shutdown: open streams end so the server can close. */
  closing: AbortSignal;
  /** Resolves once events from other processes are heard. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface LiveEventsOptions {
  config: Pick<Config, 'redisUrl'>;
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'newClient'>;
  logger: Logger;
  /** Topic prefix on Redis, so deployments (or test files) sharing one server never meet. */
  redisPrefix?: string;
}

export async function openLiveEvents(options: LiveEventsOptions): Promise<LiveEvents> {
  const { config, database, logger } = options;
  const shutdown = new AbortController();
  // Every open stream listens for the shutdown: hundreds of boards are no leak.
  setMaxListeners(Infinity, shutdown.signal);
  // In memory too, so that the streams' notices can be heard without a subscription's Repeater.
  let eventTarget = new EventTarget() as unknown as PubSubEventTarget<Topics>;
  let transport: LiveEvents['transport'] = 'memory';
  let ready = Promise.resolve();
  let closeTarget = async () => undefined as void;

  if (config.redisUrl) {
    // Connections of their own (a subscribed one can do nothing else), whose commands the event
    // target sends without awaiting: a failure while Redis is away is logged here, where it
    // would otherwise be an unhandled rejection that ends the process.
    const shared = redisClientFor(config.redisUrl, logger);
    const publishClient = withLoggedFailures(shared.duplicate(), ['publish'], logger);
    const subscribeClient = withLoggedFailures(
      shared.duplicate(),
      ['subscribe', 'unsubscribe'],
      logger,
    );
    for (const client of [publishClient, subscribeClient]) {
      client.on('error', (error: unknown) =>
        logger.error('Live events: Redis connection failed', { error: String(error) }),
      );
    }
    eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
    transport = 'redis';
    closeTarget = async () => {
      await Promise.all(
        [publishClient, subscribeClient].map((client) =>
          client.quit().catch(() => client.disconnect()),
        ),
      );
    };
  } else if (database.kind === 'postgres' && database.newClient) {
    // The channel is the schema's, so deployments sharing a database server never meet.
    const schema = await currentSchema(database.db);
    const target = createPostgresEventTarget({
      db: database.db,
      newClient: database.newClient,
      channel: `dispatch_events_${schema}`,
      logger,
    });
    eventTarget = target as unknown as PubSubEventTarget<Topics>;
    transport = 'postgres';
    ready = target.ready;
    closeTarget = () => target.close();
  }

  const pubSub = createPubSub<Topics>({ eventTarget });
  const prefix = options.redisPrefix ?? '';
  const topicOf = (companyId: string) => `${prefix}${companyId}`;
  const streams = new Set<Promise<void>>();

  // The streams' notices travel beside the companies' events, on one topic for every company.
  const registry = createStreamRegistry((notice) => pubSub.publish('streams', prefix, notice));
  const noticesTopic = `streams:${prefix}`;
  const onNotice = (event: Event) => {
    const notice = streamNoticeOf((event as CustomEvent).detail);
    if (notice) registry.hear(notice);
    else logger.error('Unreadable stream notice', { topic: noticesTopic });
  };
  eventTarget.addEventListener(noticesTopic, onNotice);

  return {
    transport,
    ready,
    closing: shutdown.signal,
    publish(companyId, event) {
      pubSub.publish('dispatch', topicOf(companyId), event);
    },
    subscribe(companyId) {
      const iterator = pubSub.subscribe('dispatch', topicOf(companyId))[Symbol.asyncIterator]();
      let finished = () => undefined as void;
      const done = new Promise<void>((resolve) => (finished = resolve));
      streams.add(done);
      const stop = iterator.return.bind(iterator);
      iterator.return = async (value?: unknown) => {
        try {
          return await stop(value);
        } finally {
          streams.delete(done);
          finished();
        }
      };
      return iterator;
    },
    openStream: (owner) => registry.open(owner),
    sessionsEnded: (ended) => registry.endSessions(ended),
    async close() {
      shutdown.abort();
      registry.endAll();
      // The streams stop listening first: their transport must still be open to unsubscribe.
      await Promise.all(streams);
      eventTarget.removeEventListener(noticesTopic, onNotice);
      await closeTarget();
    },
  };
}

/** The client, its `commands` logging their failures instead of rejecting. */
function withLoggedFailures(
  client: Redis,
  commands: ('publish' | 'subscribe' | 'unsubscribe')[],
  logger: Logger,
): Redis {
  for (const command of commands) {
    const send = (client[command] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [command]: (...args: unknown[]) =>
        send(...args).catch((error: unknown) => {
          logger.error(`Live events: Redis ${command} failed`, { error: String(error) });
        }),
    });
  }
  return client;
}
