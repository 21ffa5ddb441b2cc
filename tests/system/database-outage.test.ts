import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../apps/server/test/tcp-proxy.ts';
import { createThrowawayDatabase } from '../../scripts/lib/postgres.ts';
import { childPids } from '../../scripts/lib/processes.ts';
import { prepareBooking, startBookingLoad, type BookingAnswer } from './support/booking-load.ts';
import {
  healthStatus,
  logLines,
  processIds,
  removeTempDirs,
  runCluster,
  sleep,
  stopServer,
  terminateBackends,
  waitForPort,
  waitUntil,
  type ServerProcess,
} from './support/server-process.ts';

/** Riders booking at once, each one booking after another. */
const CLIENTS = 4;

afterAll(removeTempDirs);

/**
 * What the outage must not leave behind, read straight from the database: bookings without their
 * card hold or holds without their booking, a hold kept by a booking yet still due for release,
 * mail never sent, and how many idempotency keys are left without an answer.
 */
async function leftBehind(databaseUrl: string, since: Date) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (text: string) =>
      Number((await client.query<{ n: string }>(text, [since])).rows[0]!.n);
    return {
      reservations: await count(`select count(*) as n from reservation where created_at >= $1`),
      reservationsWithoutOneHeldHold: await count(
        `select count(*) as n from reservation r where r.created_at >= $1
           and (select count(*) from payment_hold h
                 where h.reservation_id = r.id and h.status = 'held') <> 1`,
      ),
      holdsWithoutReservation: await count(
        `select count(*) as n from payment_hold h where h.created_at >= $1
           and not exists (select 1 from reservation r where r.id = h.reservation_id)`,
      ),
      keptHoldsStillToRelease: await count(
        `select count(*) as n from hold_release hr where hr.created_at >= $1
           and hr.status = 'pending'
           and exists (select 1 from payment_hold h where h.reference = hr.reference)`,
      ),
      pendingMail: await count(
        `select (select count(*) from ride_notice where created_at >= $1 and status = 'pending')
           + (select count(*) from notice_delivery where created_at >= $1 and status = 'pending')
           as n`,
      ),
      unansweredKeys: await count(
        `select count(*) as n from idempotency_key where created_at >= $1 and completed_at is null`,
      ),
    };
  } finally {
    await client.end();
  }
}

/**
 * Every failed booking answered 503 SERVICE_UNAVAILABLE with Retry-After; or, sent again with a
 * key so answered, "still being processed" (CONFLICT REQUEST_IN_PROGRESS) until the run the
 * database was lost under had freed its key.
 */
function expectOnlyUnavailable(failed: BookingAnswer[]) {
  const unavailableKeys = new Set(failed.filter((a) => a.status === 503).map((a) => a.key));
  for (const answer of failed) {
    if (answer.reason === 'REQUEST_IN_PROGRESS' && unavailableKeys.has(answer.key)) continue;
    expect(answer).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
  }
}

/**
 * Every booking whole (its one card hold held, no hold kept and released), every mail sent, no
 * Idempotency-Key left without its answer, and every key, retried until answered, answered with
 * its own ride: one reservation per key, never two.
 */
function expectNothingHalfWritten(
  left: Awaited<ReturnType<typeof leftBehind>>,
  answers: BookingAnswer[],
) {
  expect(left).toMatchObject({
    reservationsWithoutOneHeldHold: 0,
    holdsWithoutReservation: 0,
    keptHoldsStillToRelease: 0,
    pendingMail: 0,
    unansweredKeys: 0,
  });
  const booked = answers.filter((answer) => answer.reservationId);
  expect(new Set(booked.map((answer) => answer.reservationId)).size).toBe(booked.length);
  expect(new Set(booked.map((answer) => answer.key)).size).toBe(booked.length);
  expect(new Set(answers.map((answer) => answer.key)).size).toBe(booked.length);
  expect(left.reservations).toBe(booked.length);
}

