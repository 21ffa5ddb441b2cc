import { randomUUID } from 'node:crypto';
import type { EndedSessions } from '../../auth/index.ts';

/** Open event streams a staff user may have, across every process; the oldest go first. */
export const MAX_STREAMS_PER_USER = 10;

/** Whose stream it is: a staff user of a company, in one session, until its token expires. */
export interface StreamOwner {
  companyId: string;
  userId: string;
  sessionId: string;
  until?: Date | undefined;
}

/** What the processes tell one another about streams, on the live events' channel. */
export type StreamNotice =
  | { kind: 'opened'; companyId: string; userId: string; streamId: string; until: number | null }
  | { kind: 'closed'; companyId: string; userId: string; streamId: string }
  | ({ kind: 'sessions-ended' } & EndedSessions);

/** A stream's place among the open ones: its signal aborts when it must end. */
export interface StreamLease {
  signal: AbortSignal;
  /** The stream ended on its own: forget it (and tell the others). */
  release(): void;
}

interface LocalStream {
  id: string;
  owner: StreamOwner;
  controller: AbortController;
}

interface Heard {
  id: string;
  until: number | null;
}

const keyOf = (owner: { companyId: string; userId: string }) =>
  `${owner.companyId}\n${owner.userId}`;

/**
 * This process's open event streams, kept in step with every other process's through `send`
 * (which reaches every process, this one included, in one order for all) and `hear`. Decision 70:
 * - a process never holds more than MAX_STREAMS_PER_USER of a user's streams (its oldest ends);
 * - every open is announced; a process that holds a stream of the user counts the user's opens
 *   heard after its own (minus the closes heard), and ends its streams that are no longer among
 *   the newest MAX_STREAMS_PER_USER. Each process decides only about its own streams, and it heard
 *   every open after them, so a process that starts late or dies only makes the count lower or
 *   higher for as long as the lost streams' tokens ran (they end then anyway);
 * - a session's end (sign-out, deactivation, a new role) ends its streams wherever they are.
 */
export function createStreamRegistry(send: (notice: StreamNotice) => void, now = Date.now) {
  const local = new Map<string, LocalStream>();
  const localOfUser = new Map<string, LocalStream[]>();
  // Per user with a stream here: the opens heard since this process's first one, in their order.
  const heardOfUser = new Map<string, Heard[]>();

  function end(stream: LocalStream, tell = true) {
    if (!local.delete(stream.id)) return;
    const key = keyOf(stream.owner);
    const mine = (localOfUser.get(key) ?? []).filter((other) => other !== stream);
    if (mine.length > 0) {
      localOfUser.set(key, mine);
      forget(key, stream.id);
    } else {
      localOfUser.delete(key);
      heardOfUser.delete(key);
    }
    stream.controller.abort();
    const { companyId, userId } = stream.owner;
    if (tell) send({ kind: 'closed', companyId, userId, streamId: stream.id });
  }

  function forget(key: string, streamId: string) {
    const heard = heardOfUser.get(key);
    const index = heard?.findIndex((entry) => entry.id === streamId) ?? -1;
    if (index >= 0) heard!.splice(index, 1);
  }

  function heardOpen(notice: Extract<StreamNotice, { kind: 'opened' }>) {
    const key = keyOf(notice);
    let heard = heardOfUser.get(key);
    if (!heard) {
      // Opens before this process's first stream of the user are older than all of its own.
      if (!local.has(notice.streamId)) return;
      heardOfUser.set(key, (heard = []));
    }
    heard.push({ id: notice.streamId, until: notice.until });
    // Streams of a process that died are forgotten when their token would have ended them.
    const at = now();
    const live = heard.filter(
      (entry) => local.has(entry.id) || entry.until === null || entry.until > at,
    );
    const beyond = live.splice(0, Math.max(0, live.length - MAX_STREAMS_PER_USER));
    heardOfUser.set(key, live);
    for (const entry of beyond) {
      const stream = local.get(entry.id);
      if (stream) end(stream);
    }
  }

  return {
    /** Registers a stream opened here; the user's oldest here ends when they have too many. */
    open(owner: StreamOwner): StreamLease {
      const stream: LocalStream = { id: randomUUID(), owner, controller: new AbortController() };
      const key = keyOf(owner);
      const mine = [...(localOfUser.get(key) ?? []), stream];
      local.set(stream.id, stream);
      localOfUser.set(key, mine);
      send({
        kind: 'opened',
        companyId: owner.companyId,
        userId: owner.userId,
        streamId: stream.id,
        until: owner.until?.getTime() ?? null,
      });
      const oldest = mine[0];
      if (mine.length > MAX_STREAMS_PER_USER && oldest) end(oldest);
      return { signal: stream.controller.signal, release: () => end(stream) };
    },

    /** Ends the streams of the sessions, in every process. */
    endSessions(ended: EndedSessions) {
      send({ kind: 'sessions-ended', ...ended });
    },

    /** A notice from the channel (any process's, this one's included). */
    hear(notice: StreamNotice) {
      if (notice.kind === 'opened') return heardOpen(notice);
      const key = keyOf(notice);
      if (notice.kind === 'closed') return forget(key, notice.streamId);
      for (const stream of localOfUser.get(key) ?? []) {
        if (notice.sessionId === null || notice.sessionId === stream.owner.sessionId) end(stream);
      }
    },

    /** How many streams are open here (for tests and the log). */
    get size() {
      return local.size;
    },

    /** Shutting down: every stream here ends, without telling (the channel closes too). */
    endAll() {
      for (const stream of [...local.values()]) end(stream, false);
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

/** A notice as it came off the channel, or null when it is not one (the channel is shared). */
export function streamNoticeOf(detail: unknown): StreamNotice | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const notice = detail as Record<string, unknown>;
  const text = (value: unknown) => typeof value === 'string' && value.length > 0;
  if (!text(notice.companyId) || !text(notice.userId)) return null;
  if (notice.kind === 'opened' && text(notice.streamId)) {
    if (notice.until === null || typeof notice.until === 'number') return notice as StreamNotice;
  }
  if (notice.kind === 'closed' && text(notice.streamId)) return notice as StreamNotice;
  if (notice.kind === 'sessions-ended' && (notice.sessionId === null || text(notice.sessionId))) {
    return notice as StreamNotice;
  }
  return null;
}
