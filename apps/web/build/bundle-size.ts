import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  firstLoadModulesOf,
  SCREEN_ROUTES,
  screenModuleOf,
  type ScreenRoute,
} from '../src/app/routes/route-table.ts';
import { catalogModule, catalogsOfScreen, languageModule } from '../src/lib/i18n/catalog-groups.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

export function readBuildManifest(dist = WEB_DIST): BuildManifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the web app first (npm run build -w apps/web).`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
}

export function entryKey(manifest: BuildManifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk');
  return key;
}

/** The chunks loaded together with `keys`: themselves and their static imports, transitively. */
export function staticClosure(manifest: BuildManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Gzip at level 9, as the build precompresses static files (vite-plugin-compression2). */
export function gzipBytes(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

export interface FirstLoad {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** JavaScript a first visit downloads: the entry, the given lazy modules, and their imports. */
export function firstLoadJs(
  manifest: BuildManifest,
  modules: readonly string[],
  dist = WEB_DIST,
): FirstLoad {
  const files = staticClosure(manifest, [entryKey(manifest), ...modules])
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipBytes(dist, file) }));
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export interface RouteFirstLoad extends FirstLoad {
  path: string;
  module: string;
}

/**
 * The catalog modules a route's first render waits for in a language: the language's module (its
 * common catalog) and the screen's own catalogs.
 */
export function routeCatalogModules(route: ScreenRoute, language: string): string[] {
  return [
    languageModule(language),
    ...catalogsOfScreen(screenModuleOf(route)).map((catalog) => catalogModule(catalog, language)),
  ];
}

/**
 * First-load gzipped JavaScript of every route of the app (for budgets and `npm run bench`): the
 * entry, the screen, for a screen that calls the API the GraphQL client's chunk, and the catalogs
 * its first render waits for, in English (decision 98).
 */
export function routeFirstLoads(dist = WEB_DIST): RouteFirstLoad[] {
  const manifest = readBuildManifest(dist);
  return SCREEN_ROUTES.map((route) => {
    const module = screenModuleOf(route);
    const modules = [...firstLoadModulesOf(route), ...routeCatalogModules(route, 'en')];
    return { path: route.path, module, ...firstLoadJs(manifest, modules, dist) };
  });
}

const BUNDLER_RUNTIME = /(^|\/)(rolldown-runtime|preload-helper)-[\w-]+\.js$/;

/** The source files a built chunk was made from, read from its source map. */
export function chunkSources(file: string, dist = WEB_DIST): string[] {
  const map = join(dist, `${file}.map`);
  // The bundler's own module-interop helpers come from no source file, so they get no map.
  if (BUNDLER_RUNTIME.test(file) && !existsSync(map)) return [];
  if (!existsSync(map)) throw new Error(`${map} is missing: the build must emit source maps`);
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}