describe('the server when PostgreSQL goes away under booking load', () => {
  it('(a) survives every backend being terminated at once: no process exits, only requests in flight fail', async (context) => {
    const database = await createThrowawayDatabase('ride_outage');
    if (!database) return context.skip('no PostgreSQL server reachable');
    const running = runCluster(database.url);
    try {
      const base = await waitForPort(running);
      const booking = await prepareBooking(base);
      const before = processIds(running);
      expect(before).toHaveLength(3);
      const since = new Date();
      const load = startBookingLoad(base, booking, { clients: CLIENTS });
      await waitUntil('bookings under way', () => load.bookedSince(0) >= 2 * CLIENTS);

      const terminatedAt = Date.now();
      const terminated = await terminateBackends(database.url);
      // Both workers' pools and LISTEN connections at least.
      expect(terminated).toBeGreaterThanOrEqual(4);
      await waitUntil('bookings again', () => load.bookedSince(terminatedAt + 1) >= CLIENTS);
      const answers = await load.stop();

      const after = processIds(running);
      console.info('(a) server process ids before and after', { before, after, terminated });
      expect(after).toEqual(before);
      expect(logLines(running).filter((l) => l.message === 'Server worker died')).toEqual([]);
      expect(logLines(running).map((l) => l.message)).toContain(
        'Database connection lost; the pool replaces it',
      );
      // Every client had at most its one request in flight when the connections ended.
      const failed = answers.filter((answer) => !answer.reservationId);
      console.info('(a) bookings', { answered: answers.length, failed: failed.length });
      expect(new Set(failed.map((answer) => answer.key)).size).toBeLessThanOrEqual(CLIENTS);
      expectOnlyUnavailable(failed);
      expect(await healthStatus(base)).toBe(200);
      await waitUntil(
        'mail sent',
        async () => (await leftBehind(database.url, since)).pendingMail === 0,
      );
      const left = await leftBehind(database.url, since);
      console.info('(a) left behind', left);
      expectNothingHalfWritten(left, answers);
      expect(await stopServer(running)).toBe(0);
    } finally {
      await stopServer(running);
      await database.drop();
    }
  });

  it('(b) answers 503 while PostgreSQL refuses connections for 15 s, then 200 again from the same processes', async (context) => {
    const database = await createThrowawayDatabase('ride_outage');
    if (!database) return context.skip('no PostgreSQL server reachable');
    const target = new URL(database.url);
    let proxy: TcpProxy | undefined;
    let running: ServerProcess | undefined;
    try {
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      running = runCluster(proxy.urlFor(database.url));
      const base = await waitForPort(running);
      const booking = await prepareBooking(base);
      const before = processIds(running);
      expect(before).toHaveLength(3);
      const since = new Date();
      const load = startBookingLoad(base, booking, { clients: CLIENTS });
      await waitUntil('bookings under way', () => load.bookedSince(0) >= CLIENTS);

      const refusedAt = Date.now();
      await proxy.refuse();
      const healthDuring: number[] = [];
      while (Date.now() < refusedAt + 15_000) {
        healthDuring.push(await healthStatus(base));
        await sleep(1_000);
      }
      const liveDuring = await healthStatus(base, '/healthz/live');
      const allowedAt = Date.now();
      await proxy.allow();
      await waitUntil('bookings again', () => load.bookedSince(allowedAt) >= CLIENTS);
      const answers = await load.stop();

      const after = processIds(running);
      console.info('(b) server process ids before and after', { before, after });
      expect(after).toEqual(before);
      expect(logLines(running).filter((l) => l.message === 'Server worker died')).toEqual([]);
      expect(healthDuring.length).toBeGreaterThan(10);
      expect(new Set(healthDuring)).toEqual(new Set([503]));
      expect(liveDuring).toBe(200);
      expect(await healthStatus(base)).toBe(200);

      // Sent and answered while refused: 503 SERVICE_UNAVAILABLE with Retry-After, every one.
      const during = answers.filter((a) => a.sentAt >= refusedAt && a.doneAt <= allowedAt);
      expect(during.length).toBeGreaterThan(0);
      for (const answer of during) {
        expect(answer).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
      }
      // No request went unanswered, none was an internal error.
      expectOnlyUnavailable(answers.filter((a) => !a.reservationId));
      const booked = answers.filter((a) => a.reservationId);

      await waitUntil(
        'mail sent',
        async () => (await leftBehind(database.url, since)).pendingMail === 0,
      );
      const left = await leftBehind(database.url, since);
      console.info('(b) bookings', {
        answered: answers.length,
        booked: booked.length,
        unavailable: answers.filter((a) => a.status === 503).length,
        ...left,
      });
      expectNothingHalfWritten(left, answers);
      expect(await stopServer(running)).toBe(0);
    } finally {
      if (running) await stopServer(running);
      await proxy?.close();
      await database.drop();
    }
  });

  it('waits for a database it cannot reach at start, retrying with backoff, then serves; so does a worker replaced meanwhile', async (context) => {
    const database = await createThrowawayDatabase('ride_outage');
    if (!database) return context.skip('no PostgreSQL server reachable');
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.refuse();
    const running = runCluster(proxy.urlFor(database.url));
    try {
      const retries = () =>
        logLines(running).filter(
          (line) => line.message === 'Migrating: the database is unreachable; trying again',
        );
      await waitUntil('three attempts', () => {
        if (running.child.exitCode !== null) throw new Error(running.output());
        return retries().length >= 3;
      });
      expect(running.child.exitCode).toBeNull();
      expect(retries().map((line) => line.attempt)).toEqual([1, 2, 3]);
      // No worker is started before the database is migrated.
      expect(childPids(running.child.pid!)).toEqual([]);

      await proxy.allow();
      const base = await waitForPort(running);
      expect(await healthStatus(base)).toBe(200);
      expect(processIds(running)).toHaveLength(3);
      expect(logLines(running).map((line) => line.message)).toContain(
        'Migrating: the database answers again',
      );

      // The database goes away again and a worker dies: its replacement waits, and is no death.
      await proxy.refuse();
      const [, killed, kept] = processIds(running);
      process.kill(killed!, 'SIGKILL');
      const waiting = () =>
        logLines(running).filter(
          (line) => line.message === 'Starting: the database is unreachable; trying again',
        );
      await waitUntil('the replacement waiting', () => waiting().length >= 3);
      const replacement = waiting()[0]!.pid as number;
      expect(running.child.exitCode).toBeNull();
      expect(logLines(running).filter((l) => l.message === 'Server worker died')).toHaveLength(1);
      await proxy.allow();
      await waitUntil('the replacement serving', () =>
        logLines(running).some(
          (line) =>
            line.message === 'Starting: the database answers again' && line.pid === replacement,
        ),
      );
      expect(processIds(running)).toEqual([
        running.child.pid!,
        ...[kept!, replacement].sort((a, b) => a - b),
      ]);
      expect(await healthStatus(base)).toBe(200);
      expect(await stopServer(running)).toBe(0);
    } finally {
      await stopServer(running);
      await proxy.close();
      await database.drop();
    }
  });
});

describe('a DATABASE_URL the database server refuses', () => {
  it('stops the server as a configuration error (exit 78), without waiting', async (context) => {
    const database = await createThrowawayDatabase('ride_outage');
    if (!database) return context.skip('no PostgreSQL server reachable');
    await database.drop();
    const name = new URL(database.url).pathname.slice(1);
    const running = runCluster(database.url);
    expect(await running.exited).toBe(78);
    expect(running.output()).toContain(
      `DATABASE_URL: the database server refused it (database "${name}" does not exist)`,
    );
  });
});
