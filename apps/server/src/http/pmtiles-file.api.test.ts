import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PMTILES_PATH, PRELOAD_ELEMENT_ID, type PreloadedAppData } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../test/api.ts';
import { buildPmtilesArchive } from '../../test/pmtiles-archive.ts';

const archive = buildPmtilesArchive();
const dir = mkdtempSync(join(tmpdir(), 'ride-pmtiles-'));
const file = join(dir, 'basemap.pmtiles');
writeFileSync(file, archive);
// A page with the place the server writes its preloaded data into, as the real build has.
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
);

// The file is served the same whatever the database: one kind is enough.
describe('the operator’s own basemap (MAP_PMTILES_FILE)', () => {
  const api = useTestApi('pglite', { MAP_PMTILES_FILE: file, WEB_DIST_DIR: dir });
  const get = (headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${api.baseUrl}${PMTILES_PATH}`, { method, headers });

  it('answers a byte range with exactly those bytes, as map clients read the archive', async () => {
    const header = await get({ Range: 'bytes=0-126' });
    expect(header.status).toBe(206);
    expect(header.headers.get('content-range')).toBe(`bytes 0-126/${archive.length}`);
    expect(header.headers.get('accept-ranges')).toBe('bytes');
    expect(header.headers.get('content-length')).toBe('127');
    const bytes = Buffer.from(await header.arrayBuffer());
    expect(bytes.equals(archive.subarray(0, 127))).toBe(true);
    expect(bytes.subarray(0, 7).toString('ascii')).toBe('PMTiles');

    const tail = await get({ Range: 'bytes=-34' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(archive.subarray(-34))).toBe(true);

    const open = await get({ Range: `bytes=${archive.length - 10}-` });
    expect(open.headers.get('content-range')).toBe(
      `bytes ${archive.length - 10}-${archive.length - 1}/${archive.length}`,
    );
  });

  it('gives the whole file without a range, and 416 for a range past its end', async () => {
    const whole = await get();
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(archive)).toBe(true);
    expect(whole.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);

    const past = await get({ Range: `bytes=${archive.length + 5}-${archive.length + 50}` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${archive.length}`);

    const head = await get({ Range: 'bytes=0-9' }, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
  });

  it('names the basemap to the pages, which may read it from this server only', async () => {
    const page = await fetch(`${api.baseUrl}/book`);
    const html = await page.text();
    const preload = new RegExp(
      `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    expect((JSON.parse(preload![1]!) as PreloadedAppData).mapTiles).toEqual({
      kind: 'pmtiles',
      url: PMTILES_PATH,
      attribution: 'Protomaps © OpenStreetMap contributors',
    });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob:;/);
  });
});

describe('without MAP_PMTILES_FILE', () => {
  const api = useTestApi('pglite');
  it('serves no basemap', async () => {
    const answer = await fetch(`${api.baseUrl}${PMTILES_PATH}`);
    expect(answer.status).toBe(404);
  });
});
