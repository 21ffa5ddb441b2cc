import { describe, expect, it } from 'vitest';
import {
  createStreamRegistry,
  MAX_STREAMS_PER_USER,
  streamNoticeOf,
  type StreamNotice,
  type StreamOwner,
} from './live-streams.ts';

/**
 * One channel between processes, as PostgreSQL NOTIFY or Redis carries it: every notice reaches
 * every process, in one order, when `deliver` runs (so a test decides what is in flight).
 */
function channel() {
  const processes: ReturnType<typeof createStreamRegistry>[] = [];
  const inFlight: StreamNotice[] = [];
  return {
    process(now?: () => number) {
      const registry = createStreamRegistry((notice) => {
        inFlight.push(JSON.parse(JSON.stringify(notice)) as StreamNotice);
      }, now);
      processes.push(registry);
      return registry;
    },
    deliver() {
      while (inFlight.length > 0) {
        const notice = inFlight.shift()!;
        for (const registry of processes) registry.hear(notice);
      }
    },
  };
}

const dana: StreamOwner = { companyId: 'demo', userId: 'dana', sessionId: 'dana-1' };
const ended = (leases: { signal: AbortSignal }[]) => leases.map((lease) => lease.signal.aborted);
const times = (count: number, value: boolean) => Array.from({ length: count }, () => value);

describe('open streams of a user', () => {
  it(`never keeps more than ${MAX_STREAMS_PER_USER} in one process, even with nothing heard`, () => {
    const alone = createStreamRegistry(() => undefined);
    const leases = Array.from({ length: MAX_STREAMS_PER_USER + 1 }, () => alone.open(dana));
    expect(ended(leases)).toEqual([true, ...times(MAX_STREAMS_PER_USER, false)]);
    // Another user's, or the same id in another company, are counted apart.
    const others = [
      alone.open({ ...dana, userId: 'lee' }),
      alone.open({ ...dana, companyId: 'acme' }),
    ];
    expect(ended([...leases.slice(1), ...others])).toEqual(times(MAX_STREAMS_PER_USER + 2, false));
    expect(alone.size).toBe(MAX_STREAMS_PER_USER + 2);
  });

  it('are counted across processes: the oldest ends wherever it is', () => {
    const net = channel();
    const [a, b] = [net.process(), net.process()];
    const first = a.open(dana);
    net.deliver();
    const later = Array.from({ length: MAX_STREAMS_PER_USER - 1 }, () => b.open(dana));
    net.deliver();
    expect(ended([first, ...later])).toEqual(times(MAX_STREAMS_PER_USER, false));
    const newest = b.open(dana);
    net.deliver();
    expect(ended([first, ...later, newest])).toEqual([true, ...times(MAX_STREAMS_PER_USER, false)]);
  });

  it('counts in the channel’s order the opens that crossed on the way', () => {
    const net = channel();
    const [a, b] = [net.process(), net.process()];
    const onA = Array.from({ length: 5 }, () => a.open(dana));
    const onB = Array.from({ length: 6 }, () => b.open(dana));
    net.deliver();
    // A's were sent first: A's first is the oldest, for both.
    expect(ended([...onA, ...onB])).toEqual([true, ...times(10, false)]);
  });

  it('frees the place of a stream that ended', () => {
    const net = channel();
    const [a, b] = [net.process(), net.process()];
    const onA = Array.from({ length: MAX_STREAMS_PER_USER }, () => a.open(dana));
    net.deliver();
    onA[3]!.release();
    b.open(dana);
    net.deliver();
    expect(ended(onA)).toEqual(ended(onA).map((_, index) => index === 3));
  });

  it('forgets the streams of a process that went away once their tokens would have ended them', () => {
    let clock = 0;
    const net = channel();
    const [a, b, gone] = [net.process(() => clock), net.process(() => clock), net.process()];
    const first = a.open({ ...dana, until: new Date(60_000) });
    net.deliver();
    for (let opened = 1; opened < MAX_STREAMS_PER_USER; opened += 1) {
      gone.open({ ...dana, until: new Date(30_000) });
    }
    net.deliver();
    // Its streams never said they closed, but their tokens ran out.
    clock = 30_000;
    b.open(dana);
    net.deliver();
    expect(first.signal.aborted).toBe(false);
  });
});

describe('a session’s end', () => {
  it('ends the session’s streams in every process; without a session, all of the user’s', () => {
    const net = channel();
    const [a, b] = [net.process(), net.process()];
    const session1 = [a.open(dana), b.open(dana)];
    const session2 = [
      a.open({ ...dana, sessionId: 'dana-2' }),
      b.open({ ...dana, sessionId: 'dana-2' }),
    ];
    const others = [
      b.open({ ...dana, userId: 'lee' }),
      b.open({ ...dana, companyId: 'acme', sessionId: 'dana-1' }),
    ];
    net.deliver();
    a.endSessions({ companyId: 'demo', userId: 'dana', sessionId: 'dana-1' });
    net.deliver();
    expect(ended([...session1, ...session2, ...others])).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    b.endSessions({ companyId: 'demo', userId: 'dana', sessionId: null });
    net.deliver();
    expect(ended([...session2, ...others])).toEqual([true, true, false, false]);
  });
});

describe('streamNoticeOf', () => {
  it('reads the notices and nothing else', () => {
    const opened = { kind: 'opened', companyId: 'demo', userId: 'u', streamId: 's', until: 5 };
    expect(streamNoticeOf(opened)).toEqual(opened);
    expect(streamNoticeOf({ ...opened, until: '5' })).toBeNull();
    expect(streamNoticeOf({ kind: 'closed', companyId: 'demo', userId: 'u' })).toBeNull();
    const end = { kind: 'sessions-ended', companyId: 'demo', userId: 'u', sessionId: null };
    expect(streamNoticeOf(end)).toEqual(end);
    expect(streamNoticeOf({ ...end, companyId: '' })).toBeNull();
    expect(streamNoticeOf('opened')).toBeNull();
  });
});
