import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest, type Db } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresUrl: string | null;
  }
}

/** The PostgreSQL server the API tests also run on: TEST_DATABASE_URL, DATABASE_URL or the local one. */
async function reachablePostgres(): Promise<string | null> {
  const candidates = [
    process.env.TEST_DATABASE_URL,
    process.env.DATABASE_URL,
    'postgres://postgres@127.0.0.1:5432/test',
  ];
  for (const url of candidates) {
    if (!url) continue;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      // Once, in public: an extension created by a migration in a throwaway test schema would be
      // dropped with that schema, and the other schemas' exclusion constraints with it.
      await client.query('create extension if not exists btree_gist with schema public');
      return url;
    } catch {
      // not reachable; try the next one
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

/**
 * Migrates and seeds one PGlite database and dumps it, so each test file starts its own copy in
 * well under a second instead of running initdb and every migration again.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'ride-test-'));
  const pglite = new PGlite({ extensions: { btree_gist } });
  const db: Db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  await seedDemoData(db, { isProduction: false });
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dumpPath = join(dir, 'seeded.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  const postgresUrl = await reachablePostgres();
  project.provide('postgresUrl', postgresUrl);
  if (!postgresUrl) console.warn('No PostgreSQL server reachable: API tests run on PGlite only.');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
