import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../graphql/context.ts';
import type { RequestInfo } from '../core/request.ts';
import type { GraphQLHandler } from '../graphql/yoga.ts';
import { findCompanyIdByDomain } from '../modules/company/index.ts';
import { verifyAccessToken } from '../modules/auth/index.ts';
import { BodyTooLargeError, readBody } from './request-body.ts';
import { sendJson } from './responses.ts';

/** The largest GraphQL request body read: the longest document plus generous variables. */
export const MAX_REQUEST_BODY_BYTES = 100_000;
/**
 * A signed-in staff user's request may carry an image upload (base64 of at most 512 kB of file,
 * modules/operator/images.ts) and so may be larger.
 */
export const MAX_STAFF_REQUEST_BODY_BYTES = 800_000;

const STAFF_BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/**
 * How much of the body is read: the larger staff limit only for a bearer token we signed for a
 * staff user (a signature check, no database read); whether that session is still live is decided
 * later, as for every request.
 */
async function bodyLimitOf(req: IncomingMessage, jwtSecret: string): Promise<number> {
  const match = STAFF_BEARER.exec(req.headers.authorization?.trim() ?? '');
  if (!match?.[1]) return MAX_REQUEST_BODY_BYTES;
  const claims = await verifyAccessToken(jwtSecret, match[1], new Date());
  return claims?.typ === 'COMPANY_USER' ? MAX_STAFF_REQUEST_BODY_BYTES : MAX_REQUEST_BODY_BYTES;
}

const refusal = (message: string, code: string) => ({
  errors: [{ message, extensions: { code } }],
});
const CLOSE = { Connection: 'close' };

/**
 * Only JSON in UTF-8: a form post (which any site can make a browser send) or a body in another
 * charset is refused, not guessed at.
 */
function unsupportedBody(contentType: string | undefined): string | null {
  const [type = '', ...parameters] = (contentType ?? '').toLowerCase().split(';');
  if (type.trim() !== 'application/json') {
    return 'A GraphQL request must be sent as application/json';
  }
  const charset = parameters.map((p) => p.trim()).find((p) => p.startsWith('charset='));
  if (charset && charset.replace(/^charset="?|"$/g, '') !== 'utf-8') {
    return 'A GraphQL request must be encoded in UTF-8';
  }
  return null;
}

/**
 * Whether a browser sent the request from a page of another site: its Origin (which browsers
 * always send with a cross-site POST) names neither the host the request came to, nor the
 * configured public address, nor a company's own domain.
 */
async function isCrossSite(
  req: IncomingMessage,
  services: Pick<AppServices, 'config' | 'db'>,
): Promise<boolean> {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  if (host === (req.headers.host ?? '').toLowerCase()) return false;
  if (host === new URL(services.config.publicUrl).host) return false;
  return !(await findCompanyIdByDomain(services.db, host));
}

/** 413 with the connection closed, so a client still sending is not read any further. */
function refuseLargeBody(res: ServerResponse, limit: number): void {
  const message = `Request body too large: the limit is ${limit} bytes`;
  sendJson(res, 413, refusal(message, 'REQUEST_ENTITY_TOO_LARGE'), CLOSE);
}

/**
 * /graphql: a POST must come from a page of this site (or from no page at all) and be JSON in
 * UTF-8; its body is limited and read here. Then yoga's Node handler takes the request whole (it
 * reads an already-read body from `req.body`, as behind a body-parsing middleware). GET runs
 * queries only (yoga refuses a mutation over GET).
 */
export async function serveGraphQL(
  yoga: GraphQLHandler,
  services: Pick<AppServices, 'config' | 'db' | 'logger'>,
  req: IncomingMessage & { body?: Buffer },
  res: ServerResponse,
  requestInfo: RequestInfo,
): Promise<void> {
  const { logger } = services;
  if (req.method === 'POST') {
    // Refused before the body is read; the connection closes rather than read it.
    if (await isCrossSite(req, services)) {
      sendJson(res, 403, refusal('Cross-site requests are not accepted', 'FORBIDDEN'), CLOSE);
      return;
    }
    const unsupported = unsupportedBody(req.headers['content-type']);
    if (unsupported) {
      sendJson(res, 415, refusal(unsupported, 'UNSUPPORTED_MEDIA_TYPE'), CLOSE);
      return;
    }
    const limit = await bodyLimitOf(req, services.config.jwtSecret);
    const length = req.headers['content-length'];
    if (length !== undefined && Number(length) > limit) {
      refuseLargeBody(res, limit);
      return;
    }
    try {
      req.body = await readBody(req, limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        refuseLargeBody(res, limit);
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
