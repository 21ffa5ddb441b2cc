import { Client, fetchExchange } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followDispatchEvents, type LiveStatus, reconnectDelayMs } from './live-events.ts';

/** A server-sent events answer carrying these events, then the end of the stream. */
function eventStream(cursors: string[]): Response {
  const text = cursors
    .map(
      (cursor) =>
        `event: next\ndata: ${JSON.stringify({
          data: { dispatchEvents: { cursor, kind: 'DRIVER_MOVED', ride: null, driver: null } },
        })}\n\n`,
    )
    .join('');
  return new Response(`${text}event: complete\ndata:\n\n`, {
    headers: { 'content-type': 'text/event-stream' },
  });
}

describe('following dispatch events', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('backs off from 1 s doubling to 30 s', () => {
    expect([0, 1, 2, 5, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('asks again after a closed stream with the last cursor, and hears each event once', async () => {
    vi.useFakeTimers();
    const asked: unknown[] = [];
    const answers = [eventStream(['c1', 'c2']), eventStream(['c3'])];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push((JSON.parse(String(init.body)) as { variables: unknown }).variables);
        return answers.shift() ?? new Response('', { status: 503, statusText: 'Unavailable' });
      }),
    );
    const client = new Client({
      url: 'http://console.test/graphql',
      exchanges: [fetchExchange],
      fetchSubscriptions: true,
    });
    const heard: string[] = [];
    const statuses: LiveStatus[] = [];
    const stop = followDispatchEvents(client, 'c0', {
      onEvent: (event) => heard.push(event.cursor),
      onStatus: (status) => statuses.push(status),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual(['c1', 'c2']);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(0));
    expect(heard).toEqual(['c1', 'c2', 'c3']);
    // A refused reconnect waits longer, then asks from the newest cursor again.
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(0));
    expect(asked).toEqual([{ after: 'c0' }, { after: 'c2' }, { after: 'c3' }]);
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(1) - 1);
    expect(asked).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([{ after: 'c0' }, { after: 'c2' }, { after: 'c3' }, { after: 'c3' }]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(4);
    expect(statuses.at(-1)).toBe('reconnecting');
  });
});
