import type { Logger } from '../../logger.ts';

const inFlight = new Set<Promise<void>>();
const BACKGROUND_DELAY_MS = 20;

/**
 * Runs work after the answer has gone: an answer that does not wait for it cannot reveal, by its
 * timing, whether the work happened at all (a reset mail for an account that exists).
 */
export function runInBackground(label: string, logger: Logger, task: () => Promise<void>): void {
  const run = (async () => {
    // Start once the answer is out: in-process PGlite runs queries on this thread, and would
    // otherwise hold up the answer's last bytes, making its timing tell after all.
    await new Promise((resolve) => setTimeout(resolve, BACKGROUND_DELAY_MS));
    try {
      await task();
    } catch (error) {
      logger.error(`${label} failed`, {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  })();
  inFlight.add(run);
  void run.finally(() => inFlight.delete(run));
}

/** Resolves once everything started in the background so far has finished (tests, shutdown). */
export async function settleBackgroundWork(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
