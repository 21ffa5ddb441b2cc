import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAX_LINES = 300;
/** Written by `npm run codegen`, never by hand; `npm run codegen:check` proves them current. */
const GENERATED = /\/gql\//;
const SOURCE = /\.(ts|tsx|css)$/;
const NOT_SOURCE = /\.test\.tsx?$|\.test-helpers\.ts$|\.test-server\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The apps' and the shared package's source files longer than the limit whose top gives no reason. */
function longFilesWithoutReason(root: string): string[] {
  const folders = ['apps/web/src', 'apps/console/src', 'apps/server/src', 'packages/domain/src'];
  return folders
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .map((path) => relative(root, path))
    .filter((path) => !GENERATED.test(path))
    .filter((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      return lines > MAX_LINES && !/Over 300 lines: \S/.test(text.split('\n', 1)[0] ?? '');
    });
}

describe(`source files of at most ${MAX_LINES} lines`, () => {
  it('say at their top why they are longer, when they are', () => {
    expect(longFilesWithoutReason(ROOT)).toEqual([]);
  });
});
