import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, screenModuleOf } from '../../app/routes/route-table.ts';
import { catalogOfSource, catalogsOfScreen, screenName } from './catalog-groups.ts';

const WEB = fileURLToPath(new URL('../../../', import.meta.url));
/** Relative imports and re-exports, static or lazy (as Prettier writes them); `import type` brings no code. */
const IMPORT = /\b(?:import|export)( type)? [^;]*? from '(\.[^']+)'|\bimport\('(\.[^']+)'\)/g;

function importsOf(file: string): string[] {
  const source = readFileSync(join(WEB, file), 'utf8');
  return [...source.matchAll(IMPORT)]
    .filter((m) => !m[1])
    .map((m) => relative(WEB, join(dirname(join(WEB, file)), m[2] ?? m[3] ?? '')))
    .filter((path) => /\.tsx?$/.test(path) && existsSync(join(WEB, path)));
}

/** Every file `start` loads, now or later, stopping at `stops` (the screens' glob). */
function reached(start: string, stops: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (!stops.includes(file)) queue.push(...importsOf(file));
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
});
