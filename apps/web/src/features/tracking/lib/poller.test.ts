import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller } from './poller.ts';

const INTERVAL = 15_000;

/** A poller over a page whose visibility the test sets, counting the polls it makes. */
function setUp({ pollTakesMs = 0 } = {}) {
  let visible = true;
  let polls = 0;
  const poller = createPoller({
    intervalMs: INTERVAL,
    isVisible: () => visible,
    poll: () => {
      polls += 1;
      return new Promise((resolve) => setTimeout(resolve, pollTakesMs));
    },
  });
  return {
    poller,
    polls: () => polls,
    setVisible(next: boolean) {
      visible = next;
      poller.visibilityChanged();
    },
  };
}

describe('createPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then every interval after the last poll settled', async () => {
    const { poller, polls } = setUp({ pollTakesMs: 1_000 });
    poller.start();
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    // The first poll took a second, so the second is due 16 s after the start.
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * (INTERVAL + 1_000));
    expect(polls()).toBe(4);
    poller.stop();
  });

  it('pauses while the page is hidden and polls at once when it is shown', async () => {
    const { poller, polls, setVisible } = setUp();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    setVisible(false);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(polls()).toBe(1);
    setVisible(true);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(polls()).toBe(3);
    poller.stop();
  });

  it('does not start a second poll while one is under way when the page is shown', async () => {
    const { poller, polls, setVisible } = setUp({ pollTakesMs: 5_000 });
    poller.start();
    setVisible(false);
    setVisible(true);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000 + INTERVAL);
    expect(polls()).toBe(2);
    poller.stop();
  });

  it('refreshes on demand, but not within the gap after the last poll started', async () => {
    const { poller, polls } = setUp();
    poller.start();
    await vi.advanceTimersByTimeAsync(5_000);
    poller.refresh(10_000);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    poller.refresh(10_000);
    expect(polls()).toBe(2);
    // The refresh restarted the interval: the next poll is 15 s after it.
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(3);
    poller.stop();
  });

  it('starts hidden without polling, and stops for good', async () => {
    const { poller, polls, setVisible } = setUp();
    setVisible(false);
    poller.start();
    expect(polls()).toBe(0);
    setVisible(true);
    expect(polls()).toBe(1);
    poller.stop();
    setVisible(false);
    setVisible(true);
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(polls()).toBe(1);
  });

  it('keeps polling after a poll that threw', async () => {
    let polls = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const poller = createPoller({
      intervalMs: INTERVAL,
      isVisible: () => true,
      poll: () => {
        polls += 1;
        return Promise.reject(new Error('offline'));
      },
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(polls).toBe(2);
    expect(warn).toHaveBeenCalled();
    poller.stop();
    warn.mockRestore();
  });
});
