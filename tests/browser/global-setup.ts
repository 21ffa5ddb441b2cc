import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { freePort } from '../../scripts/lib/ports.ts';
import { copyDataDir, prepareSeededDataDir } from '../support/seeded-data-dir.ts';
import { startTileServer, type TileServer } from '../support/tile-server.ts';
import { cardNumbersIn, cardNumbersInDatabase, gatewaySecretsIn } from './card-numbers.ts';
import { openConsoleAdmins, type ConsoleAccount } from './console-accounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers the browser tests drive: one per worker, the worker's VITEST_POOL_ID'th. */
    browserServers: BrowserTestServer[];
    /** The tile server every browser test server draws its maps from (MAP_TILE_URL). */
    testTiles: { origin: string; template: string; attribution: string };
    /** The demo company's admins the test files sign in to the console as (console-support.ts). */
    consoleAdmins: ConsoleAccount[];
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

/** One server the browser tests drive, with what the card number scan reads after the run. */
export interface BrowserTestServer {
  baseUrl: string;
  /** Where the browser tests append the bodies of the requests pages send to the app. */
  requestLog: string;
  /** The server's DATA_DIR, for commands run beside it (company:create). */
  dataDir: string;
}

/**
 * Starts the built server (the same bundle `npm start` runs) on a free port over its own copy of
 * the seeded embedded database; resolves once it answers, with a function that stops it and scans
 * what it kept and logged.
 */
/** The credit the browser test servers give their tiles (MAP_TILE_ATTRIBUTION). */
const TEST_TILES_CREDIT = '© Test tiles';

async function startServer(
  seeded: string,
  tiles: TileServer,
): Promise<BrowserTestServer & { stop(): Promise<void> }> {
  const dataDir = await copyDataDir(seeded, 'ride-e2e-');
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
      // Street maps from a tile server on this machine, as a deployment names its own.
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: TEST_TILES_CREDIT,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    requestLog,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      try {
        await scanForCardNumbers(log, requestLog, dataDir);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A server per worker of the browser project (VITEST_POOL_ID picks it, see browser.ts), so that
 * test files run side by side without one's company settings reaching another's screens. When
 * they are done, each server's log, request bodies and database are scanned for card numbers.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const seeded = await prepareSeededDataDir();
  const tiles = await startTileServer();
  let servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    servers = await Promise.all(Array.from({ length: workers }, () => startServer(seeded, tiles)));
  } finally {
    await rm(seeded, { recursive: true, force: true });
  }
  // The same accounts on every server: each has its own database, opened the same way.
  const admins = await Promise.all(servers.map((server) => openConsoleAdmins(server.baseUrl)));
  project.provide('consoleAdmins', admins[0] ?? []);
  project.provide('testTiles', {
    origin: tiles.origin,
    template: tiles.template,
    attribution: TEST_TILES_CREDIT,
  });
  project.provide(
    'browserServers',
    servers.map(({ baseUrl, requestLog, dataDir }) => ({ baseUrl, requestLog, dataDir })),
  );
  return async () => {
    const stopped = await Promise.allSettled(servers.map((server) => server.stop()));
    await tiles.close();
    const failures = stopped.filter((result) => result.status === 'rejected');
    if (failures.length > 0) {
      // Vitest reports an error thrown here but does not fail the run for it.
      process.exitCode = 1;
      throw (failures[0] as PromiseRejectedResult).reason;
    }
  };
}
