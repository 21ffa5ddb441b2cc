import { Repeater } from 'graphql-yoga';
import type { Db } from '../../../db/database.ts';
import type { Logger } from '../../../logger.ts';
import { loadBoardRides } from '../board/index.ts';
import type { DispatchEventPayload } from './dispatch-event.ts';
import { latestEventId, ridesChangedSince } from './dispatch-events.repository.ts';
import type { LiveEvents } from './live-events.ts';
import type { StreamOwner } from './live-streams.ts';

/** How far before a board's cursor the catch-up reaches back (transactions commit out of order). */
export const REPLAY_MS = 5_000;
/** Board rows read at once during a catch-up. */
const CATCH_UP_BATCH = 200;

const later = (a: string, b: string) => (BigInt(a) > BigInt(b) ? a : b);

/**
 * A board's stream of one company's events: with `after`, first the current row of every ride
 * changed since (one RIDE_CHANGED each), then the live events. It listens before it reads, so
 * nothing published meanwhile is lost (a ride may come twice: a board upserts rows by id). A
 * driver's move carries the stream's latest cursor, so any event's cursor resumes it. The stream
 * ends when the client goes, when the server shuts down, when the access token it was opened
 * with expires, when the owner's session ends (sign-out, deactivation, another role: on any
 * process), when the owner opens an eleventh (decision 70), or when the client reads too slowly
 * to keep up (the Repeater refuses more than 1024 waiting events): the client then subscribes
 * again from its cursor.
 */
export function dispatchEventStream(
  services: { db: Db; logger: Logger; live: LiveEvents },
  owner: StreamOwner,
  after: string | null,
  /** Asked once the stream is counted: a session that ended just before is not missed. */
  stillSignedIn: () => Promise<boolean> = async () => true,
): AsyncIterable<DispatchEventPayload> {
  const { db, logger, live } = services;
  const { companyId, until } = owner;
  return new Repeater<DispatchEventPayload>(async (push, stop) => {
    const events = live.subscribe(companyId);
    const lease = live.openStream(owner);
    let next = events.next();
    const ended = new Promise<null>((resolve) => {
      const end = () => resolve(null);
      const expiry = until && setTimeout(end, Math.max(0, until.getTime() - Date.now()));
      for (const signal of [live.closing, lease.signal]) {
        signal.addEventListener('abort', end, { once: true });
        if (signal.aborted) end();
      }
      void stop.then(() => {
        for (const signal of [live.closing, lease.signal]) {
          signal.removeEventListener('abort', end);
        }
        clearTimeout(expiry);
        end();
      });
    });
    try {
      if (!(await stillSignedIn())) return;
      let cursor = after ?? (await latestEventId(db, companyId));
      if (after !== null) {
        const changed = await ridesChangedSince(db, companyId, after, REPLAY_MS);
        for (let start = 0; start < changed.length; start += CATCH_UP_BATCH) {
          const batch = changed.slice(start, start + CATCH_UP_BATCH);
          const rides = new Map(
            (
              await loadBoardRides(
                db,
                companyId,
                batch.map((change) => change.reservationId),
              )
            ).map((ride) => [ride.id, ride]),
          );
          for (const change of batch) {
            const ride = rides.get(change.reservationId);
            cursor = later(cursor, change.cursor);
            if (ride)
              void push({ cursor: change.cursor, kind: 'RIDE_CHANGED', ride, driver: null });
          }
        }
      }
      for (;;) {
        const result = await Promise.race([next, ended]);
        if (!result || result.done) break;
        const event = result.value;
        if (event.kind === 'RIDE_CHANGED') {
          cursor = later(cursor, event.cursor);
          void push(event);
        } else {
          void push({ ...event, cursor });
        }
        next = events.next();
      }
    } catch (error) {
      logger.error('Dispatch event stream ended', { companyId, reason: String(error) });
    } finally {
      lease.release();
      await events.return?.();
      stop();
    }
  });
}
