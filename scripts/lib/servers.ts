import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports.ts';
import { createThrowawayDatabase } from './postgres.ts';
import { childPids, processTreeCpuMicros } from './processes.ts';

export interface RunningServer {
  url: string;
  /** Server processes answering (WEB_CONCURRENCY, one per core on PostgreSQL by default). */
  workers: number;
  /** CPU the server's processes have used so far (all threads), in microseconds. */
  cpuMicros(): number;
  /** The server's own database, when it runs on PostgreSQL. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

let logDirectory: string | undefined;
/** One directory for this run's server logs, removed when the process exits. */
function logDir(): string {
  if (logDirectory) return logDirectory;
  const dir = mkdtempSync(join(tmpdir(), 'ride-bench-logs-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  logDirectory = dir;
  return dir;
}

/**
 * Starts a server whose output goes to a log file, as under a process manager: at the default log
 * level the app writes a line per request, and a pipe into this process would make the load
 * generator read them.
 */
async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const logFile = join(logDir(), `server-${port}.log`);
  const fd = openSync(logFile, 'a');
  // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/some/dir" to profile the servers.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-4000);
    } catch {
      return '';
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    const ready = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url, output };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${output()}`);
}

function stopper(child: ChildProcess, cleanup: () => Promise<void> | void = () => undefined) {
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await cleanup();
  };
}

/** The bench's baseline: a bare graphql-yoga hello-world. */
export async function startHelloYoga(): Promise<RunningServer> {
  const { child, url } = await startProcess(
    [resolve('scripts/bench/hello-yoga.mjs')],
    { NODE_ENV: 'production' },
    '/graphql?query=%7Bhello%7D',
  );
  return {
    url,
    workers: 1,
    cpuMicros: () => processTreeCpuMicros(child.pid ?? 0),
    stop: stopper(child),
  };
}

/** The built server `npm start` runs. */
export const APP_MAIN = resolve('apps/server/dist/main.js');

/** The Node flags `npm start` runs the server with. */
export const APP_NODE_FLAGS: string[] = [];

export interface AppServerOptions {
  /** Another build of the server (default: the one `npm start` runs). */
  main?: string;
  nodeFlags?: string[];
  /** `production` (default) runs seeded demo data in production mode, as operators run it. */
  mode?: 'production' | 'development';
  /** More environment variables for the server. */
  env?: Record<string, string>;
}

/** Settings of the bench's own environment that reach the app servers it starts. */
const PASSED_ON = ['WEB_CONCURRENCY', 'DATABASE_PREPARED_STATEMENTS'] as const;

const passedOn = (env: NodeJS.ProcessEnv, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));

/** The public address the servers started here are configured with. */
export const TEST_PUBLIC_URL = 'https://rides.example.com';

/**
 * The built app server (what `npm start` runs, or another build of it, or with other Node flags)
 * over PGlite or PostgreSQL (a database of its own, dropped on stop), seeded with the demo data;
 * null when PostgreSQL was asked for and none is reachable.
 */
export async function startAppServer(
  kind: 'pglite' | 'postgres',
  options: AppServerOptions = {},
): Promise<RunningServer | null> {
  const mainArgs = [...(options.nodeFlags ?? APP_NODE_FLAGS), options.main ?? APP_MAIN];
  const dataDir = mkdtempSync(join(tmpdir(), 'ride-server-'));
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ...passedOn(process.env, PASSED_ON),
    ...options.env,
  };
  let dropDatabase: () => Promise<void> = async () => undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const database = await createThrowawayDatabase('ride_server');
    if (!database) {
      rmSync(dataDir, { recursive: true, force: true });
      return null;
    }
    env.DATABASE_URL = database.url;
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  // First start seeds the demo data (development only), then production mode, as operators run it
  // (graphql-js skips its development-time checks there).
  let running: Awaited<ReturnType<typeof startProcess>>;
  if (options.mode === 'development') {
    running = await startProcess(mainArgs, env, '/healthz');
  } else {
    const seeding = await startProcess(mainArgs, env, '/healthz');
    await stopper(seeding.child)();
    const production = {
      ...env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: TEST_PUBLIC_URL,
      ...options.env,
    };
    running = await startProcess(mainArgs, production, '/healthz');
  }
  const { child, url } = running;
  // A cluster primary's workers start together; /healthz answers once the first one listens.
  await new Promise((r) => setTimeout(r, 1000));
  return {
    url,
    workers: Math.max(1, childPids(child.pid ?? 0).length),
    cpuMicros: () => processTreeCpuMicros(child.pid ?? 0),
    ...(databaseUrl ? { databaseUrl } : {}),
    stop: stopper(child, async () => {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    }),
  };
}
