import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../../test/throwaway-postgres.ts';
import type { Logger } from '../logger.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

function recordingLogger() {
  const messages: string[] = [];
  const logger: Logger = {
    error: (message) => messages.push(message),
    warn: (message) => messages.push(message),
    info: (message) => messages.push(message),
    debug: () => undefined,
  };
  const count = (message: string) => messages.filter((m) => m === message).length;
  return { logger, count };
}

const LOST = 'Database connection lost; the pool replaces it';

describe('a PostgreSQL connection ended under the pool (restart, failover, pg_terminate_backend)', () => {
  let postgres: ThrowawayPostgres | null = null;
  let database: DatabaseHandle | undefined;
  const log = recordingLogger();

  beforeAll(async () => {
    postgres = await createThrowawayPostgres('ride_loss');
    if (!postgres) return;
    database = await openDatabase({ databaseUrl: postgres.url, poolSize: 4, logger: log.logger });
  });

  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
  });

  it('keeps the process up when its idle connections are ended, and the next query works', async (context) => {
    if (!postgres || !database) return context.skip('no PostgreSQL server for this test run');
    const { db } = database;
    // Four connections open and back in the pool, idle.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(db)));
    const before = log.count(LOST);
    expect(await postgres.terminateBackends()).toBe(4);
    // Each is reported as it drops (an unheard 'error' event would have ended the process).
    await vi.waitFor(() => expect(log.count(LOST)).toBe(before + 4));
    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it('fails only the transaction whose connection was ended, as the database being unavailable', async (context) => {
    if (!postgres || !database) return context.skip('no PostgreSQL server for this test run');
    const { db } = database;
    const before = log.count(LOST);
    const failure = await db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The connection is checked out, between two statements, when its backend ends.
        await postgres!.terminateBackends();
        await vi.waitFor(() => expect(log.count(LOST)).toBeGreaterThan(before));
        await sql`select 2`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = await sql<{ answer: number }>`select 7 as answer`.execute(db);
    expect(rows).toEqual([{ answer: 7 }]);
    expect(log.count('Database connections open again')).toBeGreaterThan(0);
  });
});
