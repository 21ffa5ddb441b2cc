import type pg from 'pg';
import type { Logger } from '../logger.ts';
import { describeError } from './unavailable.ts';

/**
 * Keeps the process up when PostgreSQL ends a pooled connection (a restart, a failover,
 * `pg_terminate_backend`, a proxy's idle reaper). pg reports it as an 'error' event: on the pool
 * for an idle connection, on the client itself for one checked out. An 'error' event nobody
 * listens to ends a Node process, so both get a listener, as pg's documentation asks.
 *
 * pg-pool already drops the dead connection (at once when idle, on release when checked out: the
 * client is no longer queryable) and opens a new one for the next query; a query in flight on it
 * fails, and is answered as the database being unavailable.
 */
export function watchConnections(pool: pg.Pool, logger?: Logger): void {
  let lost = 0;
  // The idle connection's error reached its client's own listener below too: logged there.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    if (lost > 0) {
      logger?.info('Database connections open again', { lost });
      lost = 0;
    }
    // A terminated backend says so, then its socket closes: two errors, one loss.
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      lost += 1;
      logger?.error('Database connection lost; the pool replaces it', {
        error: describeError(error),
        code: (error as { code?: unknown }).code,
      });
    });
  });
}
