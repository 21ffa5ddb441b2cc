import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import type { DatabaseHandle, Db } from '../src/db/database.ts';
import type { AppServices } from '../src/graphql/context.ts';
import { createGraphQLHandler } from '../src/graphql/yoga.ts';
import { createLogger } from '../src/logger.ts';
import { openTestDatabase, type DatabaseKind } from './database.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

export interface TestApi {
  db: Db;
  services: AppServices;
  /** Runs one GraphQL request through the real yoga handler, in process. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

/**
 * Opens a fresh database of the given kind before the file's tests and closes it after, giving
 * back an API bound to it. Call it inside describe.each(databaseKinds()).
 */
export function useTestApi(
  kind: DatabaseKind,
  configOverrides: Record<string, string> = {},
): TestApi {
  let handle: DatabaseHandle | undefined;
  let yoga: ReturnType<typeof createGraphQLHandler> | undefined;
  const api = {} as TestApi;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const config = testConfig(configOverrides);
    const services: AppServices = { config, db: handle.db, logger: createLogger('silent') };
    yoga = createGraphQLHandler(services);
    api.db = handle.db;
    api.services = services;
  });

  afterAll(async () => {
    await handle?.close();
  });

  api.gql = async (query, variables = {}, headers = {}) => {
    if (!yoga) throw new Error('The test API is not open yet');
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
    return { status: response.status, ...body } as GraphQLResponse<never>;
  };
  return api;
}
