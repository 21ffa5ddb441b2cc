import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createAppServer, createBackgroundWork } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import type { AppServices } from '../src/graphql/context.ts';
import { createLogger, type Logger } from '../src/logger.ts';
import { liveRideChanges } from '../src/modules/operator/live/announce.ts';
import { openLiveEvents, type LiveEvents } from '../src/modules/operator/live/live-events.ts';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './database.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

export interface TestApi {
  db: Db;
  /** The database handle (PostgreSQL's can open another pool, as a second process would). */
  database: TestDatabase;
  services: AppServices;
  /** Where the server listens, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Runs the background work (reset requests, mail) until nothing is due, as the server's worker would. */
  drainJobs(): Promise<void>;
  /** POSTs one GraphQL request to the server, as the app does. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
}

let webBuild: string | undefined;

/** A minimal web build, so API tests need no real one: the server only needs index.html. */
export function fakeWebBuild(): string {
  if (webBuild) return webBuild;
  webBuild = mkdtempSync(join(tmpdir(), 'ride-web-'));
  writeFileSync(
    join(webBuild, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  return webBuild;
}

let consoleBuild: string | undefined;

/** A minimal console build: its page and one script. */
export function fakeConsoleBuild(): string {
  if (consoleBuild) return consoleBuild;
  consoleBuild = mkdtempSync(join(tmpdir(), 'ride-console-'));
  writeFileSync(
    join(consoleBuild, 'index.html'),
    '<!doctype html><html><head><title>Operator console</title></head><body></body></html>',
  );
  mkdirSync(join(consoleBuild, 'assets'));
  writeFileSync(join(consoleBuild, 'assets', 'console-test.js'), 'export const console = 1;\n');
  return consoleBuild;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: fakeWebBuild(),
    CONSOLE_DIST_DIR: fakeConsoleBuild(),
    // Required in production mode, which some tests run in; a fixed key for tests only.
    SECRETS_KEY: '7e'.repeat(32),
    ...overrides,
  });
}

/**
 * Opens a fresh database of the given kind and the app's HTTP server on a free port (the same
 * request handler `npm start` serves) before the file's tests, and closes both after. Call it
 * inside describe.each(databaseKinds()).
 */
export function useTestApi(
  kind: DatabaseKind,
  configOverrides: Record<string, string> = {},
  options: {
    logger?: Logger;
    live?: { redisPrefix?: string };
    /** A database of the test's own making instead of a fresh one of `kind`. */
    openDatabase?: () => Promise<TestDatabase>;
  } = {},
): TestApi {
  let handle: TestDatabase | undefined;
  let server: Server | undefined;
  let background: ReturnType<typeof createBackgroundWork> | undefined;
  let live: LiveEvents | undefined;
  const api = {} as TestApi;

  beforeAll(async () => {
    handle = await (options.openDatabase?.() ?? openTestDatabase(kind));
    const config = testConfig(configOverrides);
    const logger = options.logger ?? createLogger('silent');
    background = createBackgroundWork({ config, db: handle.db, logger });
    live = await openLiveEvents({ config, database: handle, logger, ...options.live });
    await live.ready;
    const services: AppServices = {
      config,
      db: handle.db,
      logger,
      jobs: background.runner,
      live,
      rideChanges: liveRideChanges({ db: handle.db, logger, live }),
    };
    server = createAppServer(services);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    api.db = handle.db;
    api.database = handle;
    api.services = services;
    api.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await live?.close();
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    await background?.close();
    await handle?.close();
  });

  api.drainJobs = async () => {
    if (!background) throw new Error('The test API is not open yet');
    await background.runner.drain();
  };

  api.gql = async (query, variables = {}, headers = {}) => {
    if (!server) throw new Error('The test API is not open yet');
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
    return { status: response.status, ...body } as GraphQLResponse<never>;
  };
  return api;
}
