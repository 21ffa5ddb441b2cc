import { describe, expect, it } from 'vitest';
import { createIdleWatch, type Clock, type SharedActivity } from './idle-watch.ts';

const MINUTE = 60_000;
const TIMEOUT = 15 * MINUTE;

/** A clock whose timers run only when the test moves time on. */
function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = Math.max(now, due[1].at);
      due[1].callback();
    }
    now = end;
  }
  return { clock, advance, pending: () => timers.size };
}

/** One localStorage shared by several tabs. */
function sharedStore(initial: number | null = null) {
  let value = initial;
  const store: SharedActivity & { value(): number | null } = {
    read: () => value,
    write: (at) => (value = at),
    value: () => value,
  };
  return store;
}

function tab(clock: Clock, shared: SharedActivity) {
  const tabState = { idle: 0 };
  const watch = createIdleWatch({
    clock,
    shared,
    timeoutMs: TIMEOUT,
    onIdle: () => tabState.idle++,
  });
  return { watch, tabState };
}

describe('idle watch (spec part 1 §4)', () => {
  it('logs out 15 minutes after the last activity, not before', () => {
    const { clock, advance } = fakeClock();
    const shared = sharedStore();
    const { watch, tabState } = tab(clock, shared);
    watch.start();
    expect(shared.value()).toBe(clock.now());
    advance(TIMEOUT - 1);
    expect(tabState.idle).toBe(0);
    advance(1);
    expect(tabState.idle).toBe(1);
  });

  it('counts activity: each one starts the 15 minutes again', () => {
    const { clock, advance } = fakeClock();
    const { watch, tabState } = tab(clock, sharedStore());
    watch.start();
    advance(10 * MINUTE);
    watch.activity();
    advance(10 * MINUTE);
    expect(tabState.idle).toBe(0);
    advance(5 * MINUTE);
    expect(tabState.idle).toBe(1);
  });

  it('shares activity between tabs: a busy tab keeps an idle one signed in', () => {
    const { clock, advance } = fakeClock();
    const shared = sharedStore();
    const a = tab(clock, shared);
    const b = tab(clock, shared);
    a.watch.start();
    b.watch.start();
    advance(10 * MINUTE);
    a.watch.activity();
    b.watch.sharedActivity(shared.value() ?? 0);
    advance(10 * MINUTE);
    expect([a.tabState.idle, b.tabState.idle]).toEqual([0, 0]);
    advance(5 * MINUTE);
    expect([a.tabState.idle, b.tabState.idle]).toEqual([1, 1]);
  });

  it('reads the shared timestamp when its timer fires, even if no event told it', () => {
    const { clock, advance } = fakeClock();
    const shared = sharedStore();
    const b = tab(clock, shared);
    b.watch.start();
    advance(14 * MINUTE);
    shared.write(clock.now());
    advance(2 * MINUTE);
    expect(b.tabState.idle).toBe(0);
    advance(13 * MINUTE);
    expect(b.tabState.idle).toBe(1);
  });

  it('does not let activity after the timeout revive the session (a phone woken later)', () => {
    const { clock, advance } = fakeClock();
    // A background tab: the browser held its timer back while the phone slept.
    const heldBack: Clock = { ...clock, setTimeout: () => 0, clearTimeout: () => undefined };
    let idle = 0;
    const watch = createIdleWatch({
      clock: heldBack,
      shared: sharedStore(),
      timeoutMs: TIMEOUT,
      onIdle: () => idle++,
    });
    watch.start();
    advance(60 * MINUTE);
    expect(idle).toBe(0);
    watch.activity();
    expect(idle).toBe(1);
  });

  it('logs out at start when the stored timestamp is already 15 minutes old', () => {
    const { clock } = fakeClock();
    const shared = sharedStore(clock.now() - TIMEOUT);
    const { watch, tabState } = tab(clock, shared);
    watch.start();
    expect(tabState.idle).toBe(1);
  });

  it('keeps a session whose stored timestamp is younger than 15 minutes', () => {
    const { clock, advance } = fakeClock();
    const shared = sharedStore(clock.now() - 14 * MINUTE);
    const { watch, tabState } = tab(clock, shared);
    watch.start();
    expect(tabState.idle).toBe(0);
    advance(MINUTE);
    expect(tabState.idle).toBe(1);
  });

  it('writes a flood of activity to the shared store at most once a second', () => {
    const { clock, advance } = fakeClock();
    const writes: number[] = [];
    const shared: SharedActivity = {
      read: () => writes.at(-1) ?? null,
      write: (at) => writes.push(at),
    };
    const { watch } = tab(clock, shared);
    watch.start();
    for (let i = 0; i < 50; i++) {
      advance(100);
      watch.activity();
    }
    expect(writes.length).toBe(6);
  });

  it('does nothing once stopped', () => {
    const { clock, advance, pending } = fakeClock();
    const { watch, tabState } = tab(clock, sharedStore());
    watch.start();
    watch.stop();
    expect(pending()).toBe(0);
    advance(2 * TIMEOUT);
    watch.activity();
    expect(tabState.idle).toBe(0);
  });
});
