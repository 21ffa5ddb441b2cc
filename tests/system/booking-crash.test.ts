import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../scripts/lib/postgres.ts';
import { bookOnce, prepareBooking } from './support/booking-load.ts';
import {
  removeTempDirs,
  runServer,
  stopServer,
  tempDir,
  waitForPort,
  type ServerProcess,
} from './support/server-process.ts';

afterAll(removeTempDirs);

/** The built server, one process, on the given database. */
const start = (databaseUrl: string) =>
  runServer({
    PORT: '0',
    DATA_DIR: tempDir('ride-crash-'),
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '1',
  });

const BOOKINGS = 24;

describe('bookings cut off by a crash', () => {
  it('answers every unanswered Idempotency-Key with its ride, or books it once, after a SIGKILL', async (context) => {
    const database = await createThrowawayDatabase('ride_crash');
    if (!database) return context.skip('no PostgreSQL server reachable');
    const db = new pg.Client({ connectionString: database.url });
    const first = start(database.url);
    let second: ServerProcess | undefined;
    try {
      const firstBase = await waitForPort(first);
      await db.connect();
      const booking = await prepareBooking(firstBase);
      // The rides booked here: the seed's were made before.
      const since = (await db.query<{ now: Date }>('select now() as now')).rows[0]!.now;
      const count = async (query: string, params: unknown[] = []) =>
        Number((await db.query<{ n: string }>(query, params)).rows[0]!.n);
      const rides = () =>
        count('select count(*) as n from reservation where created_at >= $1', [since]);
      // Every booking's hold at the gateway, held or not (the seed's have keys of their own).
      const holds = (status = '%') =>
        count(
          `select count(*) as n from sandbox_hold
           where idempotency_key like 'reservation:demo:%' and status like $1`,
          [status],
        );

      // Every booking at once; the server is killed once a few have answered, the others caught
      // at whatever step they were: pricing, holding the card, keeping the ride or answering.
      const keys = Array.from({ length: BOOKINGS }, () => randomUUID());
      const answered = new Map<string, string>();
      const refused: unknown[] = [];
      let killed = false;
      await Promise.all(
        keys.map(async (key) => {
          const answer = await bookOnce(firstBase, booking, key);
          // Cut off by the kill: no answer.
          if (answer.status === 0) return;
          if (!answer.reservationId) refused.push(answer);
          else answered.set(key, answer.reservationId);
          if (answered.size >= 4 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }),
      );
      await first.exited;
      expect(refused).toEqual([]);
      const unanswered = keys.filter((key) => !answered.has(key));
      expect(unanswered.length).toBeGreaterThan(0);
      const ridesAtCrash = await rides();
      const holdsAtCrash = await holds();

      // A new process on the same database; each unanswered key is retried twice at once, until
      // it answers (its claim is taken over once the dead run's lease has run out).
      second = start(database.url);
      const secondBase = await waitForPort(second);
      let waiting = unanswered;
      for (let round = 0; waiting.length > 0 && round < 10; round += 1) {
        const results = await Promise.all(
          waiting.map(async (key) => ({
            key,
            answers: await Promise.all([
              bookOnce(secondBase, booking, key),
              bookOnce(secondBase, booking, key),
            ]),
          })),
        );
        waiting = [];
        for (const { key, answers } of results) {
          const stillGoing = answers.some((a) => a.reason === 'REQUEST_IN_PROGRESS');
          if (stillGoing) {
            waiting.push(key);
            continue;
          }
          for (const answer of answers) expect(answer.message, key).toBeUndefined();
          expect(answers[1]!.data).toEqual(answers[0]!.data);
          answered.set(key, answers[0]!.reservationId!);
        }
        if (waiting.length > 0) await new Promise((r) => setTimeout(r, 2_000));
      }
      expect(waiting).toEqual([]);

      // One ride per key, each with one hold on the card, and no other hold at the gateway.
      expect(new Set(answered.values()).size).toBe(BOOKINGS);
      expect(await rides()).toBe(BOOKINGS);
      const holdsPerRide = await db.query<{ id: string; held: string; all: string }>(
        `select r.id, count(*) filter (where h.status = 'held') as held, count(h.id) as all
         from reservation r left join payment_hold h on h.reservation_id = r.id
         where r.created_at >= $1 group by r.id`,
        [since],
      );
      expect(holdsPerRide.rows.map((row) => [row.held, row.all])).toEqual(
        Array.from({ length: BOOKINGS }, () => ['1', '1']),
      );
      expect(await holds('held')).toBe(BOOKINGS);
      expect(await holds()).toBe(BOOKINGS);
      console.info(
        `Booking crash: ${unanswered.length} of ${BOOKINGS} unanswered at the kill, ` +
          `${ridesAtCrash - (BOOKINGS - unanswered.length)} of them booked, ` +
          `${holdsAtCrash - ridesAtCrash} more held on the card only`,
      );
    } finally {
      await stopServer(first);
      if (second) await stopServer(second);
      await db.end().catch(() => undefined);
      await database.drop();
    }
  }, 240_000);
});
