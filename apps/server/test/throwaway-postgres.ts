import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from './postgres-admin.ts';

/**
 * A database of its own on the test PostgreSQL server, for tests that end connections: they may
 * end only their own database's (the server and its `test` database are shared).
 */
export interface ThrowawayPostgres {
  url: string;
  host: string;
  port: number;
  /** Ends every connection to this database (as a restart or failover does); how many it ended. */
  terminateBackends(): Promise<number>;
  drop(): Promise<void>;
}

/** A new, empty database, or null when the test run has no PostgreSQL server. */
export async function createThrowawayPostgres(prefix: string): Promise<ThrowawayPostgres | null> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) return null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl(adminUrl, name));
  return {
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    async terminateBackends() {
      const { rows } = await admin.query<{ pid: number }>(
        `select pg_terminate_backend(pid) as ended, pid from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      return rows.length;
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
