import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  chunkSources,
  firstLoadJs,
  readBuildManifest,
  WEB_DIST,
} from '../../web/build/bundle-size.ts';

const CONSOLE_DIST = fileURLToPath(new URL('../dist', import.meta.url));
/** The console's first load, gzipped JavaScript (issue budget). */
const CONSOLE_BUDGET_BYTES = 200_000;

describe('console bundle', () => {
  it('keeps the console first load within 200 kB of gzipped JavaScript', () => {
    const first = firstLoadJs(readBuildManifest(CONSOLE_DIST), [], CONSOLE_DIST);
    console.info(`/console/ first load: ${first.totalGzipBytes} bytes gzipped`);
    expect(first.totalGzipBytes).toBeGreaterThan(40_000);
    expect(first.totalGzipBytes).toBeLessThanOrEqual(CONSOLE_BUDGET_BYTES);
  });

  it('puts nothing of the console in the rider app', () => {
    const riderScripts = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(riderScripts.length).toBeGreaterThan(10);
    // The console's own operation and storage names: in its bundle, in none of the rider's files.
    const consoleOnly = /consoleViewer|consoleAuthData/;
    const consoleScripts = readdirSync(join(CONSOLE_DIST, 'assets')).filter((f) =>
      f.endsWith('.js'),
    );
    expect(
      consoleScripts.some((f) =>
        consoleOnly.test(readFileSync(join(CONSOLE_DIST, 'assets', f), 'utf8')),
      ),
    ).toBe(true);
    expect(
      riderScripts.filter((f) =>
        consoleOnly.test(readFileSync(join(WEB_DIST, 'assets', f), 'utf8')),
      ),
    ).toEqual([]);
  });

  it('keeps the chart library in a chunk of its own, loaded by the money screen’s charts alone', () => {
    const scripts = readdirSync(join(CONSOLE_DIST, 'assets')).filter((f) => f.endsWith('.js'));
    const withChartJs = scripts.filter((f) =>
      chunkSources(`assets/${f}`, CONSOLE_DIST).some((source) =>
        source.includes('node_modules/chart.js/'),
      ),
    );
    expect(withChartJs).toHaveLength(1);
    const sources = chunkSources(`assets/${withChartJs[0]!}`, CONSOLE_DIST);
    // Nothing of the console's screens rides along but the chart component itself.
    expect(sources.filter((source) => source.includes('/src/'))).toEqual([
      expect.stringMatching(/features\/money\/components\/money-chart\.tsx$/),
    ]);
    const first = firstLoadJs(readBuildManifest(CONSOLE_DIST), [], CONSOLE_DIST);
    expect(first.files.map((f) => f.file)).not.toContain(`assets/${withChartJs[0]!}`);
  });
});
