/**
 * The built server as `npm start` runs it, in a child process of a test: started with the
 * environment a test gives it, watched through its output and its process ids, stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { childPids, processTreeCpuMicros } from '../../../scripts/lib/processes.ts';

const MAIN = resolve('apps/server/dist/main.js');
const dirs: string[] = [];

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A new temporary directory, removed by `removeTempDirs` (a test file's afterAll). */
export function tempDir(prefix = 'ride-sys-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/**
 * A new temporary data directory holding a copy of the run's migrated and seeded one: a server
 * started on it skips what only a first start does (global-setup.ts).
 */
export function seededDataDir(): string {
  const dir = tempDir('ride-seeded-copy-');
  cpSync(inject('seededDataDir'), dir, { recursive: true });
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A minimal web build: for tests that need the API, not the app's pages. */
function fakeWebBuild(): string {
  const dir = tempDir('ride-web-');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return dir;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it has written so far, stdout and stderr. */
  output(): string;
  /** Its exit code; null when a signal ended it. */
  exited: Promise<number | null>;
}

/** The built server with these environment variables (of this process's, only PATH). */
export function runServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

/** The API on PostgreSQL with two worker processes, on a free port, with its own data directory. */
export function runCluster(databaseUrl: string, env: Record<string, string> = {}): ServerProcess {
  const web = fakeWebBuild();
  return runServer({
    PORT: '0',
    DATA_DIR: tempDir('ride-data-'),
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '2',
    WEB_DIST_DIR: web,
    CONSOLE_DIST_DIR: web,
    ...env,
  });
}

/** The JSON log lines the server has written so far. */
export function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The server's address, once it says it listens; throws when it exits first. */
export async function waitForPort(server: ServerProcess, ms = 90_000): Promise<string> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/localhost:\d+)/.exec(server.output());
    if (match) return match[1]!;
    if (server.child.exitCode !== null) throw new Error(server.output());
    await sleep(100);
  }
  throw new Error(`no start:\n${server.output()}`);
}

/** SIGTERM, unless it has ended already; its exit code. */
export function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  return server.exited;
}

/** The server's processes: its primary, then its workers by id. */
export function processIds(server: ServerProcess): number[] {
  const primary = server.child.pid!;
  return [primary, ...childPids(primary).sort((a, b) => a - b)];
}

/**
 * The worker that used the most CPU over the next second: the one busy with requests (a client's
 * kept-alive connections stay with the worker that accepted them, so one may have most of them).
 */
export async function busiestWorker(server: ServerProcess): Promise<number> {
  const workers = processIds(server).slice(1);
  const before = workers.map(processTreeCpuMicros);
  await sleep(1_000);
  const used = workers.map((pid, i) => processTreeCpuMicros(pid) - before[i]!);
  return workers[used.indexOf(Math.max(...used))]!;
}

/**
 * GET `path` on a connection of its own (one kept alive to a killed worker would be reset): its
 * status, or 0 when nothing answered.
 */
export function healthStatus(base: string, path = '/healthz'): Promise<number> {
  return new Promise((done) => {
    const req = request(`${base}${path}`, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', () => done(0));
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.end();
  });
}

export async function waitUntil(
  what: string,
  condition: () => boolean | Promise<boolean>,
  ms = 60_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(100);
  }
}

/** Ends every connection to this database only (the PostgreSQL server is shared); how many. */
export async function terminateBackends(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}
