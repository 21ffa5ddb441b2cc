import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryKey, readBuildManifest, WEB_DIST } from '../build/bundle-size.ts';

const builtFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(js|css)$/.test(name),
  );

describe('web build output', () => {
  const manifest = readBuildManifest();
  const entry = manifest[entryKey(manifest)]?.file ?? '';

  it('points no served file to a source map, while the maps stay beside them for tools', () => {
    const files = builtFiles(WEB_DIST);
    expect(files).toContain(entry);
    expect(
      files.filter((f) => /sourceMappingURL/.test(readFileSync(join(WEB_DIST, f), 'utf8'))),
    ).toEqual([]);
    expect(existsSync(join(WEB_DIST, `${entry}.map`))).toBe(true);
  });

  it('writes .br and .gz copies of the scripts, but none of the per-company index.html', () => {
    expect(existsSync(join(WEB_DIST, `${entry}.br`))).toBe(true);
    expect(existsSync(join(WEB_DIST, `${entry}.gz`))).toBe(true);
    expect(existsSync(join(WEB_DIST, 'index.html.br'))).toBe(false);
    expect(existsSync(join(WEB_DIST, 'index.html.gz'))).toBe(false);
  });

  /** The stylesheets a chunk and the chunks it imports bring with them. */
  function stylesOf(key: string, seen = new Set<string>()): string[] {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => stylesOf(k, seen))];
  }

  it('gives the confirmation step the booking styles of the trip summary it shows', () => {
    // A feature's index.ts is free of side effects (package.json "sideEffects"), so a stylesheet
    // it imported would be dropped: each component imports its own.
    const styles = stylesOf('src/features/checkout/screens/confirmation-screen.tsx');
    expect(styles.some((file) => /\/booking-[^/]+\.css$/.test(file))).toBe(true);
  });
});
