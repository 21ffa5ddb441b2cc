import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server tests and the bench may use: TEST_DATABASE_URL, DATABASE_URL or the local one. */
const ADMIN_URL =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export interface ThrowawayDatabase {
  /** A connection URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on that server, or null when no server answers. */
export async function createThrowawayDatabase(prefix: string): Promise<ThrowawayDatabase | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await client.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
