import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/seed/index.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when a server is reachable (CI has one). */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated and seeded database of the given kind for one test file: a copy of the PGlite
 * dump, or a throwaway schema on the PostgreSQL server that is dropped on close.
 */
export interface TestDatabase extends DatabaseHandle {
  /** Another connection pool to the same PostgreSQL schema, as a second server process has. */
  openAnother?(): Promise<DatabaseHandle>;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dump = await readFile(inject('pgliteDumpPath'));
    return openDatabase({ pgliteDump: new Blob([dump]) });
  }
  const url = inject('postgresUrl');
  if (!url) throw new Error('No PostgreSQL server for this test run');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 5 });
  await migrateToLatest(handle.db, { schema });
  await seedDemoData(handle.db, { isProduction: false });
  return {
    ...handle,
    openAnother: () => openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 5 }),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
