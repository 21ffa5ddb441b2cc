import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database belongs to one process at a time: the server, or a company command run
 * while the server is stopped. Whoever opens it holds this file (it names their process id); a
 * file left by a process that no longer runs is taken over.
 */
export function dataDirLockPath(dataDir: string): string {
  return join(dataDir, 'pglite.lock');
}

/** A lock file being written has no id yet; one that stays empty this long was left by a crash. */
const EMPTY_LOCK_STALE_MS = 5_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding the lock, or undefined when it is free or was left behind. */
function liveHolder(path: string): number | 'unknown' | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(text);
  if (!text || !Number.isInteger(pid) || pid <= 0) {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return undefined;
    return Date.now() - stat.mtimeMs > EMPTY_LOCK_STALE_MS ? undefined : 'unknown';
  }
  // Our own id in the file is a previous life of ours (a restarted container's pid 1).
  return pid !== process.pid && isRunning(pid) ? pid : undefined;
}

export type LockAttempt = { release: () => void } | { heldBy: number | 'unknown' };

/** Takes the lock if it is free (or stale) now, without waiting. */
export function tryLockDataDir(dataDir: string): LockAttempt {
  const path = dataDirLockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = liveHolder(path);
    if (holder !== undefined) return { heldBy: holder };
    try {
      unlinkSync(path);
    } catch {
      // another process took it over first; look again
    }
  }
  return { heldBy: 'unknown' };
}

/** Takes the lock, waiting up to `waitMs` for its holder (a company command runs seconds). */
export async function lockDataDir(
  dataDir: string,
  waitMs: number,
  onWait: (holder: number | 'unknown') => void = () => undefined,
): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const attempt = tryLockDataDir(dataDir);
    if ('release' in attempt) return attempt.release;
    if (Date.now() >= deadline) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another process (${attempt.heldBy}). ` +
          'Only one process may open it; stop the other one or wait for it to finish.',
      );
    }
    if (!told) onWait(attempt.heldBy);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
