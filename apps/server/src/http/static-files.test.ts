import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaticFiles, type StaticFilesOptions } from './static-files.ts';

const SCRIPT = 'console.log("app");'.repeat(200);
const STYLES = 'body { margin: 0 }';

/** A web build as vite-plugin-compression2 leaves it: some files with .br and .gz beside them. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>App</title>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'only-gzip-def456.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'only-gzip-def456.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'plain-789.css'), STYLES);
  writeFileSync(join(dir, 'assets', 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'assets', 'icon.png.gz'), gzipSync(Buffer.from([1, 2, 3])));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (or HEAD): the body exactly as sent, never decompressed by the client. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Serves `dir` through openStaticFiles on a free port; anything it does not serve is a 404. */
async function serveBuild(dir: string, options: StaticFilesOptions) {
  const files = openStaticFiles(dir, options);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const served = files.serve(
      pathname,
      res,
      req.method ?? 'GET',
      String(req.headers['accept-encoding'] ?? ''),
    );
    if (!served) {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('static files', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = webBuild();
    ({ server, base } = await serveBuild(dir, { serveSourceMaps: true }));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the .br copy to a client that accepts brotli', async () => {
    const answer = await get(base, '/assets/app-abc123.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the .gz copy when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const answer = await get(base, '/assets/app-abc123.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('falls back to the encoding that exists', async () => {
    const answer = await get(base, '/assets/only-gzip-def456.js', {
      'accept-encoding': 'br, gzip',
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself when the client accepts neither or no copy exists', async () => {
    const plain = await get(base, '/assets/app-abc123.js', { 'accept-encoding': 'deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(SCRIPT.length);
    expect(plain.body.toString()).toBe(SCRIPT);

    const noCopy = await get(base, '/assets/plain-789.css', { 'accept-encoding': 'br, gzip' });
    expect(noCopy.headers['content-encoding']).toBeUndefined();
    expect(noCopy.body.toString()).toBe(STYLES);
    expect(Number(noCopy.headers['content-length'])).toBe(STYLES.length);
  });

  it('never sends a compressed copy of a type that is not compressible', async () => {
    const answer = await get(base, '/assets/icon.png', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('image/png');
    expect([...answer.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('never serves a compressed copy under its own name', async () => {
    for (const path of [
      '/assets/app-abc123.js.br',
      '/assets/app-abc123.js.gz',
      '/assets/icon.png.gz',
    ]) {
      expect((await get(base, path, { 'accept-encoding': 'br, gzip' })).status).toBe(404);
    }
  });

  it('answers HEAD with the headers of the copy it would send, and no body', async () => {
    const answer = await get(base, '/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(answer.body.length).toBe(0);
  });

  it('serves the worker from the root without long caching, and never index.html or outside', async () => {
    const worker = await get(base, '/service-worker.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect((await get(base, '/index.html')).status).toBe(404);
    expect((await get(base, '/..%2Fpackage.json')).status).toBe(404);
    expect((await get(base, '/assets/missing.js')).status).toBe(404);
  });
});

describe('source maps', () => {
  let dir: string;
  const servers: Server[] = [];

  beforeAll(() => {
    dir = webBuild();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('are never served in production', async () => {
    const { server, base } = await serveBuild(dir, { serveSourceMaps: false });
    servers.push(server);
    expect((await get(base, '/assets/app-abc123.js.map')).status).toBe(404);
    expect((await get(base, '/assets/app-abc123.js')).status).toBe(200);
  });

  it('are served in development', async () => {
    const { server, base } = await serveBuild(dir, { serveSourceMaps: true });
    servers.push(server);
    const answer = await get(base, '/assets/app-abc123.js.map');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ version: 3, sources: [] });
  });
});
