import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// graphql 16 ships CJS (main) and ESM (module) copies without an exports map. Node loads
// graphql-yoga's import of it as CJS, so our code must get the same copy or instanceof fails.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

const cores = availableParallelism();

export default defineConfig({
  test: {
    // Vitest's default is one file fewer than there are cores: a single file at a time on a
    // two-core machine. The unit, API and process files run first, one more at a time than there
    // are cores: the process files spend most of their time waiting (an outage's 15 s, a restart),
    // and the API files wait on a database or an HTTP answer.
    maxWorkers: Math.max(2, cores) + 1,
    projects: [
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'console',
          include: ['apps/console/src/**/*.test.ts', 'apps/console/src/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          globalSetup: ['tests/system/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Last, once the others are done, one file per core: each worker drives a server of its
          // own (global-setup.ts), and Chromium and that server keep a core busy between them.
          maxWorkers: Math.max(2, cores),
          sequence: { groupOrder: 1 },
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
