import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { watchConnections } from './connection-loss.ts';
import { migrations } from './migrations/index.ts';
import { preparingPool } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new client (not yet connected) to the same database and schema, outside
   * the pool, for a session of its own such as LISTEN (modules/operator/live).
   */
  newClient?(): pg.Client;
}

/**
 * How long opening a connection may take before it fails: a request during an outage is answered
 * "unavailable" within this, rather than waiting on a server that does not answer.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

// Return bigint counts and numeric values as JS numbers; our counts and money fit easily.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data dump to start from (tests start each file from a migrated dump). */
  pgliteDump?: Blob | File | undefined;
  /** PostgreSQL schema to use (tests use a throwaway schema per file). */
  searchPath?: string | undefined;
  poolSize?: number;
  /**
   * PostgreSQL only: keep hot statements prepared on each connection (decision 65); off for a
   * connection pooler that cannot carry named statements (PgBouncer before 1.21 in transaction
   * mode, or without `max_prepared_statements`).
   */
  preparedStatements?: boolean;
  /** PostgreSQL only: where lost connections are reported. */
  logger?: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connection = {
      connectionString: options.databaseUrl,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // TCP keepalive: a server that vanished without closing (a failed host) is noticed too.
      keepAlive: true,
    };
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    watchConnections(pool, options.logger);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: options.preparedStatements === false ? pool : preparingPool(pool),
      }),
    });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      newClient: () => new pg.Client(connection),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const pglite = new PGlite({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    // Migration 0042's exclusion constraints (equality on text and uuid in a GiST index).
    extensions: { btree_gist },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/**
 * Runs every migration not yet run. With `schema`, Kysely keeps its bookkeeping tables there
 * instead of finding another schema's on the search path (tests migrate schemas side by side).
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
    provider: { getMigrations: async () => migrations },
    // Modules number their migrations in separate ranges; a later range may land first.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    // The cause tells a database that went away (worth waiting for) from a migration that broke.
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
