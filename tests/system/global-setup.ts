import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { prepareSeededDataDir } from '../support/seeded-data-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory migrated and seeded once for the run: servers start on copies of it. */
    seededDataDir: string;
  }
}

/** Prepares the seeded data directory that process tests start their embedded servers from. */
export default async function setup(project: TestProject) {
  const seeded = await prepareSeededDataDir();
  project.provide('seededDataDir', seeded);
  return async () => {
    await rm(seeded, { recursive: true, force: true });
  };
}
