import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

/**
 * The body, at most `limit` bytes: one sent without a length (chunked) is counted as it arrives
 * and refused (BodyTooLargeError) once past the limit.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        settle(() => reject(new BodyTooLargeError()));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    req.on('error', (error) => settle(() => reject(error)));
    // A client that goes away mid-body ends the request here, not in a wait that never ends.
    req.on('close', () => settle(() => reject(new Error('Request closed before its body ended'))));
  });
}
