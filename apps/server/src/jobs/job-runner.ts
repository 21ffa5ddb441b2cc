import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../core/clock.ts';
import type { Db } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../logger.ts';
import {
  claimDueRows,
  markRowsDone,
  markRowFailedAttempt,
  endClaims,
  releaseAllLeases,
  type ClaimedRow,
  type QueueTable,
} from './queue.repository.ts';

/** One kind of durable work: the rows of a queue table, and what to do with each. */
export interface QueueHandler<T extends QueueTable = QueueTable> {
  queue: T;
  /**
   * Does the work of one claimed row (with all its columns, as claimed). Resolving marks it done (a
   * handler whose work is a database change may mark it done itself, in that change's
   * transaction); throwing retries it later.
   */
  run(row: ClaimedRow<T>, now: Date): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  handlers: QueueHandler[];
  /** How often the queues are looked at when nothing wakes the runner. */
  pollMs?: number;
  /** How long a claimed row stays with its worker; longer than any one attempt can take. */
  leaseMs?: number;
  now?: Clock;
}

/** Attempts before a row is given up on; the waits between them add up to about two hours. */
export const MAX_ATTEMPTS = 8;
/**
 * Rows claimed at once: under load (an assignment queues two or three mails) a pass costs two
 * statements per 25 rows rather than per 10, and a batch is still seconds of a provider's work,
 * far inside the lease.
 */
const BATCH = 25;
/**
 * How long after new work the queues are looked at: the work of every change in that time is done
 * together, in small steady batches rather than one burst a poll.
 */
const WAKE_DELAY_MS = 100;

/** The wait after a failed attempt: 30 s, doubling each time, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

export interface JobRunner {
  /** Starts polling (and, on the embedded database, takes back leases of a previous process). */
  start(options?: { ownsDatabase?: boolean }): Promise<void>;
  /** Looks at the queues soon, once started: new work was just written. */
  wake(): void;
  /** Works until nothing is due (tests, and shutdown). */
  drain(): Promise<void>;
  /** Stops polling and waits for the work under way. */
  stop(): Promise<void>;
}

/**
 * The background worker of durable queues (decision 22): it claims due rows with a lease, runs
 * their handler, and marks them done or due again after a backoff. Every server process may run
 * one; a row goes to one of them at a time.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger, handlers } = options;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const now = options.now ?? systemClock;
  let timer: NodeJS.Timeout | undefined;
  let woken: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<number> | undefined;
  let again = false;
  /**
   * Claims the database went away from: the rows worked on, to mark done, and the claims' tokens,
   * whose leases to end so that the rest of their rows (not tried, whose failure could not be
   * written, or whose claim's answer was lost with the connection) are due again at once rather
   * than when the lease runs out. Settled first when it is back.
   */
  const unsettled = new Map<QueueTable, { done: string[]; tokens: string[] }>();

  function setAside(queue: QueueTable, done: string[], token: string) {
    const entry = unsettled.get(queue) ?? { done: [], tokens: [] };
    entry.done.push(...done);
    entry.tokens.push(token);
    unsettled.set(queue, entry);
  }

  async function settle(): Promise<void> {
    for (const [queue, { done, tokens }] of unsettled) {
      try {
        await markRowsDone(db, queue, done, now());
        await endClaims(db, queue, tokens);
      } catch (error) {
        // Still away: next pass. Anything else: the leases run out as after a crash.
        if (!isDatabaseUnavailable(error)) unsettled.delete(queue);
        throw error;
      }
      unsettled.delete(queue);
      logger.info('Background work settled after the database came back', {
        queue,
        done: done.length,
        claims: tokens.length,
      });
    }
  }

  /** Runs one row's handler; true when it succeeded (the row is then marked done with its batch). */
  async function attempt(handler: QueueHandler, row: ClaimedRow): Promise<boolean> {
    const { id, attempts } = row;
    try {
      await handler.run(row, now());
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(attempts));
      await markRowFailedAttempt(db, handler.queue, id, message, retryAt);
      const fields = { queue: handler.queue, id, attempts, error: message };
      if (giveUp) logger.error('Background work failed for good', fields);
      else logger.info('Background work failed; will retry', { ...fields, retryAt });
      return false;
    }
  }

  /** One pass over every queue; the number of rows worked on. */
  async function pass(): Promise<number> {
    let worked = 0;
    await settle();
    for (const handler of handlers) {
      for (;;) {
        const token = randomUUID();
        let claimed: ClaimedRow[] = [];
        const done: string[] = [];
        try {
          claimed = await claimDueRows(db, handler.queue, now(), leaseMs, BATCH, token);
          for (const row of claimed) {
            if (await attempt(handler, row)) done.push(row.id);
          }
          // One statement for the batch rather than a commit per row. A process that dies before
          // it leaves the batch's rows to be done again when their lease runs out, as one dying
          // between a row's work and its mark always did: the work is at least once.
          await markRowsDone(db, handler.queue, done, now());
        } catch (error) {
          if (isDatabaseUnavailable(error)) setAside(handler.queue, done, token);
          throw error;
        }
        worked += claimed.length;
        if (claimed.length < BATCH) break;
      }
    }
    return worked;
  }

  /** Runs passes one at a time; a wake during a pass runs one more after it. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let worked = 0;
      do {
        again = false;
        try {
          worked += await pass();
        } catch (error) {
          logger.error('Background work could not run', { error: String(error) });
        }
      } while (again);
      return worked;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    async start({ ownsDatabase = false } = {}) {
      if (ownsDatabase) {
        for (const handler of handlers) await releaseAllLeases(db, handler.queue);
      }
      started = true;
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void run();
    },
    wake() {
      if (!started || woken) return;
      woken = setTimeout(() => {
        woken = undefined;
        void run();
      }, WAKE_DELAY_MS);
      woken.unref();
    },
    async drain() {
      while ((await run()) > 0);
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      clearTimeout(woken);
      woken = undefined;
      timer = undefined;
      await running;
    },
  };
}
