import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../apps/server/test/tcp-proxy.ts';
import { apiScenarios, type PreparedRequest } from '../../scripts/bench/scenarios.ts';
import { createThrowawayDatabase } from '../../scripts/lib/postgres.ts';
import { childPids } from '../../scripts/lib/processes.ts';

const MAIN = resolve('apps/server/dist/main.js');
/** Riders booking at once, each one booking after another. */
const CLIENTS = 4;
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  output: () => string;
}

/** A minimal web build: these tests need the API, not the app's pages. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ride-outage-web-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return dir;
}

/** The built server, as `npm start` runs it, with two worker processes. */
function run(databaseUrl: string): Running {
  const dataDir = mkdtempSync(join(tmpdir(), 'ride-outage-'));
  dirs.push(dataDir);
  const webDir = fakeWebBuild();
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
      WEB_DIST_DIR: webDir,
      CONSOLE_DIST_DIR: webDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function logLines(running: Running): Record<string, unknown>[] {
  return running
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForPort(running: Running): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/localhost:\d+)/.exec(running.output());
    if (match) return match[1]!;
    if (running.child.exitCode !== null) throw new Error(running.output());
    await sleep(100);
  }
  throw new Error(`no start:\n${running.output()}`);
}

async function stop(running: Running): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  const exited = new Promise<number | null>((r) => running.child.once('exit', (code) => r(code)));
  running.child.kill('SIGTERM');
  return exited;
}

/** The server's processes: its primary and its workers. */
function processIds(running: Running): number[] {
  const primary = running.child.pid!;
  return [primary, ...childPids(primary).sort((a, b) => a - b)];
}

async function healthStatus(base: string, path = '/healthz'): Promise<number> {
  try {
    return (await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

interface Answer {
  key: string;
  /** HTTP status; 0 when the connection broke or nothing answered. */
  status: number;
  code: string | undefined;
  reason: string | undefined;
  reservationId: string | undefined;
  retryAfter: number;
  sentAt: number;
  doneAt: number;
}

/** One booking request, as the app sends it: its own Idempotency-Key, the rider's token. */
async function bookOnce(base: string, booking: PreparedRequest, key: string): Promise<Answer> {
  const sentAt = Date.now();
  try {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...booking.headers, 'idempotency-key': key },
      body: JSON.stringify({ query: booking.query, variables: booking.variables }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as {
      data?: { createReservation?: { id: string } } | null;
      errors?: { extensions?: { code?: string; reason?: string } }[];
    };
    return {
      key,
      status: response.status,
      code: body.errors?.[0]?.extensions?.code,
      reason: body.errors?.[0]?.extensions?.reason,
      reservationId: body.data?.createReservation?.id,
      retryAfter: Number(response.headers.get('retry-after') ?? 0),
      sentAt,
      doneAt: Date.now(),
    };
  } catch {
    return {
      key,
      status: 0,
      code: undefined,
      reason: undefined,
      reservationId: undefined,
      retryAfter: 0,
      sentAt,
      doneAt: Date.now(),
    };
  }
}

/** Whether a booking's answer asks for the same request again: unavailable, or still running. */
const isRetryable = (answer: Answer) =>
  answer.status === 503 || answer.status === 0 || answer.reason === 'REQUEST_IN_PROGRESS';

/**
 * Riders booking one ride after another, as the app does: a booking answered SERVICE_UNAVAILABLE
 * (or cut off) is sent again with the same key after its Retry-After, one still being processed
 * a second later, until it has its answer; only then does the rider book the next ride.
 */
function startBookingLoad(base: string, booking: PreparedRequest) {
  const answers: Answer[] = [];
  let running = true;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (running) {
      const key = randomUUID();
      const giveUpAt = Date.now() + 120_000;
      for (;;) {
        const answer = await bookOnce(base, booking, key);
        answers.push(answer);
        if (!isRetryable(answer) || Date.now() > giveUpAt) break;
        await sleep(Math.max(answer.retryAfter * 1000, 1_000));
      }
    }
  });
  return {
    answers,
    /** Bookings made (answered with a reservation) since `since`. */
    bookedSince: (since: number) =>
      answers.filter((answer) => answer.reservationId && answer.sentAt >= since).length,
    async stop() {
      running = false;
      await Promise.all(clients);
      return answers;
    },
  };
}

async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(100);
  }
}

/** The booking every rider makes: the demo rider, their saved card, priced as the app prices it. */
async function prepareBooking(base: string): Promise<PreparedRequest> {
  const scenario = apiScenarios.find((s) => s.name.startsWith('createReservation'));
  return scenario!.prepare(base);
}

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
        `select count(*) as n from mail_outbox where created_at >= $1 and status = 'pending'`,
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
function expectOnlyUnavailable(failed: Answer[]) {
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
function expectNothingHalfWritten(left: Awaited<ReturnType<typeof leftBehind>>, answers: Answer[]) {
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

/** Ends every connection to this database only (the PostgreSQL server is shared). */
async function terminateBackends(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe('the server when PostgreSQL goes away under booking load', () => {
  it('(a) survives every backend being terminated at once: no process exits, only requests in flight fail', async (context) => {
    const database = await createThrowawayDatabase('ride_outage');
    if (!database) return context.skip('no PostgreSQL server reachable');
    const running = run(database.url);
    try {
      const base = await waitForPort(running);
      const booking = await prepareBooking(base);
      const before = processIds(running);
      expect(before).toHaveLength(3);
      const since = new Date();
      const load = startBookingLoad(base, booking);
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
      expect(await stop(running)).toBe(0);
    } finally {
      await stop(running);
      await database.drop();
    }
  });

  it('(b) answers 503 while PostgreSQL refuses connections for 15 s, then 200 again from the same processes', async (context) => {
    const database = await createThrowawayDatabase('ride_outage');
    if (!database) return context.skip('no PostgreSQL server reachable');
    const target = new URL(database.url);
    let proxy: TcpProxy | undefined;
    let running: Running | undefined;
    try {
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      running = run(proxy.urlFor(database.url));
      const base = await waitForPort(running);
      const booking = await prepareBooking(base);
      const before = processIds(running);
      expect(before).toHaveLength(3);
      const since = new Date();
      const load = startBookingLoad(base, booking);
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
      expect(await stop(running)).toBe(0);
    } finally {
      if (running) await stop(running);
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
    const running = run(proxy.urlFor(database.url));
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
      expect(await stop(running)).toBe(0);
    } finally {
      await stop(running);
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
    const running = run(database.url);
    const code = await new Promise<number | null>((r) => running.child.once('exit', r));
    expect(code).toBe(78);
    expect(running.output()).toContain(
      `DATABASE_URL: the database server refused it (database "${name}" does not exist)`,
    );
  });
});
