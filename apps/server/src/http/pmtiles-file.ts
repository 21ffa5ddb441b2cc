import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PMTILES_PATH } from '@ride/domain';
import parseRange from 'range-parser';

/**
 * The operator's own basemap (MAP_PMTILES_FILE) at PMTILES_PATH, read by the maps in byte ranges:
 * one range a request (206), the whole file without one, 416 for a range past its end. Several
 * ranges in one request are answered with the whole file, as RFC 9110 allows; map clients ask
 * for one at a time.
 */
export async function servePmtilesFile(
  file: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  if (!file || pathname !== PMTILES_PATH) return false;
  // Each range request asks again: an archive replaced in place gets a new ETag at once.
  const stats = await stat(file);
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': 'application/vnd.pmtiles',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=3600',
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
  };
  const header = req.headers.range;
  const ranges = header ? parseRange(stats.size, header, { combine: true }) : -2;
  if (ranges === -1) {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stats.size}` }).end();
    return true;
  }
  const one = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1;
  const { start, end } = one ? ranges[0]! : { start: 0, end: stats.size - 1 };
  const length = stats.size === 0 ? 0 : end - start + 1;
  res.writeHead(one ? 206 : 200, {
    ...headers,
    'Content-Length': String(length),
    ...(one ? { 'Content-Range': `bytes ${start}-${end}/${stats.size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return true;
  }
  createReadStream(file, { start, end }).pipe(res);
  return true;
}
