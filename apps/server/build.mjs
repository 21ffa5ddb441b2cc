// Bundles the server (and the shared domain package) into dist/main.js; npm packages stay external.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const rawText = {
  name: 'raw-text',
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: new URL(args.path.replace(/\?raw$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'raw-text',
    }));
    b.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The mail templates are React components (React Email): the automatic runtime, no React import.
  jsx: 'automatic',
  // The workspace package is TypeScript source, so it is bundled rather than left external.
  alias: { '@ride/domain': '../../packages/domain/src/index.ts' },
  plugins: [rawText],
  logLevel: 'warning',
});

// The sandbox payment gateway's hosted-fields script: a small browser bundle of its own.
await build({
  entryPoints: ['src/adapters/payments/sandbox/hosted-fields.client.ts'],
  outfile: 'dist/sandbox/hosted-fields.js',
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2020',
  minify: true,
  logLevel: 'warning',
});
