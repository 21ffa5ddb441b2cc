import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { consoleLinguiMacros } from './apps/console/build/lingui-macros.ts';
import { linguiMacros } from './apps/web/build/lingui-macros.ts';

// graphql 16 ships CJS (main) and ESM (module) copies without an exports map. Node loads
// graphql-yoga's import of it as CJS, so our code must get the same copy or instanceof fails.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

const cores = availableParallelism();

export default defineConfig({
  test: {
    // Vitest's default is one file fewer than there are cores: a single file at a time on a
    // two-core machine. The unit and API files wait on a database or an HTTP answer, so run one per
    // core. Then the process files, also one per core: they spend most of their time waiting (an
    // outage's 15 s, a restart). The browser files run last, two at a time: one file leaves about
    // half of two cores idle while pages wait on their server (decision 75).
    maxWorkers: Math.max(2, cores),
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
        // The app's messages as the build compiles them: macros and PO catalogs (decision 93).
        plugins: [...linguiMacros(), lingui({ cwd: 'apps/web' })],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        // The console's messages as its build compiles them (decision 96).
        plugins: [...consoleLinguiMacros(), lingui({ cwd: 'apps/console' })],
        test: {
          name: 'console',
          include: ['apps/console/src/**/*.test.ts', 'apps/console/src/**/*.test.tsx'],
          setupFiles: ['apps/console/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          globalSetup: ['tests/system/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // At least two files at a time: on two cores that took 318 s where one at a time took 480 s.
          // Each worker drives a server of its own (global-setup.ts), so files side by side never meet.
          maxWorkers: Math.max(2, Math.floor(cores / 2)),
          // expect.poll waits on a page and its server, which on a busy two-core machine can take
          // longer than Vitest's one second.
          expect: { poll: { timeout: 10_000 } },
          sequence: { groupOrder: 2 },
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
