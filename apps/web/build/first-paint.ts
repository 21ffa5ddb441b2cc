import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  firstLoadModulesOf,
  SCREEN_ROUTES,
  screenModuleOf,
} from '../src/app/routes/route-table.ts';
import { resolveHeaderButtons } from '../src/features/navigation/lib/header-buttons.ts';
import { catalogModule, catalogsOfScreen, languageModule } from '../src/lib/i18n/catalog-groups.ts';
import { entryKey, staticClosure, type BuildManifest } from './bundle-size.ts';

/** What the server needs to draw a route's first paint (apps/server/src/http/first-paint.ts). */
export interface FirstPaintRoute {
  path: string;
  title: string;
  header: { back: boolean; close: boolean; menu: boolean };
  /** The route's own chunks beyond the entry's, for modulepreload links. */
  modules: string[];
  /** Their stylesheets, preloaded so the screen's first render finds them fetched. */
  styles: string[];
  /** The screen's own catalogs (beyond the common one), by language (decision 98). */
  catalogs: Record<string, { modules: string[]; styles: string[] }>;
}

export interface FirstPaintMap {
  /** The entry's stylesheet (the shell's base and the app's), inlined in every rider page. */
  css: string;
  routes: FirstPaintRoute[];
  /** The promo page a desktop browser gets instead of the app. */
  promo: { modules: string[]; styles: string[] };
  /**
   * The chunks the entry imports (the bundler's runtime), which no tag of the page names since
   * Vite writes no preload list (decision 103): preloaded, they come with the entry, not after it.
   */
  entry: { modules: string[]; styles: string[] };
  /** Each language's module (its common catalog), preloaded with the page's language (decision 98). */
  catalogs: Record<string, { modules: string[]; styles: string[] }>;
}

export const FIRST_PAINT_FILE = '.vite/first-paint.json';
const PROMO_MODULE = 'src/features/promo/components/promo-page.tsx';

/** The chunks (and their stylesheets) `modules` add to what the entry loads already. */
export function chunksBeyondEntry(
  manifest: BuildManifest,
  modules: readonly string[],
): { modules: string[]; styles: string[] } {
  const entry = entryKey(manifest);
  const loaded = new Set(staticClosure(manifest, [entry]));
  const added = staticClosure(manifest, [entry, ...modules]).filter((key) => !loaded.has(key));
  const entryStyles = new Set(manifest[entry]?.css ?? []);
  const files = added.map((key) => manifest[key]?.file ?? '').filter((f) => f.endsWith('.js'));
  const styles = [...new Set(added.flatMap((key) => manifest[key]?.css ?? []))].filter(
    (file) => !entryStyles.has(file),
  );
  return { modules: files.map((f) => `/${f}`), styles: styles.map((f) => `/${f}`) };
}

/** The chunks the entry imports statically, beside its own file. */
export function entryImports(manifest: BuildManifest): { modules: string[]; styles: string[] } {
  const entry = entryKey(manifest);
  const files = staticClosure(manifest, [entry])
    .filter((key) => key !== entry)
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'));
  return { modules: files.map((f) => `/${f}`), styles: [] };
}

/** The languages of the build's catalogs, from their modules' names (`src/locales/<language>.ts`). */
function catalogLanguages(manifest: BuildManifest): string[] {
  return Object.keys(manifest).flatMap(
    (key) => /^src\/locales\/([\w-]+)\.ts$/.exec(key)?.[1] ?? [],
  );
}

export function firstPaintMap(manifest: BuildManifest, entryCss: string): FirstPaintMap {
  const languages = catalogLanguages(manifest);
  return {
    css: entryCss,
    routes: SCREEN_ROUTES.map((route) => ({
      path: route.path,
      title: route.title,
      header: resolveHeaderButtons(route.header ?? {}),
      ...chunksBeyondEntry(manifest, firstLoadModulesOf(route)),
      catalogs: Object.fromEntries(
        languages.map((language) => [
          language,
          chunksBeyondEntry(
            manifest,
            catalogsOfScreen(screenModuleOf(route)).map((c) => catalogModule(c, language)),
          ),
        ]),
      ),
    })),
    promo: chunksBeyondEntry(manifest, [PROMO_MODULE]),
    entry: entryImports(manifest),
    // Each language's common catalog, preloaded with the page's language (decisions 93, 98).
    catalogs: Object.fromEntries(
      languages.map((language) => [
        language,
        chunksBeyondEntry(manifest, [languageModule(language)]),
      ]),
    ),
  };
}

/**
 * Writes dist/.vite/first-paint.json after the build: per route its title, header buttons and the
 * chunks to preload, and the entry's stylesheet, for the server's first paint (decision 92).
 */
export function firstPaint(): Plugin {
  let outDir = '';
  return {
    name: 'ride:first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as BuildManifest;
      // The entry's stylesheet, as Vite minified it: inline, it comes before every stylesheet a
      // screen's chunk adds to the head, so a screen's rules still follow the app's (decision 92).
      const entryCss = (manifest[entryKey(manifest)]?.css ?? [])
        .map((file) => readFileSync(join(outDir, file), 'utf8').trim())
        .join('\n');
      const map = firstPaintMap(manifest, entryCss);
      writeFileSync(join(outDir, FIRST_PAINT_FILE), JSON.stringify(map));
    },
  };
}
