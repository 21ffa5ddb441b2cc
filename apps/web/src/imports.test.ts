import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleImports } from '../../../scripts/lib/module-imports.ts';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = join(WEB, 'src');

/** The app's own modules (tests aside) and what each imports at run time. */
function sourceModules(): Map<string, string[]> {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test[.-]/.test(name))
    .map((name) => join(SOURCE, name));
  return new Map(
    files.map((file) => [
      file,
      // `import type` is left out: the compiler erases it.
      moduleImports(file, readFileSync(file, 'utf8'), { runtimeOnly: true }),
    ]),
  );
}

/** A relative import as the file it names, when that is one of the app's TypeScript modules. */
function resolveRelative(from: string, specifier: string): string | null {
  const path = resolve(dirname(from), specifier);
  return /\.tsx?$/.test(path) && existsSync(path) ? path : null;
}

function importCycles(modules: Map<string, string[]>): string[][] {
  const graph = new Map(
    [...modules].map(([file, specifiers]) => [
      file,
      specifiers.filter((s) => s.startsWith('.')).flatMap((s) => resolveRelative(file, s) ?? []),
    ]),
  );
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles.map((cycle) => cycle.map((file) => relative(SOURCE, file)));
}

/** "react-dom/client" → "react-dom", "@urql/core/x" → "@urql/core". */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('apps/web imports', () => {
  const modules = sourceModules();

  it('form no circle', () => {
    expect(modules.size).toBeGreaterThan(50);
    expect(importCycles(modules)).toEqual([]);
  });

  it('name only packages that apps/web/package.json declares, in the code the browser runs', () => {
    const manifest = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const builtins = new Set(builtinModules);
    const used = new Set(
      [...modules.values()]
        .flat()
        .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtins.has(s))
        .map(packageOf),
    );
    expect(used).toContain('react');
    expect([...used].filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });
});
