import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from './accept-encoding.ts';

/** A whole JSON answer with its length. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...extraHeaders,
  });
  res.end(text);
}

/** A whole plain-text answer with its length. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/**
 * Brotli's quality for pages made per request: its default (11) spends milliseconds on a page
 * that quality 5 compresses almost as well in a fraction of one.
 */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * A whole HTML page made for this request, compressed as the browser accepts (brotli, else gzip):
 * on a slow phone network its first paint waits for these bytes (decision 104). The static files
 * are compressed by the build instead. A page holds no secret beside text a request put there,
 * so compressing it tells an eavesdropper nothing (BREACH).
 */
export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  html: string,
  headers: Record<string, string>,
): void {
  const accepted = acceptedEncodings(String(req.headers['accept-encoding'] ?? ''));
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  const body = Buffer.from(html);
  const sent =
    encoding === 'br'
      ? brotliCompressSync(body, PAGE_BROTLI)
      : encoding === 'gzip'
        ? gzipSync(body)
        : body;
  const vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(sent.length),
    Vary: vary,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}
