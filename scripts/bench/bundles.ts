import { fileURLToPath } from 'node:url';
import {
  firstLoadJs,
  readBuildManifest,
  routeFirstLoads,
} from '../../apps/web/build/bundle-size.ts';
import { comparison, figure, NOISE } from './results.ts';

const BUDGET_BYTES = 120 * 1000;
const CONSOLE_BUDGET_BYTES = 200 * 1000;
const SIZE = { unit: 'kB', better: 'lower', noise: NOISE.size } as const;
const CONSOLE_DIST = fileURLToPath(new URL('../../apps/console/dist', import.meta.url));

/** Gzipped JavaScript each route loads first (entry, its screen and their static imports). */
export async function printBundleSizes(): Promise<void> {
  const routes = routeFirstLoads();
  console.log(
    `First-load JavaScript per route (gzip level 9; budget for /book: ${BUDGET_BYTES / 1000} kB)`,
  );
  for (const route of routes) {
    const kb = route.totalGzipBytes / 1000;
    const mark =
      route.path === '/book'
        ? route.totalGzipBytes <= BUDGET_BYTES
          ? '  within budget'
          : '  OVER BUDGET'
        : '';
    const was = comparison(figure(route.path, kb, SIZE), 'kB');
    console.log(
      `  ${route.path.padEnd(44)} ${kb.toFixed(1).padStart(7)} kB${mark}  [last release: ${was}]`,
    );
  }
  const console_ = firstLoadJs(readBuildManifest(CONSOLE_DIST), [], CONSOLE_DIST);
  const within = console_.totalGzipBytes <= CONSOLE_BUDGET_BYTES;
  const consoleKb = console_.totalGzipBytes / 1000;
  const was = comparison(figure('/console/', consoleKb, SIZE), 'kB');
  console.log(
    `  ${'/console/ (operator console)'.padEnd(44)} ${consoleKb.toFixed(1).padStart(7)} kB  ${within ? 'within' : 'OVER'} budget (${CONSOLE_BUDGET_BYTES / 1000} kB)  [last release: ${was}]`,
  );
}
