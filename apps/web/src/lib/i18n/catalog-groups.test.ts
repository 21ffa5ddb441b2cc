import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, screenModuleOf } from '../../app/routes/route-table.ts';
import {
  CATALOG_PARTS,
  catalogOfSource,
  catalogsOfPart,
  catalogsOfScreen,
  screenName,
} from './catalog-groups.ts';

const WEB = fileURLToPath(new URL('../../../', import.meta.url));
/** Relative imports and re-exports, static or lazy (as Prettier writes them); `import type` brings no code. */
const IMPORT = /\b(import|export)( type)? ([^;]*?) from '(\.[^']+)'|\bimport\('(\.[^']+)'\)/g;

interface Import {
  path: string;
  lazy: boolean;
}

const resolved = (file: string, specifier: string) =>
  relative(WEB, join(dirname(join(WEB, file)), specifier));
const isCode = (path: string) => /\.tsx?$/.test(path) && existsSync(join(WEB, path));

/**
 * The names a clause names ("{ a, b as c, type D }": a and b on the module's side, or c and b on
 * a re-export's `exported` side); null for a default, a namespace or `*`, which may use any.
 */
function namesOf(clause: string, side: 'module' | 'exported'): string[] | null {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return null;
  return (braces[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(' as ')[side === 'module' ? 0 : 1] ?? name);
}

/**
 * The files a feature's index.ts re-exports `names` from: as the bundler leaves out a re-export
 * no one uses, a screen that takes CardEntry from payments' index.ts does not reach the billing
 * address fields it also names.
 */
function reExportsOf(index: string, names: string[] | null): Import[] {
  const source = readFileSync(join(WEB, index), 'utf8');
  return [...source.matchAll(IMPORT)]
    .filter((m) => m[1] === 'export' && !m[2] && m[4])
    .filter((m) => {
      const exported = namesOf(m[3] ?? '', 'exported');
      return !names || !exported || exported.some((name) => names.includes(name));
    })
    .map((m) => ({ path: resolved(index, m[4] ?? ''), lazy: false }))
    .filter(({ path }) => isCode(path));
}

function importsOf(file: string): Import[] {
  const source = readFileSync(join(WEB, file), 'utf8');
  const barrel = file.endsWith('/index.ts');
  return [...source.matchAll(IMPORT)]
    .flatMap((m): Import[] => {
      if (m[5]) return [{ path: resolved(file, m[5]), lazy: true }];
      // A barrel's own re-exports are followed by name, from the file that imports them.
      if (m[2] || (barrel && m[1] === 'export')) return [];
      const path = resolved(file, m[4] ?? '');
      if (!path.endsWith('/index.ts')) return [{ path, lazy: false }];
      return [{ path, lazy: false }, ...reExportsOf(path, namesOf(m[3] ?? '', 'module'))];
    })
    .filter(({ path }) => isCode(path));
}

const partName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
/** A lazy import of a part that loads its own catalogs (PART_CATALOGS). */
const isPart = ({ path, lazy }: Import) => lazy && CATALOG_PARTS.includes(partName(path));

/**
 * Every file `start` loads, now or later, stopping at `stops` (the screens' glob) and at the lazy
 * parts with catalogs of their own, which `parts` collects.
 */
function reached(
  start: string,
  stops: readonly string[] = [],
  parts = new Set<string>(),
): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (stops.includes(file)) continue;
    for (const next of importsOf(file)) {
      if (isPart(next)) parts.add(next.path);
      else queue.push(next.path);
    }
  }
  return [...seen];
}

const hasMessages = (file: string) =>
  /@lingui\/(core|react)\/macro/.test(readFileSync(join(WEB, file), 'utf8'));

const catalogOf = catalogOfSource;

const catalogsReached = (files: readonly string[]) =>
  [...new Set(files.filter(hasMessages).map(catalogOf))].sort();

describe('the catalogs of the screens (decision 98)', () => {
  it('finds the files and their messages', () => {
    const routing = reached('src/features/booking/screens/routing-screen.tsx');
    expect(routing).toContain('src/features/booking/components/route-list.tsx');
    expect(catalogOf('src/features/booking/components/route-list.tsx')).toBe('booking');
    expect(catalogOf('src/components/ui/text-field.tsx')).toBe('common');
    expect(catalogOf('src/features/booking/screens/book-screen.tsx')).toBe('book');
    expect(catalogsReached(routing)).toEqual(['booking', 'common', 'map']);
  });

  it('reads each file’s catalog as lingui.config.ts extracts it', async () => {
    const config = getConfig({ configPath: join(WEB, 'lingui.config.ts'), skipValidation: true });
    const catalogs = await getCatalogs(config);
    expect(catalogs.length).toBeGreaterThan(2);
    for (const catalog of catalogs) {
      const name = /locales\/([\w-]+)\//.exec(catalog.path)?.[1];
      const files = new Set(
        Object.values((await catalog.collect()) ?? {}).flatMap((m) =>
          (m.origin ?? []).map(([f]) => f),
        ),
      );
      expect(files.size, name).toBeGreaterThan(0);
      for (const file of files) expect(catalogOf(file), file).toBe(name);
    }
    // Lingui reads every source file once per catalog.
  }, 60_000);

  it('keeps every message the shell shows in the common catalog', () => {
    const shell = reached('src/main.tsx', ['src/app/routes/screen-modules.ts']);
    expect(shell).toContain('src/app/shell/app-shell.tsx');
    expect(catalogsReached(shell)).toEqual(['common']);
  });

  it('names every screen module by a file name of its own', () => {
    const modules = [...new Set(SCREEN_ROUTES.map(screenModuleOf))];
    expect(new Set(modules.map(screenName)).size).toBe(modules.length);
  });

  it.each(SCREEN_ROUTES.map((route) => [route.path, screenModuleOf(route)] as const))(
    '%s loads the catalogs of every file its screen reaches',
    (_path, screen) => {
      const needed = catalogsReached(reached(screen)).filter((c) => c !== 'common');
      expect([...catalogsOfScreen(screen)].sort()).toEqual(needed);
    },
  );

  const parts = new Set<string>();
  for (const route of SCREEN_ROUTES) reached(screenModuleOf(route), [], parts);

  it('finds every lazy part of the table in the screens', () => {
    expect([...parts].map(partName).sort()).toEqual([...CATALOG_PARTS].sort());
    expect([...parts]).toContain('src/features/payments/components/card-entry.tsx');
  });

  it.each([...parts].sort())(
    'the lazy part %s loads the catalogs of every file it reaches',
    (part) => {
      const needed = catalogsReached(reached(part)).filter((c) => c !== 'common');
      expect([...catalogsOfPart(partName(part))].sort()).toEqual(needed);
      // It draws inside its catalogs, which a change of language loads with the screen's.
      expect(readFileSync(join(WEB, part), 'utf8')).toContain(
        `<PartCatalogs part="${partName(part)}">`,
      );
    },
  );
});
