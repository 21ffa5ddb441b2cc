import type { Client } from '@urql/core';
import type { ConsoleDispatchEventsSubscription } from '../../../gql/graphql.ts';
import { dispatchEventsDocument } from './dispatch-api.ts';

export type DispatchEvent = ConsoleDispatchEventsSubscription['dispatchEvents'];
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** Waits between reconnects: 1 s doubling to 30 s, back to 1 s once events flow again. */
export const reconnectDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

interface Listener {
  onEvent: (event: DispatchEvent) => void;
  onStatus: (status: LiveStatus) => void;
}

/**
 * Follows the company's dispatch events over server-sent events (the fetch exchange with
 * `fetchSubscriptions`). A stream that ends or fails is opened again after a backoff with the
 * newest cursor seen, so the server first replays what was missed. Returns the stop function.
 */
export function followDispatchEvents(client: Client, after: string | null, listener: Listener) {
  let cursor = after;
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { unsubscribe: () => void } | undefined;

  const open = () => {
    if (stopped) return;
    listener.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    // The stream is live once the server answers, before any event (a quiet day has none).
    const fetchOpened: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (response.ok && !stopped) {
        attempt = 0;
        listener.onStatus('live');
      }
      return response;
    };
    current = client
      .subscription(dispatchEventsDocument, cursor ? { after: cursor } : {}, { fetch: fetchOpened })
      .subscribe((result) => {
        const event = result.data?.dispatchEvents;
        // The stream's last result repeats the previous event: the cursor tells them apart.
        if (event && event.cursor !== cursor) {
          cursor = event.cursor;
          listener.onEvent(event);
        }
        if (!result.hasNext) retry();
      });
  };

  const retry = () => {
    if (stopped) return;
    listener.onStatus('reconnecting');
    clearTimeout(timer);
    timer = setTimeout(open, reconnectDelayMs(attempt++));
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    current?.unsubscribe();
  };
}
