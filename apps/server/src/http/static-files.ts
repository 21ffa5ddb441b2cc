import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;
const compressedCache = new Map<string, Buffer>();

function pickEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** Built files never change while the process runs, so each is compressed once. */
function compressed(file: string, mtime: number, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${mtime}:${file}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

export interface StaticFiles {
  /** index.html as built, to be filled in per company. */
  indexHtml: string;
  /** Serves a file under the web build; false when there is none at that path. */
  serve(pathname: string, res: ServerResponse, method: string, acceptEncoding?: string): boolean;
}

export function openStaticFiles(root: string): StaticFiles {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `The web app is not built: ${indexFile} is missing. Run "npm run build" first.`,
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const rootWithSep = root.endsWith(sep) ? root : root + sep;

  return {
    indexHtml,
    serve(pathname, res, method, acceptEncoding = '') {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      if (decoded.includes('\0')) return false;
      const file = normalize(join(root, decoded));
      if (!file.startsWith(rootWithSep) || file === indexFile) return false;
      let stats;
      try {
        stats = statSync(file);
      } catch {
        return false;
      }
      if (!stats.isFile()) return false;
      const hashed = decoded.startsWith('/assets/');
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      res.statusCode = 200;
      res.setHeader('Content-Type', type);
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = COMPRESSIBLE.test(type) ? pickEncoding(acceptEncoding) : null;
      if (encoding) {
        const body = compressed(file, stats.mtimeMs, encoding);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (decoded === '/service-worker.js') res.setHeader('Service-Worker-Allowed', '/');
        res.end(method === 'HEAD' ? undefined : body);
        return true;
      }
      res.setHeader('Content-Length', stats.size);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (decoded === '/service-worker.js') res.setHeader('Service-Worker-Allowed', '/');
      if (method === 'HEAD') {
        res.end();
      } else {
        createReadStream(file).pipe(res);
      }
      return true;
    },
  };
}
