/** At most one position report every this many milliseconds. */
export const POSITION_INTERVAL_MS = 5_000;

export interface ThrottleClock {
  now(): number;
  /** Runs `run` after `ms`; the answer cancels it. */
  schedule(run: () => void, ms: number): () => void;
}

export const browserClock: ThrottleClock = {
  now: () => Date.now(),
  schedule(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

export interface Throttle<Value> {
  /** A new value: sent now if the interval has passed, else kept (replacing any kept one). */
  push(value: Value): void;
  /** Nothing more is sent, kept or scheduled. */
  stop(): void;
}

/**
 * Sends the latest pushed value at most once per `intervalMs`, one at a time: a value pushed too
 * soon waits until the interval is over (only the latest waits), so the last position of a
 * driver who stopped moving still goes out; a slow answer delays the next send, never doubles it.
 */
export function createThrottle<Value>(
  send: (value: Value) => Promise<void>,
  intervalMs: number = POSITION_INTERVAL_MS,
  clock: ThrottleClock = browserClock,
): Throttle<Value> {
  let kept: { value: Value } | null = null;
  let lastSentAt: number | null = null;
  let sending = false;
  let stopped = false;
  let cancelTimer: (() => void) | null = null;

  function pump(): void {
    if (stopped || sending || !kept || cancelTimer) return;
    const wait = lastSentAt === null ? 0 : lastSentAt + intervalMs - clock.now();
    if (wait > 0) {
      cancelTimer = clock.schedule(() => {
        cancelTimer = null;
        pump();
      }, wait);
      return;
    }
    const { value } = kept;
    kept = null;
    sending = true;
    lastSentAt = clock.now();
    send(value)
      .catch((error: unknown) => console.error('Could not send the position', error))
      .finally(() => {
        sending = false;
        pump();
      });
  }

  return {
    push(value) {
      kept = { value };
      pump();
    },
    stop() {
      stopped = true;
      kept = null;
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
