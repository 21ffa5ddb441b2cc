import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase, pgliteDirFor } from '../../apps/server/src/db/database.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/index.ts';

/**
 * A server data directory whose embedded database is migrated and seeded, as the server leaves it
 * after its first start: made once per run, so that each server a test starts copies it instead of
 * running initdb, every migration and the seed again (about 15 s of CPU each on two cores).
 */
export async function prepareSeededDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ride-seeded-'));
  const handle = await openDatabase({ pgliteDir: pgliteDirFor(dir) });
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { isProduction: false });
  } finally {
    await handle.close();
  }
  return dir;
}

/** A new data directory holding a copy of a prepared one. */
export async function copyDataDir(prepared: string, prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await cp(prepared, dir, { recursive: true });
  return dir;
}
