/** Time and timers, injectable so tests can run minutes of polling in no time. */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PollerOptions {
  intervalMs: number;
  /** One poll; the next is scheduled only once it has settled, so polls never overlap. */
  poll(): Promise<void>;
  /** Whether the page is shown (document.visibilityState in the app). */
  isVisible(): boolean;
  timers?: Timers;
}

export interface Poller {
  /** Polls at once (when visible), then every interval. */
  start(): void;
  /** The page was shown or hidden: hidden pauses, shown polls at once and resumes. */
  visibilityChanged(): void;
  /** Polls now, unless a poll started less than `minGapMs` ago or is still under way. */
  refresh(minGapMs: number): void;
  stop(): void;
}

/**
 * Polling that pauses while the page is hidden (a phone in a pocket asks nothing) and catches up
 * the moment it is shown again.
 */
export function createPoller({
  intervalMs,
  poll,
  isVisible,
  timers = systemTimers,
}: PollerOptions): Poller {
  let running = false;
  let inFlight = false;
  let timer: unknown = null;
  let lastStart = -Infinity;

  function clearTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    clearTimer();
    if (running && isVisible()) timer = timers.setTimeout(run, intervalMs);
  }

  function run() {
    timer = null;
    if (!running || inFlight || !isVisible()) return;
    inFlight = true;
    lastStart = timers.now();
    poll()
      .catch((error: unknown) => console.warn('A poll failed', error))
      .finally(() => {
        inFlight = false;
        schedule();
      });
  }

  return {
    start() {
      running = true;
      run();
    },
    visibilityChanged() {
      if (!running) return;
      if (!isVisible()) {
        clearTimer();
        return;
      }
      // A poll still under way schedules the next one itself when it settles.
      if (!inFlight) {
        clearTimer();
        run();
      }
    },
    refresh(minGapMs) {
      if (!running || inFlight || timers.now() - lastStart < minGapMs) return;
      clearTimer();
      run();
    },
    stop() {
      running = false;
      clearTimer();
    },
  };
}
