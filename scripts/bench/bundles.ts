import { firstLoadByRoute } from '../../apps/web/build/bundle-size.ts';

const BUDGET_KB = 120;

/** Gzipped JavaScript each route loads first, against the /book budget. */
export async function printBundleSizes(): Promise<void> {
  const sizes = await firstLoadByRoute('apps/web/dist');
  console.log(`First-load JavaScript per route (gzipped; budget for /book: ${BUDGET_KB} kB)`);
  for (const { route, gzipBytes } of sizes) {
    const kb = gzipBytes / 1024;
    const mark = route === '/book' ? (kb <= BUDGET_KB ? '  within budget' : '  OVER BUDGET') : '';
    console.log(`  ${route.padEnd(44)} ${kb.toFixed(1).padStart(7)} kB${mark}`);
  }
}
