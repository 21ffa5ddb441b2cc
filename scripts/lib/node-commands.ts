import { fileURLToPath } from 'node:url';

/**
 * Node's arguments for a repository command written in TypeScript, as package.json runs them:
 * tsx, and `?raw` text imports (the server's catalogs) through raw-imports.mjs.
 */
export const TYPESCRIPT_COMMAND = [
  '--import',
  'tsx',
  '--import',
  fileURLToPath(new URL('./raw-imports.mjs', import.meta.url)),
];
