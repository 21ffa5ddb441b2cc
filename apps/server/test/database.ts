import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { databaseUrl, dropDatabase, withClient } from './postgres-admin.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when a server is reachable (CI has one). */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated and seeded database of the given kind for one test file: a copy of the PGlite
 * dump, or a copy of the run's template database on the PostgreSQL server, dropped on close.
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
  const adminUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('No PostgreSQL server for this test run');
  // A copy of the run's migrated and seeded template: a database of the file's own.
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (admin) => createDatabaseFrom(admin, name, template.database));
  const url = databaseUrl(adminUrl, name);
  const { schema } = template;
  const handle = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 5 });
  return {
    ...handle,
    openAnother: () => openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 5 }),
    async close() {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * CREATE DATABASE … TEMPLATE fails while any session is connected to the template; the setup's
 * own connections may take a moment to end after it closes them, so a refusal is tried again.
 */
async function createDatabaseFrom(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = /is being accessed by other users/.test(String(error));
      if (!busy || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
