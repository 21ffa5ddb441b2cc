import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { freePort } from '../../scripts/lib/ports.ts';
import { cardNumbersIn, cardNumbersInDatabase, gatewaySecretsIn } from './card-numbers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the browser tests append the bodies of the requests pages send to the app. */
    requestLog: string;
    /** The server's DATA_DIR, for commands run beside it (company:create). */
    dataDir: string;
  }
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy:\n${output()}`);
}

/**
 * After the browser tests: no full card number in the server's log, in a request body pages sent
 * to the app, or anywhere in the database. (The sandbox gateway's own tokenize endpoint takes the
 * number, as a gateway's server does; it is not the app's and is not recorded.)
 */
async function scanForCardNumbers(log: string, requestLog: string, dataDir: string) {
  const requests = await readFile(requestLog, 'utf8').catch(() => '');
  const pglite = new PGlite({ dataDir: join(dataDir, 'pglite'), extensions: { btree_gist } });
  try {
    const database = await cardNumbersInDatabase(
      async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
    );
    // Gateway credentials typed in the console: sent once by the admin's page, then kept only
    // encrypted and never logged.
    const secrets = await cardNumbersInDatabase(
      async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
      gatewaySecretsIn,
    );
    const found = [
      ...cardNumbersIn(log).map((number) => `server log: ${number}`),
      ...cardNumbersIn(requests).map((number) => `request body: ${number}`),
      ...database.found,
      ...gatewaySecretsIn(log).map((secret) => `server log: gateway secret ${secret}`),
      ...secrets.found.map((secret) => `gateway secret in ${secret}`),
    ];
    console.info(
      `Card number and gateway secret scan: ${log.length} characters of server log, ${requests.length} of request bodies, ${database.values} database values: ${found.length} found`,
    );
    if (found.length > 0) {
      throw new Error(`Full card numbers were kept or sent:\n  ${found.join('\n  ')}`);
    }
  } finally {
    await pglite.close();
  }
}

/**
 * Starts the built server (the same bundle `npm start` runs) on a free port over a fresh embedded
 * database with demo data, for the browser tests to drive; when they are done, scans what it kept
 * and logged for card numbers.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'ride-e2e-'));
  const requestLog = join(dataDir, 'request-bodies.log');
  await writeFile(requestLog, '');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [resolve('apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      // Mailed links point where the browser opens the app.
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // A line per request, as in production: the card number scan reads them.
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // As behind a load balancer: API calls of the tests may name their client's address.
      TRUST_PROXY_HOPS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('requestLog', requestLog);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    try {
      await scanForCardNumbers(log, requestLog, dataDir);
    } catch (error) {
      // Vitest reports an error thrown here but does not fail the run for it.
      process.exitCode = 1;
      throw error;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}
