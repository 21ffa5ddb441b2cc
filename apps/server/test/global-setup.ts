import { randomBytes } from 'node:crypto';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrateToLatest, openDatabase, type Db } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/seed/index.ts';
import { databaseUrl, dropDatabase, withClient } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresUrl: string | null;
    /** A migrated and seeded database each PostgreSQL test file copies (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: { database: string; schema: string } | null;
  }
}

/** The schema the template's tables live in (each copy keeps it, so a search path names it). */
const TEMPLATE_SCHEMA = 'ride';

/**
 * Migrates and seeds a database of this run's own on the PostgreSQL server once, so each test file
 * copies it (a file copy on the server) instead of running every migration and the seed again.
 */
async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const database = `ride_template_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`create database ${database}`));
  const url = databaseUrl(adminUrl, database);
  await withClient(url, async (client) => {
    // In public, as on the shared database: the migrations find it on the search path.
    await client.query('create extension if not exists btree_gist with schema public');
    await client.query(`create schema ${TEMPLATE_SCHEMA}`);
  });
  const handle = await openDatabase({ databaseUrl: url, searchPath: TEMPLATE_SCHEMA, poolSize: 5 });
  try {
    await migrateToLatest(handle.db, { schema: TEMPLATE_SCHEMA });
    await seedDemoData(handle.db, { isProduction: false });
  } finally {
    await handle.close();
  }
  return database;
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
  const db: Db = new Kysely({ dialect: new PGliteDialect(pglite) });
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
  const template = postgresUrl ? await createPostgresTemplate(postgresUrl) : null;
  project.provide(
    'postgresTemplate',
    template ? { database: template, schema: TEMPLATE_SCHEMA } : null,
  );
  return async () => {
    if (postgresUrl && template) await dropDatabase(postgresUrl, template);
    await rm(dir, { recursive: true, force: true });
  };
}
