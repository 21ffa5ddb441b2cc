/** Time and timers, injectable so tests can run fifteen minutes in no time. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Looked up at call time, so a page whose clock a test has replaced uses the replacement. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The last-activity timestamp every tab of the app shares (localStorage in the app). */
export interface SharedActivity {
  read(): number | null;
  write(at: number): void;
}

export interface IdleWatchOptions {
  clock: Clock;
  shared: SharedActivity;
  timeoutMs: number;
  /** Called once, when the timeout has passed since the last activity in any tab. */
  onIdle(): void;
  /** Activity closer together than this is not written again (pointer moves come in floods). */
  writeEveryMs?: number;
}

export interface IdleWatch {
  start(): void;
  /** The rider did something in this tab. */
  activity(): void;
  /** Another tab wrote a newer last-activity timestamp. */
  sharedActivity(at: number): void;
  stop(): void;
}

/**
 * The idle logout of spec part 1 §4: fifteen minutes without activity in any tab logs out. The
 * last activity is shared through `shared`, so a rider busy in one tab keeps the others signed
 * in. Activity after the timeout has passed (a phone woken after an hour) does not revive the
 * session: it is checked before it counts.
 */
export function createIdleWatch(options: IdleWatchOptions): IdleWatch {
  const { clock, shared, timeoutMs, onIdle } = options;
  const writeEveryMs = options.writeEveryMs ?? 1_000;
  let lastActivity = 0;
  let lastWritten = 0;
  let timer: unknown = null;
  let running = false;

  const latest = () => Math.max(lastActivity, shared.read() ?? 0);
  const expired = () => clock.now() - latest() >= timeoutMs;

  function clearTimer() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function fire() {
    running = false;
    clearTimer();
    onIdle();
  }

  function schedule() {
    clearTimer();
    const wait = Math.max(0, latest() + timeoutMs - clock.now());
    timer = clock.setTimeout(() => {
      timer = null;
      if (!running) return;
      if (expired()) fire();
      else schedule();
    }, wait);
  }

  function record(now: number) {
    lastActivity = now;
    if (now - lastWritten >= writeEveryMs) {
      lastWritten = now;
      shared.write(now);
    }
  }

  return {
    start() {
      running = true;
      const stored = shared.read();
      if (stored !== null && expired()) {
        fire();
        return;
      }
      if (stored === null) record(clock.now());
      else lastActivity = stored;
      schedule();
    },
    // The timer is not moved on each activity: when it fires it looks at the latest activity
    // and waits again if there was some, so a flood of pointer events costs no timer work.
    activity() {
      if (!running) return;
      if (expired()) fire();
      else record(clock.now());
    },
    sharedActivity(at) {
      if (running && at > lastActivity) lastActivity = at;
    },
    stop() {
      running = false;
      clearTimer();
    },
  };
}
