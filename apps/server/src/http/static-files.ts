import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { acceptedEncodings } from './accept-encoding.ts';
import { readFirstPaintMap, type FirstPaintMap } from './first-paint.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

/** The build writes these beside compressible files (vite-plugin-compression2), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const COMPRESSED_COPY = /\.(br|gz)$/;

function fileStats(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The precompressed copy of `file` to send for this Accept-Encoding, if the build made one. */
function compressedCopy(file: string, acceptEncoding: string) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name) && !accepted.has('*')) continue;
    const stats = fileStats(file + suffix);
    if (stats) return { encoding: name, path: file + suffix, size: stats.size };
  }
  return null;
}

export interface StaticFilesOptions {
  /** Source maps are for development: production builds keep them for tools, never serve them. */
  serveSourceMaps: boolean;
}

export interface StaticFiles {
  /** index.html as built, to be filled in per company. */
  indexHtml: string;
  /** The build's first-paint map (the rider app's), or null. */
  firstPaint: FirstPaintMap | null;
  /** Serves a file under the web build; false when there is none at that path. */
  serve(pathname: string, res: ServerResponse, method: string, acceptEncoding?: string): boolean;
}

/**
 * The build's page with its scripts fetched at low priority: the server draws the first paint
 * (skeleton and critical CSS inline), so no script is needed to paint, and a phone's first bytes
 * go to the page itself (decision 104).
 */
export function scriptsAfterFirstPaint(html: string): string {
  return html
    .replaceAll(
      '<script type="module" crossorigin ',
      '<script type="module" fetchpriority="low" crossorigin ',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin ',
      '<link rel="modulepreload" fetchpriority="low" crossorigin ',
    );
}

export function openStaticFiles(root: string, options: StaticFilesOptions): StaticFiles {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The app is not built: ${indexFile} is missing. Run "npm run build" first.`);
  }
  const indexHtml = scriptsAfterFirstPaint(readFileSync(indexFile, 'utf8'));
  const rootWithSep = root.endsWith(sep) ? root : root + sep;

  return {
    indexHtml,
    firstPaint: readFirstPaintMap(root),
    serve(pathname, res, method, acceptEncoding = '') {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      if (decoded.includes('\0')) return false;
      // A compressed copy is only ever sent as the encoding of its original.
      if (COMPRESSED_COPY.test(decoded)) return false;
      if (!options.serveSourceMaps && decoded.endsWith('.map')) return false;
      const file = normalize(join(root, decoded));
      if (!file.startsWith(rootWithSep) || file === indexFile) return false;
      const stats = fileStats(file);
      if (!stats) return false;

      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      const compressible = COMPRESSIBLE.test(type);
      const copy = compressible ? compressedCopy(file, acceptEncoding) : null;
      res.statusCode = 200;
      res.setHeader('Content-Type', type);
      if (compressible) res.setHeader('Vary', 'Accept-Encoding');
      if (copy) res.setHeader('Content-Encoding', copy.encoding);
      res.setHeader('Content-Length', copy?.size ?? stats.size);
      const hashed = decoded.startsWith('/assets/');
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (decoded === '/service-worker.js') res.setHeader('Service-Worker-Allowed', '/');
      if (method === 'HEAD') {
        res.end();
      } else {
        createReadStream(copy?.path ?? file)
          .on('error', () => res.destroy())
          .pipe(res);
      }
      return true;
    },
  };
}
