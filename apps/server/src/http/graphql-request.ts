import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestInfo } from '../graphql/context.ts';
import type { GraphQLHandler } from '../graphql/yoga.ts';
import type { Logger } from '../logger.ts';
import { sendJson } from './responses.ts';

/** The largest GraphQL request body read: the longest document plus generous variables. */
export const MAX_REQUEST_BODY_BYTES = 100_000;

class BodyTooLargeError extends Error {}

/** 413 with the connection closed, so a client still sending is not read any further. */
function refuseLargeBody(res: ServerResponse): void {
  const message = `Request body too large: the limit is ${MAX_REQUEST_BODY_BYTES} bytes`;
  sendJson(
    res,
    413,
    { errors: [{ message, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] },
    { Connection: 'close' },
  );
}

/**
 * The body, at most MAX_REQUEST_BODY_BYTES. A larger Content-Length is refused before anything is
 * read; a body sent without one (chunked) is counted as it arrives and refused once past the limit.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
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
      if (size > MAX_REQUEST_BODY_BYTES) {
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

/**
 * /graphql: the body is limited and read here, then yoga's Node handler takes the request whole
 * (it reads an already-read body from `req.body`, as behind a body-parsing middleware).
 */
export async function serveGraphQL(
  yoga: GraphQLHandler,
  logger: Logger,
  req: IncomingMessage & { body?: Buffer },
  res: ServerResponse,
  requestInfo: RequestInfo,
): Promise<void> {
  if (req.method === 'POST') {
    const length = req.headers['content-length'];
    if (length !== undefined && Number(length) > MAX_REQUEST_BODY_BYTES) {
      refuseLargeBody(res);
      return;
    }
    try {
      req.body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        refuseLargeBody(res);
        return;
      }
      // The client went away; there is no one to answer.
      logger.debug('GraphQL request body not received', {
        requestId: requestInfo.requestId,
        error: String(error),
      });
      res.destroy();
      return;
    }
  }
  await yoga(req, res, requestInfo);
}
