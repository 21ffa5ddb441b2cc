import cluster, { type Worker } from 'node:cluster';
import { openAppDatabase } from './app.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

const WORKER_INDEX_VARIABLE = 'RIDE_WORKER_INDEX';
const RESTART_DELAY_MS = 1_000;
/** More deaths than this within the window means something is wrong that restarts won't fix. */
const MAX_DEATHS_IN_WINDOW = 5;
const DEATH_WINDOW_MS = 60_000;
/** Workers finish their requests within 10 s (app.close); this is the backstop. */
const STOP_TIMEOUT_MS = 15_000;
/** This process's worker number in a cluster (0 runs the hourly purge), or null outside one. */
export function workerIndex(): number | null {
  if (!cluster.isWorker) return null;
  return Number(process.env[WORKER_INDEX_VARIABLE] ?? 0);
}

/**
 * The primary of a multi-process server (decision 17): migrates and seeds once, starts
 * `config.workers` processes that share the port, replaces one that dies, and on SIGTERM or
 * SIGINT lets every worker finish its requests, then exits 0. It serves no requests itself.
 */
export async function runPrimary(
  config: Config,
  logger: Logger,
  announce: (port: number) => void,
): Promise<void> {
  const database = await openAppDatabase(config, logger);
  await database.close();
  // Workers accept connections themselves from the shared socket. With the primary handing them
  // out in turn (round robin), a connection passed to a worker that died before taking it stayed
  // open in the primary until the client gave up; accepted by a worker, it dies with the worker
  // and the client sees it close at once (decision 25).
  cluster.schedulingPolicy = cluster.SCHED_NONE;

  const indexOf = new Map<Worker, number>();
  const deaths: number[] = [];
  let listening = 0;
  let announced = false;
  /** Set once stopping: what the primary exits with when the last worker is gone. */
  let stopCode: number | null = null;

  const start = (index: number) => {
    indexOf.set(cluster.fork({ [WORKER_INDEX_VARIABLE]: String(index) }), index);
  };

  const stop = (exitCode: number) => {
    if (stopCode !== null) return;
    stopCode = exitCode;
    if (indexOf.size === 0) process.exit(exitCode);
    for (const worker of indexOf.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of indexOf.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (!announced && listening === config.workers) {
      announced = true;
      announce(address.port);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const index = indexOf.get(worker) ?? 0;
    indexOf.delete(worker);
    if (stopCode !== null) {
      if (indexOf.size === 0) process.exit(stopCode);
      return;
    }
    logger.error('Server worker died', { worker: index, code, signal });
    if (!announced) {
      // A worker that cannot start (port taken, configuration the database refuses) will not
      // start next time. An unreachable database is not among these: a worker waits for it.
      stop(1);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) < now - DEATH_WINDOW_MS) deaths.shift();
    if (deaths.length > MAX_DEATHS_IN_WINDOW) {
      logger.error('Server workers keep dying; stopping', { deaths: deaths.length });
      stop(1);
      return;
    }
    setTimeout(() => {
      if (stopCode === null) start(index);
    }, RESTART_DELAY_MS);
  });

  for (let index = 0; index < config.workers; index += 1) start(index);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info(`${signal} received, stopping workers`);
      stop(0);
    });
  }
}
