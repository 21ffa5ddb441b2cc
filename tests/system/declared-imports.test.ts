import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleImports } from '../../scripts/lib/module-imports.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILTINS = new Set(builtinModules);

/** "@urql/core/x" → "@urql/core", "kysely/helpers/postgres" → "kysely". */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function importedPackages(directories: string[]): Set<string> {
  const used = new Set<string>();
  for (const directory of directories) {
    const files = readdirSync(join(ROOT, directory), { recursive: true, encoding: 'utf8' }).filter(
      (name) => /\.(?:ts|tsx|mjs)$/.test(name) && !name.includes('node_modules'),
    );
    for (const file of files) {
      // `import type` included: tsc needs those packages too.
      for (const specifier of moduleImports(
        file,
        readFileSync(join(ROOT, directory, file), 'utf8'),
      )) {
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
        if (specifier.startsWith('virtual:') || BUILTINS.has(specifier)) continue;
        used.add(packageOf(specifier));
      }
    }
  }
  return used;
}

function declared(workspace: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
}

/**
 * Every workspace names what it imports in its own package.json: nothing resolves only because
 * npm happened to hoist another workspace's dependency. (apps/web's run-time imports have their
 * own, stricter test beside the app.)
 */
describe('declared imports', () => {
  it.each([
    ['.', ['tests', 'scripts']],
    ['apps/server', ['apps/server/src', 'apps/server/test']],
    ['packages/domain', ['packages/domain/src']],
  ])('%s declares every package its code imports', (workspace, directories) => {
    const used = importedPackages(directories);
    expect(used.size).toBeGreaterThan(2);
    const names = declared(workspace);
    expect([...used].filter((name) => !names.has(name)).sort()).toEqual([]);
  });
});
