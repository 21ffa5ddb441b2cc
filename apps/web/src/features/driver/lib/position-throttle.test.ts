import { describe, expect, it } from 'vitest';
import { createThrottle, type ThrottleClock } from './position-throttle.ts';

/** A clock the test moves by hand, running what falls due. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  const clock: ThrottleClock = {
    now: () => now,
    schedule(run, ms) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => (timers = timers.filter((t) => t !== timer));
    },
  };
  const advance = async (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const timer of due) timer.run();
    await settle();
  };
  return { clock, advance, pending: () => timers.length };
}

/** Lets promise callbacks (the end of a send) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A sender that records what it sends and answers when the test says so (or at once). */
function recorder(answerAtOnce = true) {
  const sent: number[] = [];
  const answers: (() => void)[] = [];
  const send = (value: number) => {
    sent.push(value);
    return answerAtOnce ? Promise.resolve() : new Promise<void>((r) => answers.push(r));
  };
  return { sent, send, answer: () => answers.shift()?.() };
}

describe('position throttle', () => {
  it('sends the first position at once', async () => {
    const { clock } = manualClock();
    const { sent, send } = recorder();
    createThrottle(send, 5_000, clock).push(1);
    await settle();
    expect(sent).toEqual([1]);
  });

  it('sends at most one position every 5 s, the latest of those that came meanwhile', async () => {
    const { clock, advance } = manualClock();
    const { sent, send } = recorder();
    const throttle = createThrottle(send, 5_000, clock);
    throttle.push(1);
    await settle();
    await advance(1_000);
    throttle.push(2);
    await advance(1_000);
    throttle.push(3);
    await advance(2_000);
    expect(sent).toEqual([1]);
    await advance(1_000);
    expect(sent).toEqual([1, 3]);
    await advance(10_000);
    expect(sent).toEqual([1, 3]);
  });

  it('still sends the last position of a driver who stopped moving', async () => {
    const { clock, advance } = manualClock();
    const { sent, send } = recorder();
    const throttle = createThrottle(send, 5_000, clock);
    throttle.push(1);
    throttle.push(2);
    await advance(5_000);
    expect(sent).toEqual([1, 2]);
  });

  it('sends at once when the interval has passed since the last send', async () => {
    const { clock, advance } = manualClock();
    const { sent, send } = recorder();
    const throttle = createThrottle(send, 5_000, clock);
    throttle.push(1);
    await advance(7_000);
    throttle.push(2);
    await settle();
    expect(sent).toEqual([1, 2]);
  });

  it('never has two sends under way: a slow answer delays the next', async () => {
    const { clock, advance } = manualClock();
    const { sent, send, answer } = recorder(false);
    const throttle = createThrottle(send, 5_000, clock);
    throttle.push(1);
    await advance(6_000);
    throttle.push(2);
    await advance(6_000);
    expect(sent).toEqual([1]);
    answer();
    await settle();
    expect(sent).toEqual([1, 2]);
  });

  it('keeps going after a failed send', async () => {
    const { clock, advance } = manualClock();
    const sent: number[] = [];
    const throttle = createThrottle(
      (value: number) => {
        sent.push(value);
        return value === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      5_000,
      clock,
    );
    const error = console.error;
    console.error = () => undefined;
    try {
      throttle.push(1);
      await advance(5_000);
      throttle.push(2);
      await settle();
    } finally {
      console.error = error;
    }
    expect(sent).toEqual([1, 2]);
  });

  it('sends nothing more once stopped, not even the one waiting', async () => {
    const { clock, advance, pending } = manualClock();
    const { sent, send } = recorder();
    const throttle = createThrottle(send, 5_000, clock);
    throttle.push(1);
    await settle();
    throttle.push(2);
    expect(pending()).toBe(1);
    throttle.stop();
    expect(pending()).toBe(0);
    throttle.push(3);
    await advance(10_000);
    expect(sent).toEqual([1]);
  });
});
