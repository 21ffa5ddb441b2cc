import { describe, expect, it } from 'vitest';
import {
  chunkSources,
  firstLoadJs,
  readBuildManifest,
  routeFirstLoads,
} from '../build/bundle-size.ts';

/** /book's first load, gzipped JavaScript (React, router and urql alone are about 90 kB). */
const BOOK_BUDGET_BYTES = 120_000;
const HEAVY_LIBRARIES = /node_modules\/(leaflet|qrcode)\//;

describe('bundle budget', () => {
  const manifest = readBuildManifest();
  const book = routeFirstLoads().find((route) => route.path === '/book');

  it('keeps the first load of /book within 120 kB of gzipped JavaScript', () => {
    expect(book).toBeDefined();
    console.info(`/book first load: ${book?.totalGzipBytes} bytes gzipped`, book?.files);
    expect(book?.totalGzipBytes).toBeGreaterThan(50_000);
    expect(book?.totalGzipBytes).toBeLessThanOrEqual(BOOK_BUDGET_BYTES);
  });

  it('loads neither leaflet nor qrcode on /book', () => {
    const sources = (book?.files ?? []).flatMap((f) => chunkSources(f.file));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((s) => HEAVY_LIBRARIES.test(s))).toEqual([]);
  });

  it('does find qrcode in the promo page, where it belongs', () => {
    const promo = firstLoadJs(manifest, ['src/features/promo/components/promo-page.tsx']);
    const sources = promo.files.flatMap((f) => chunkSources(f.file));
    expect(sources.some((s) => /node_modules\/qrcode\//.test(s))).toBe(true);
  });
});
